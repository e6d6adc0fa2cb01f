import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { FaceDetectionRequestCodec, PrepareAnswerCodec, PrepareRequestCodec } from '../../src/contract/photos';
import {
  checkUploadPolicy,
  isSafeStorageKey,
  MAX_UPLOAD_BYTES,
  PREPARE_BATCH_SIZE,
  uploadKeyPrefix,
  uploadPolicy,
  UPLOAD_POLICY_TTL_MS,
  type PolicyViolation,
} from '../../src/domain/imaging/upload-rules';
import { imageDimensions } from '../files/image-dimensions';
import { decodeJsonBody, HttpError } from '../http/decode';
import { tenantIdOf } from '../http/api/tenants';
import { ALGORITHM, amzDate, credentialFor, encodePolicy, signPolicy, verifiedPolicy } from './post-policy-signer';
import type { UploadRepository } from './upload-repository';
import { endpoints, v1Route } from '../../src/contract/endpoints';

/** Room for the multipart envelope and the form fields around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;

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
  /** The store's public origin (PUBLIC_URL): slot URLs and Location start with it, never with the Host header. */
  readonly publicOrigin?: string;
}

/** The S3-style answer to a POST with success_action_status 201. */
const postResponse = (location: string, key: string, etag: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${location}</Location><Bucket>files</Bucket><Key>${key}</Key><ETag>"${etag}"</ETag></PostResponse>`;

/**
 * POST /api/v1/photos/prepare (presigned POST slots) and POST /api/v1/photos/face_detection
 * (mounted under /api/v1), and the upload endpoint itself, POST /files (mounted at the root).
 */
export function uploadRoutes({ uploads, tenantExists, now = () => new Date(), publicOrigin = 'http://localhost' }: UploadRoutesDeps): { api: Hono; bucket: Hono } {
  const api = new Hono();

  api.post(v1Route(endpoints.preparePhotos), async (c) => {
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    const { quantity } = await decodeJsonBody(c, PrepareRequestCodec);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > PREPARE_BATCH_SIZE) {
      throw new HttpError(400, `Invalid request: quantity must be a whole number from 1 to ${PREPARE_BATCH_SIZE}`);
    }
    if (!(await tenantExists(tenantId))) throw new HttpError(404, 'Tenant not found.');
    const secret = await uploads.signingSecret();
    const issued = now();
    const dateStamp = amzDate(issued).slice(0, 8);
    const url = `${publicOrigin}/files`;
    const slots = Array.from({ length: quantity }, () => {
      const keyPrefix = `${uploadKeyPrefix(tenantId)}${randomUUID()}`;
      const signed = { 'x-amz-algorithm': ALGORITHM, 'x-amz-credential': credentialFor(issued), 'x-amz-date': amzDate(issued) };
      const policy = encodePolicy(
        uploadPolicy({ keyPrefix, expiresAt: new Date(issued.getTime() + UPLOAD_POLICY_TTL_MS), fields: signed, maxBytes: MAX_UPLOAD_BYTES }),
      );
      return {
        url,
        fields: { key: `${keyPrefix}.jpg`, success_action_status: '201', ...signed, policy, 'x-amz-signature': signPolicy(secret, dateStamp, policy) },
      };
    });
    return c.json(PrepareAnswerCodec.encode({ slots }));
  });

  api.post(v1Route(endpoints.detectFaces), async (c) => {
    tenantIdOf(c.req.query('tenantId'));
    const { key } = await decodeJsonBody(c, FaceDetectionRequestCodec);
    if (!isSafeStorageKey(key) || !(await uploads.find(key))) throw new HttpError(404, `No uploaded photo with key ${key}`);
    // Honest answer: no detector runs on this server, and invented boxes would crop photos wrongly.
    return c.json({ message: 'Face detection is not available on this server.' }, 501);
  });

  const bucket = new Hono();
  bucket.post('/', (c) => receiveUpload(c, uploads, now, publicOrigin));
  return { api, bucket };
}

async function receiveUpload(c: Context, uploads: UploadRepository, now: () => Date, publicOrigin: string): Promise<Response> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw new HttpError(413, VIOLATION_MESSAGES['size-out-of-range'][1]);
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Expected a multipart/form-data POST with the slot fields and a file.');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: false });
  } catch {
    throw new HttpError(400, 'The multipart body could not be read.');
  }
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [name, value] of Object.entries(form)) {
    if (typeof value === 'string') fields[name] = value;
    else if (value instanceof File && name === 'file') file = value;
  }
  if (!file) throw new HttpError(400, 'The POST carries no file field.');

  const policy = verifiedPolicy(await uploads.signingSecret(), fields);
  if (!policy) throw new HttpError(403, 'The upload signature is not valid.');
  const violation = checkUploadPolicy(policy, { fields, size: file.size }, now());
  if (violation) {
    const [status, message] = VIOLATION_MESSAGES[violation];
    throw new HttpError(status, message);
  }
  const key = fields.key!;
  const tenantId = /^uploads\/([a-z0-9-]+)\//.exec(key)?.[1];
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (!tenantId || !isSafeStorageKey(key) || !CONTENT_TYPES[extension] || !uploads.fileOf(key)) {
    throw new HttpError(403, 'The key is not a valid upload key.');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniff(bytes);
  const size = format ? imageDimensions(bytes) : null;
  if (!format || !size) throw new HttpError(415, 'The file is not a JPEG, PNG or GIF image.');

  await uploads.store({ key, tenantId, width: size.width, height: size.height, byteSize: bytes.length, contentType: `image/${format}` }, bytes);
  const location = `${publicOrigin}/files/${key}`;
  c.header('Location', location);
  c.header('ETag', `"${bytes.length.toString(16)}-${size.width}x${size.height}"`);
  c.header('x-amz-meta-width', String(size.width));
  c.header('x-amz-meta-height', String(size.height));
  return c.body(postResponse(location, key, `${bytes.length.toString(16)}-${size.width}x${size.height}`), 201, { 'Content-Type': 'application/xml' });
}
