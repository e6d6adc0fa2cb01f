/**
 * The upload pipeline's pure rules (SPEC §7, §9; DESIGN §6), shared by the client and the
 * reference backend: prepare batches, retry policy, the presigned POST policy's conditions, HEIC
 * recognition by magic bytes, and the face-centred crop origin.
 */

/** SPEC §9: at most 100 slots per POST v1/photos/prepare. */
export const PREPARE_BATCH_SIZE = 100;
/** SPEC §9: a failed upload is tried again up to 3 times. */
export const UPLOAD_RETRIES = 3;
/** DESIGN §6: a presigned slot expires at most 15 minutes after it was issued. */
export const UPLOAD_POLICY_TTL_MS = 15 * 60 * 1000;
/**
 * The largest file one slot accepts (bytes). Issue 28 stores the camera's own JPEG: a 12 MP phone
 * JPEG is 3-6 MB, a 24 MP one 8-14 MB, and even a 48 MP phone's JPEG is 12-18 MB, so 20 MB already
 * holds every original a print needs (the largest print asks for 52 MP, below). What is larger is
 * re-encoded in the browser to fit (`storedImagePlan`), so the cap is not raised.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/**
 * The longest edge of the local derivative the printing canvas and the thumbnails are made from
 * (DESIGN §5 edits at 2048 at most). Never what is stored: the stored image keeps the original's pixels.
 */
export const FULL_IMAGE_MAX_EDGE = 2048;
/**
 * The most pixels a re-encoded stored image keeps: the largest print's need (the 11.5-inch tile split
 * 10 x 10 at 62.5 ppi, 7,190 px a side, 52 MP; see MAX_UPLOAD_PIXELS). More would never print better.
 */
export const REENCODE_MAX_PIXELS = 52_000_000;
/**
 * The most pixels a stored photo may have: 100 megapixels. What a print needs is far less: the
 * largest product (the 11.5-inch tile, 719 px at its minimum 62.5 ppi) split 10 x 10, the largest
 * split, asks for 7,190 x 7,190 px (52 MP); our own client stores the original (issue 28), re-encoded to at most 52 MP;
 * the largest camera sensors give about 100 MP, and the print renderer decodes no more. A larger
 * image can never be printed, and decoding it only costs time: a 282 KB PNG can say 9,500 x 9,500.
 * Checked from the header, before anything is decoded.
 */
export const MAX_UPLOAD_PIXELS = 100_000_000;
/** SPEC §9: JPEG qualities of a re-encoded full image and of the thumbnail (a shared album photo's `_tmb`, made by the server). */
export const FULL_JPEG_QUALITY = 0.9;
export const THUMBNAIL_JPEG_QUALITY = 0.8;

/** Splits a number of photos into prepare requests of at most 100 each. */
export const prepareBatches = (count: number): number[] => {
  const batches: number[] = [];
  for (let left = Math.max(0, Math.floor(count)); left > 0; left -= PREPARE_BATCH_SIZE) batches.push(Math.min(PREPARE_BATCH_SIZE, left));
  return batches;
};

/** Only network errors (no status), 5xx and 429 are worth another attempt; any other answer is final. */
export const isRetryableUpload = (status: number | undefined): boolean => status === undefined || status === 429 || status >= 500;

/**
 * SPEC §9: the delay before retry number `retry` (1-based) is a random part up to 500 ms plus
 * 200 ms per retry. `random` is a number in [0, 1).
 */
export const uploadRetryDelayMs = (retry: number, random: number): number => Math.floor(Math.min(Math.max(random, 0), 1) * 500) + 200 * retry;

/** The storage key prefix a tenant's uploads must start with. */
export const uploadKeyPrefix = (tenantId: string): string => `uploads/${tenantId}/`;

/** A storage key is a plain relative path: no '..', no empty segment, no backslash, no control character. */
export const isSafeStorageKey = (key: string): boolean =>
  key.length > 0 && key.length <= 512 && /^[A-Za-z0-9._\-/]+$/.test(key) && key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** One condition of an S3 POST policy (AWS "sigv4-HTTPPOSTConstructPolicy"). */
export type PolicyCondition =
  | Readonly<Record<string, string>>
  | readonly ['starts-with', string, string]
  | readonly ['eq', string, string]
  | readonly ['content-length-range', number, number];

export interface UploadPolicy {
  readonly expiration: string;
  readonly conditions: readonly PolicyCondition[];
}

/**
 * What a POST carries besides its file, and the file's size (null while the file is not read yet:
 * the policy is checked before the file, and the size once it is in).
 */
export interface PostedUpload {
  /** The form's text fields by lower-case name, each once (see `canonicalFormFields`). */
  readonly fields: Readonly<Record<string, string>>;
  readonly size: number | null;
}

export type PolicyViolation = 'expired' | 'field-mismatch' | 'size-out-of-range' | 'malformed';

/**
 * The policy a slot is signed with (DESIGN §6): exactly one key (`eq`: one object per slot, no
 * sibling keys under a prefix), the size range and 201.
 */
export const uploadPolicy = (input: {
  readonly key: string;
  readonly expiresAt: Date;
  readonly fields: Readonly<Record<string, string>>;
  readonly maxBytes: number;
}): UploadPolicy => ({
  expiration: input.expiresAt.toISOString(),
  conditions: [
    ['eq', '$key', input.key],
    ['content-length-range', 1, input.maxBytes],
    { success_action_status: '201' },
    ...Object.entries(input.fields).map(([name, value]) => ({ [name]: value })),
  ],
});

