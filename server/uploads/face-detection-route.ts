import { Hono } from 'hono';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { FaceDetectionAnswerCodec, FaceDetectionRequestCodec } from '../../src/contract/photos';
import { isSafeStorageKey } from '../../src/domain/imaging/upload-rules';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import type { FaceDetector } from '../faces/face-detector';
import { decodeJsonBody, HttpError } from '../http/decode';
import { tenantIdOf } from '../http/api/tenants';
import { clientAddress } from '../storefront/client-address';
import type { UploadRepository } from './upload-repository';
import { ownerOf } from './upload-owner';

/** Each detection takes a core for a fraction of a second: a burst of 100 (a full project), then 2 a second per client. */
export const FACE_DETECTION_THROTTLE: ThrottleLimits = { capacity: 100, refillPerSecond: 2 };

/** The longest key a slot ever has (`uploads/<tenant>/<uuid>.jpg` is under 90 characters). */
const MAX_KEY_LENGTH = 200;

export interface FaceDetectionRouteDeps {
  readonly uploads: UploadRepository;
  readonly detector: FaceDetector;
  /** The stored photo's bytes (the disk or the bucket); null when it is not there. */
  readonly readPhoto: (key: string) => Promise<Uint8Array | null>;
  readonly log: (line: string) => void;
  readonly throttle?: ThrottleLimits;
}

/**
 * POST v1/photos/face_detection `{ key }` → `{ boxes: [{ Top, Left, Width, Height }] }` (fractions):
 * faces found on the caller's own upload. A key that is not an upload of this tenant asked for from
 * this client address (the slot's owner, as for the upload quota) answers the same 404 as one that
 * does not exist, and nothing is read or computed. A photo the detector cannot read answers 422 and is
 * logged; the client only logs a failure (SPEC §8) and keeps its centred crop.
 */
export function faceDetectionRoutes({ uploads, detector, readPhoto, log, throttle = FACE_DETECTION_THROTTLE }: FaceDetectionRouteDeps): Hono {
  const api = new Hono();
  const perClient = new PgRateLimiter(uploads.db, 'face-detection', throttle);
  api.post(v1Route(endpoints.detectFaces), async (c) => {
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    const { key } = await decodeJsonBody(c, FaceDetectionRequestCodec);
    if (key.length > MAX_KEY_LENGTH) throw new HttpError(400, `Invalid request: key must be at most ${MAX_KEY_LENGTH} characters`);
    const notFound = new HttpError(404, 'No uploaded photo of yours with this key.');
    if (!isSafeStorageKey(key)) throw notFound;
    const address = clientAddress(c);
    const slot = await uploads.slot(key);
    if (!slot || slot.tenantId !== tenantId || slot.owner !== ownerOf(address)) throw notFound;
    if (!(await perClient.take(address))) throw new HttpError(429, 'Too many face detection requests. Please wait a moment.');
    const bytes = await readPhoto(key);
    if (!bytes) throw notFound;
    const started = performance.now();
    try {
      const boxes = await detector.detect(bytes);
      return c.json(FaceDetectionAnswerCodec.encode({ boxes: [...boxes] }));
    } catch (error) {
      log(`[faces] detection failed for ${key} after ${Math.round(performance.now() - started)} ms: ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpError(422, 'Faces could not be looked for on this photo.');
    }
  });
  return api;
}
