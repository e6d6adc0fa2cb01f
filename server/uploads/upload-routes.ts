import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { PrepareAnswerCodec, PrepareRequestCodec } from '../../src/contract/photos';
import { ownerOf } from './upload-owner';
import {
  canonicalFormFields,
  checkUploadPolicy,
  isSafeStorageKey,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  PREPARE_BATCH_SIZE,
  uploadKeyPrefix,
  uploadPolicy,
  UPLOAD_POLICY_TTL_MS,
  type PolicyViolation,
} from '../../src/domain/imaging/upload-rules';
import { imageDimensions } from '../files/image-dimensions';
import type { DirectUploads } from '../files/file-store-port';
import { decodeJsonBody } from '../http/decode';
import { tenantIdOf } from '../http/tenant-context';
import { clientAddress } from '../storefront/client-address';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { MultipartError, MultipartForm, multipartBoundary } from './multipart-form';
import { ALGORITHM, amzDate, credentialFor, encodePolicy, signPolicy, verifiedPolicy } from './post-policy-signer';
import type { UploadQuota, UploadRepository } from './upload-repository';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { refused, isRefusal, refusal, type Refusal } from '../http/refusal';

/** Room for the multipart envelope and the form fields around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;
/** The form fields before the file: a slot has 8; a browser adds none. */
const FIELD_LIMITS = { maxBytes: ENVELOPE_BYTES, maxFields: 32 };

/**
 * Per client address (the only identity an anonymous shopper has here: the prepare call carries no
 * cart, and the client mints its own cart token, so a quota keyed on it could be reset at will).
 * Prepare: a burst of 30 calls (3,000 slots asked), then one a second. Quota: 500 photos and 5 GB in
 * any 24 hours, far above a shopper's order (a 100-tile project at about 1 MB a resized photo).
 */
export interface UploadLimits {
  readonly prepareThrottle: ThrottleLimits;
  readonly quota: UploadQuota;
}
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  prepareThrottle: { capacity: 30, refillPerSecond: 1 },
  quota: { photos: 500, bytes: 5 * 1024 * 1024 * 1024, windowMs: 24 * 60 * 60 * 1000 },
};

/** Where the disk store takes uploads and serves them (mounted at the root): a path, so always same-origin. */
export const DISK_UPLOAD_PATH = '/files';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** The image format from the first bytes (never from the name or the sent content type). */
function sniff(bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) return 'gif';
  return null;
}

const VIOLATION_MESSAGES: Record<PolicyViolation, [403 | 400 | 413, string]> = {
  expired: [403, 'This upload slot has expired; ask for a new one.'],
  'field-mismatch': [403, 'The upload does not match its slot (key or signed fields changed).'],
  'size-out-of-range': [413, `The file must be between 1 byte and ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`],
  malformed: [403, 'The upload policy is not valid.'],
};

export interface UploadRoutesDeps {
  readonly uploads: UploadRepository;
  readonly tenantExists: (tenantId: string) => Promise<boolean>;
  readonly now?: () => Date;
  readonly limits?: UploadLimits;
  /**
   * Files in S3: slots are presigned POSTs to the bucket itself, which enforces their policy; the
   * bytes never pass through this server, and POST /files is not served. `exists` then asks the bucket.
   */
  readonly direct?: { readonly uploads: DirectUploads; readonly exists: (key: string) => Promise<boolean> };
}

