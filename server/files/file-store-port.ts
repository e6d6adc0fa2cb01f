/** What a store knows of one object without reading its bytes (HEAD). */
export interface StoredObjectInfo {
  readonly size: number;
  readonly contentType: string;
  /** Pixel size of a raster image: on S3 the object's x-amz-meta-width/-height metadata. */
  readonly width?: number;
  readonly height?: number;
}

/**
 * Where stored files live (seeded catalogue images, shared albums, SVG templates, uploaded photos):
 * the server's disk (`DiskFileStore`, the default) or an S3-compatible bucket (`S3FileStore`). Keys
 * are slash-separated paths (`shared/…`, `uploads/<tenant>/<uuid>.jpg`).
 */
export interface FileStore {
  /** One line for the start log: where the files are. */
  readonly description: string;
  /** Throws one clear line when the store cannot be used (a missing bucket, wrong credentials). */
  check(): Promise<void>;
  /** Writes an object (server-written files only; shoppers' photos arrive by presigned POST). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  head(key: string): Promise<StoredObjectInfo | null>;
  read(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** What a presigned POST slot must hold to: its one key, its size range, its type and expiry. */
export interface SlotTerms {
  readonly key: string;
  readonly maxBytes: number;
  readonly contentType: string;
  readonly expiresAt: Date;
  readonly now: Date;
}

/**
 * A store the browser uploads to directly (S3): it signs a POST policy that the bucket itself
 * enforces; the bytes never pass through our server. Same wire shape as the local slots.
 */
export interface DirectUploads {
  presignedPost(terms: SlotTerms): Promise<{ url: string; fields: Record<string, string> & { key: string } }>;
}

/** Served file types: images (SPEC §5's image extensions that browsers show) and SVG templates. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.apng': 'image/apng',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};

/** The content type a key is served with, from its extension; undefined for a type we never serve. */
export function contentTypeOfKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? undefined : CONTENT_TYPES[key.slice(dot).toLowerCase()];
}