/**
 * S3 form field names are case-insensitive: the fields by lower-case name, or the name that comes
 * twice (`Key` and `key` are the same field, and a form that sends both is refused rather than read
 * one way for the signature check and another for the write).
 */
export const canonicalFormFields = (
  entries: ReadonlyArray<readonly [string, string]>,
): { readonly fields: Readonly<Record<string, string>> } | { readonly repeated: string } => {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of entries) {
    const canonical = name.toLowerCase();
    if (Object.hasOwn(fields, canonical)) return { repeated: canonical };
    fields[canonical] = value;
  }
  return { fields };
};

const fieldValue = (fields: Readonly<Record<string, string>>, name: string): string | undefined => {
  const canonical = name.replace(/^\$/, '').toLowerCase();
  return Object.hasOwn(fields, canonical) ? fields[canonical] : undefined;
};

const isExactKey = (condition: PolicyCondition): boolean => Array.isArray(condition) && condition[0] === 'eq' && String(condition[1]).toLowerCase() === '$key';

/** Checks a posted upload against its (already authenticated) policy; the first violation, or null. */
export const checkUploadPolicy = (policy: UploadPolicy, upload: PostedUpload, now: Date): PolicyViolation | null => {
  const expires = Date.parse(policy.expiration);
  if (Number.isNaN(expires) || policy.conditions.filter(isExactKey).length !== 1) return 'malformed';
  if (now.getTime() >= expires) return 'expired';
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [op, a, b] = condition as readonly [string, string | number, string | number];
      if (op === 'content-length-range') {
        if (upload.size !== null && (upload.size < Number(a) || upload.size > Number(b))) return 'size-out-of-range';
        continue;
      }
      const value = fieldValue(upload.fields, String(a));
      if (op === 'starts-with' && (value === undefined || !value.startsWith(String(b)))) return 'field-mismatch';
      if (op === 'eq' && value !== String(b)) return 'field-mismatch';
      if (op !== 'starts-with' && op !== 'eq') return 'malformed';
    } else {
      for (const [name, expected] of Object.entries(condition as Record<string, string>)) {
        // success_action_status is a promise of the answer, not a field the client must echo.
        if (name === 'success_action_status') continue;
        if (fieldValue(upload.fields, name) !== expected) return 'field-mismatch';
      }
    }
  }
  return null;
};

/** HEIC/HEIF by magic bytes: an ISO-BMFF 'ftyp' box whose brand is one of the HEIF family. */
export const isHeif = (head: Uint8Array): boolean => {
  if (head.length < 12) return false;
  const ftyp = String.fromCharCode(head[4]!, head[5]!, head[6]!, head[7]!);
  const brand = String.fromCharCode(head[8]!, head[9]!, head[10]!, head[11]!);
  return ftyp === 'ftyp' && ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand);
};

/** A face box as the detector answers it: fractions (0..1) of the image's width and height. */
export interface FaceBox {
  readonly Top: number;
  readonly Left: number;
  readonly Width: number;
  readonly Height: number;
}

/**
 * The crop origin (image pixels) that centres a crop of `crop` size on the union of the faces,
 * kept inside the image; null when there are no faces.
 */
export const faceCenteredOrigin = (
  image: { readonly width: number; readonly height: number },
  crop: { readonly width: number; readonly height: number },
  faces: readonly FaceBox[],
): { x: number; y: number } | null => {
  if (faces.length === 0) return null;
  const left = Math.min(...faces.map((f) => f.Left));
  const top = Math.min(...faces.map((f) => f.Top));
  const right = Math.max(...faces.map((f) => f.Left + f.Width));
  const bottom = Math.max(...faces.map((f) => f.Top + f.Height));
  const cx = ((left + right) / 2) * image.width;
  const cy = ((top + bottom) / 2) * image.height;
  const clamp = (v: number, limit: number) => Math.round(Math.min(Math.max(0, v), Math.max(0, limit)));
  return { x: clamp(cx - crop.width / 2, image.width - crop.width), y: clamp(cy - crop.height / 2, image.height - crop.height) };
};

/** What the upload pipeline knows of a picked file before decoding it. */
export interface PickedImageFacts {
  readonly bytes: number;
  /** The JPEG header (stored size and EXIF orientation), or null when the file is not a JPEG. */
  readonly jpeg: { readonly width: number; readonly height: number; readonly orientation: number } | null;
}

/**
 * What is stored for a photo (issue 28 item 1): the original file itself when it is a JPEG within the
 * size caps and already upright (orientation 1: every reader shows it as the shopper saw it, and its
 * colour profile travels with it: no re-encode, faster and lossless); otherwise a re-encode (HEIC,
 * PNG, GIF, WebP, an EXIF-rotated JPEG, one over the byte or pixel cap), upright, converted to sRGB by
 * the canvas, with at most `maxPixels` pixels (the original's own when fewer) and, if the first encode
 * comes out over `maxBytes`, drawn again smaller by the square root of the overshoot (with 10 % to spare).
 */
export type StoredImagePlan = { readonly kind: 'original' } | { readonly kind: 're-encode'; readonly maxPixels: number; readonly maxBytes: number };

export const storedImagePlan = (facts: PickedImageFacts): StoredImagePlan => {
  const jpeg = facts.jpeg;
  const keep = jpeg !== null && jpeg.orientation === 1 && facts.bytes <= MAX_UPLOAD_BYTES && jpeg.width * jpeg.height <= MAX_UPLOAD_PIXELS;
  return keep ? { kind: 'original' } : { kind: 're-encode', maxPixels: REENCODE_MAX_PIXELS, maxBytes: MAX_UPLOAD_BYTES };
};