/** The S3-style answer to a POST with success_action_status 201. */
const postResponse = (location: string, key: string, etag: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${location}</Location><Bucket>files</Bucket><Key>${key}</Key><ETag>"${etag}"</ETag></PostResponse>`;

/**
 * POST /api/v1/photos/prepare (presigned POST slots, mounted under /api/v1) and the upload endpoint
 * itself, POST /files (mounted at the root). Face detection: `face-detection-route.ts`.
 */
export function uploadRoutes({ uploads, tenantExists, now = () => new Date(), limits = DEFAULT_UPLOAD_LIMITS, direct }: UploadRoutesDeps): {
  api: Hono;
  bucket: Hono | undefined;
} {
  const api = new Hono();
  const prepareThrottle = new PgRateLimiter(uploads.db, 'photos-prepare', limits.prepareThrottle);

  api.post(v1Route(endpoints.preparePhotos), async (c) => {
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, PrepareRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const { quantity } = body;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > PREPARE_BATCH_SIZE) {
      return refused(c, refusal(400, `Invalid request: quantity must be a whole number from 1 to ${PREPARE_BATCH_SIZE}`));
    }
    if (!(await tenantExists(tenantId))) return refused(c, refusal(404, 'Tenant not found.'));
    const address = clientAddress(c);
    if (!(await prepareThrottle.take(address))) return refused(c, refusal(429, 'Too many upload requests. Please wait a moment and try again.'));
    const secret = await uploads.signingSecret();
    const issued = now();
    const dateStamp = amzDate(issued).slice(0, 8);
    // A same-origin path, never an absolute address (issue 26): PUBLIC_URL names one host, and a store
    // reached by another (127.0.0.1, a LAN name) would have the CSP's connect-src 'self' refuse the
    // POST. Nothing of the request (its Host header) goes into it. Only S3 slots are absolute.
    const url = DISK_UPLOAD_PATH;
    const expiresAt = new Date(issued.getTime() + UPLOAD_POLICY_TTL_MS);
    const keys = Array.from({ length: quantity }, () => `${uploadKeyPrefix(tenantId)}${randomUUID()}.jpg`);
    const owner = ownerOf(address);
    if (
      !(await uploads.issueSlots(
        keys.map((key) => ({ key, tenantId, owner, expiresAt })),
        owner,
        limits.quota,
        issued,
      ))
    ) {
      return refused(c, refusal(429, `Upload limit reached: at most ${limits.quota.photos} photos a day. Please try again later.`));
    }
    if (direct) {
      const presigned = await Promise.all(
        keys.map((key) => direct.uploads.presignedPost({ key, maxBytes: MAX_UPLOAD_BYTES, contentType: 'image/jpeg', expiresAt, now: issued })),
      );
      return c.json(PrepareAnswerCodec.encode({ slots: presigned }));
    }
    const slots = keys.map((key) => {
      const signed = { 'x-amz-algorithm': ALGORITHM, 'x-amz-credential': credentialFor(issued), 'x-amz-date': amzDate(issued) };
      const policy = encodePolicy(uploadPolicy({ key, expiresAt, fields: signed, maxBytes: MAX_UPLOAD_BYTES }));
      return { url, fields: { key, success_action_status: '201', ...signed, policy, 'x-amz-signature': signPolicy(secret, dateStamp, policy) } };
    });
    return c.json(PrepareAnswerCodec.encode({ slots }));
  });

  if (direct) return { api, bucket: undefined };
  const bucket = new Hono();
  bucket.post('/', (c) => receiveUpload(c, uploads, now, limits.quota));
  return { api, bucket };
}

const policyRefusal = (violation: PolicyViolation): Refusal => refusal(...VIOLATION_MESSAGES[violation]);

/**
 * A photo of more than MAX_UPLOAD_PIXELS, judged from its header (never decoded here): it could never
 * be printed, and every later decode (face detection, the print file) would pay for it (issue 26 item 9).
 */
function tooManyPixels({ width, height }: { width: number; height: number }): Refusal | null {
  if (width * height <= MAX_UPLOAD_PIXELS) return null;
  return refusal(413, `The photo is ${width} x ${height} pixels: at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels can be uploaded.`);
}

/**
 * POST /files: streamed, never buffered past its limits. The fields before the file are read and
 * the signature, expiry, exact key and slot checked before a byte of the file is; the file is then
 * read up to the size cap and refused as soon as it passes it.
 */
async function receiveUpload(c: Context, uploads: UploadRepository, now: () => Date, quota: UploadQuota): Promise<Response> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) return refused(c, refusal(413, VIOLATION_MESSAGES['size-out-of-range'][1]));
  const boundary = multipartBoundary(c.req.header('content-type'));
  const body = c.req.raw.body;
  if (!boundary || !body) return refused(c, refusal(415, 'Expected a multipart/form-data POST with the slot fields and a file.'));
  const form = new MultipartForm(body.getReader(), boundary);
  try {
    const answer = await receiveForm(c, form, uploads, now, quota);
    return isRefusal(answer) ? refused(c, answer) : answer;
  } catch (error) {
    // The multipart reader throws for a body it cannot read; that is the shopper's refusal, answered here.
    if (error instanceof MultipartError) {
      if (error.failure === 'file-too-large') return refused(c, policyRefusal('size-out-of-range'));
      if (error.failure === 'fields-too-large') return refused(c, refusal(413, error.message));
      return refused(c, refusal(400, `The multipart body could not be read: ${error.message}`));
    }
    throw error;
  } finally {
    form.release();
  }
}

async function receiveForm(c: Context, form: MultipartForm, uploads: UploadRepository, now: () => Date, quota: UploadQuota): Promise<Response | Refusal> {
  const { fields: entries, file } = await form.fieldsBeforeFile(FIELD_LIMITS);
  const canonical = canonicalFormFields(entries);
  if ('repeated' in canonical) return refusal(400, `The form sends the field '${canonical.repeated}' more than once (field names are case-insensitive).`);
  const { fields } = canonical;
  if (!file) return refusal(400, 'The POST carries no file field.');
  if (file.name !== 'file') return refusal(400, "The file must be sent in the form field named 'file'.");
  if (fields.policy === undefined) return refusal(400, 'The policy and its signature must come before the file in the form.');

  const policy = verifiedPolicy(await uploads.signingSecret(), fields);
  if (!policy) return refusal(403, 'The upload signature is not valid.');
  const at = now();
  const early = checkUploadPolicy(policy, { fields, size: null }, at);
  if (early) return policyRefusal(early);
  // The key is read once, from the canonical fields the signature was checked against.
  const key = fields.key!;
  const tenantId = /^uploads\/([a-z0-9-]+)\//.exec(key)?.[1];
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (!tenantId || !isSafeStorageKey(key) || !CONTENT_TYPES[extension] || !uploads.fileOf(key)) {
    return refusal(403, 'The key is not a valid upload key.');
  }
  const slot = await uploads.slot(key);
  if (!slot || slot.tenantId !== tenantId) return refusal(403, 'No upload slot was issued for this key; ask for a new one.');

  const bytes = await form.fileBytes(MAX_UPLOAD_BYTES);
  const sized = checkUploadPolicy(policy, { fields, size: bytes.length }, at);
  if (sized) return policyRefusal(sized);
  const format = sniff(bytes);
  const size = format ? imageDimensions(bytes) : null;
  if (!format || !size) return refusal(415, 'The file is not a JPEG, PNG or GIF image.');
  const pixels = tooManyPixels(size);
  if (pixels) return pixels;

  const outcome = await uploads.store(
    { key, tenantId, width: size.width, height: size.height, byteSize: bytes.length, contentType: `image/${format}` },
    bytes,
    slot,
    quota,
    at,
  );
  if (outcome === 'exists') return refusal(409, 'This upload slot already holds a photo; it cannot be replaced. Ask for a new slot.');
  if (outcome === 'over-quota') return refusal(429, `Upload limit reached: at most ${quota.bytes / 1024 ** 3} GB a day. Please try again later.`);
  // Same-origin like the slot: the photo's address works at whichever host the store was reached.
  const location = `${DISK_UPLOAD_PATH}/${key}`;
  const etag = `${bytes.length.toString(16)}-${size.width}x${size.height}`;
  c.header('Location', location);
  c.header('ETag', `"${etag}"`);
  c.header('x-amz-meta-width', String(size.width));
  c.header('x-amz-meta-height', String(size.height));
  return c.body(postResponse(location, key, etag), 201, { 'Content-Type': 'application/xml' });
}
