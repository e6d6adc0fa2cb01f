import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { DirectUploads, FileStore, SlotTerms, StoredObjectInfo } from './file-store-port';
import { imageDimensions } from './image-dimensions';
import type { S3Settings } from './s3-settings';

const isNotFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

const positiveInt = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Files in an S3-compatible bucket. Objects the server writes carry their pixel size as
 * `x-amz-meta-width` / `x-amz-meta-height` metadata, so a HEAD on the bucket (or the CDN before it)
 * reads it as a HEAD on the local /files route does. Shoppers' photos go straight to the bucket
 * with presigned POSTs whose policy the bucket enforces.
 */
export class S3FileStore implements FileStore, DirectUploads {
  constructor(
    private readonly client: S3Client,
    readonly settings: S3Settings,
  ) {}

  get description(): string {
    return `S3 bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ` (${this.settings.region})`}`;
  }

  /** Where a browser reads an object (S3_PUBLIC_URL or the bucket's URL). */
  publicUrlOf(key: string): string {
    return `${this.settings.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** HeadBucket: a missing bucket or refused credentials is one clear line at start, not a failed upload later. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      const status = e.$metadata?.httpStatusCode;
      const why =
        status === 404 || e.name === 'NotFound' || e.name === 'NoSuchBucket'
          ? 'the bucket does not exist'
          : status === 403 || status === 401
            ? 'access denied: check the credentials (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or the SDK profile)'
            : `${e.name ?? 'error'}: ${e.message ?? String(error)}`;
      throw new Error(`S3 storage unusable: ${this.description}: ${why}`);
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const size = imageDimensions(bytes);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        // Keys never change content (uploads get a fresh uuid): a year at the CDN.
        CacheControl: 'public, max-age=31536000, immutable',
        ...(contentType === 'image/svg+xml' ? { ContentDisposition: 'inline' } : {}),
        ...(size ? { Metadata: { width: String(size.width), height: String(size.height) } } : {}),
      }),
    );
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      const width = positiveInt(out.Metadata?.width);
      const height = positiveInt(out.Metadata?.height);
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream', ...(width && height ? { width, height } : {}) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * A POST policy for exactly one key: `{key}` (exact), `content-length-range` 1..maxBytes, the
   * content type, `success_action_status` 201, and an expiry of at most the slot's; S3 refuses a
   * form that breaks any of them (a changed key, a larger file, a late POST, an edited policy).
   */
  async presignedPost({ key, maxBytes, contentType, expiresAt, now }: SlotTerms): Promise<{ url: string; fields: Record<string, string> & { key: string } }> {
    const expiresSeconds = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    const post = await createPresignedPost(this.client, {
      Bucket: this.settings.bucket,
      Key: key,
      Conditions: [
        ['eq', '$key', key],
        ['content-length-range', 1, maxBytes],
      ],
      Fields: { 'Content-Type': contentType, success_action_status: '201' },
      Expires: expiresSeconds,
    });
    return { url: post.url, fields: { ...post.fields, key } };
  }
}
