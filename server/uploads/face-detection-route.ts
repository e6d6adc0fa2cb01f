import { Hono } from 'hono';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { FaceDetectionAnswerCodec, FaceDetectionRequestCodec } from '../../src/contract/photos';
import { isSafeStorageKey, MAX_UPLOAD_PIXELS, type FaceBox } from '../../src/domain/imaging/upload-rules';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { DEFAULT_DETECTION_LIMITS, DetectionQueue } from '../faces/detection-queue';
import type { FaceDetector } from '../faces/face-detector';
import { imageDimensions } from '../files/image-dimensions';
import { decodeJsonBody } from '../http/decode';
import { tenantIdOf } from '../http/tenant-context';
import { clientAddress } from '../storefront/client-address';
import type { UploadRepository } from './upload-repository';
import { ownerOf } from './upload-owner';
import { refused, isRefusal, refusal } from '../http/refusal';

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
  /** Where detections wait their turn (bounded per client and in all, each one timed). */
  readonly queue?: DetectionQueue;
}

/** What the queued work found: the boxes, no photo, or a photo too large to look at. */
type Looked =
  | { readonly kind: 'boxes'; readonly boxes: readonly FaceBox[] }
  | { readonly kind: 'missing' }
  | { readonly kind: 'too-many-pixels'; readonly width: number; readonly height: number };

/**
 * POST v1/photos/face_detection `{ key }` → `{ boxes: [{ Top, Left, Width, Height }] }` (fractions):
 * faces found on the caller's own upload. A key that is not an upload of this tenant asked for from
 * this client address (the slot's owner, as for the upload quota) answers the same 404 as one that
 * does not exist, and nothing is read or computed. A photo the detector cannot read answers 422 and is
 * logged; the client only logs a failure (SPEC §8) and keeps its centred crop.
 * Bounded (issue 26 item 9): a photo of more than 100 megapixels is refused from its header (413)
 * before anything decodes it; detections wait in `queue`, refused when the caller already has 10
 * waiting (429) or 20 wait in all (503), and given up past the queue's time limit (422, logged).
 */
export function faceDetectionRoutes({
  uploads,
  detector,
  readPhoto,
  log,
  throttle = FACE_DETECTION_THROTTLE,
  queue = new DetectionQueue(DEFAULT_DETECTION_LIMITS),
}: FaceDetectionRouteDeps): Hono {
  const api = new Hono();
  const perClient = new PgRateLimiter(uploads.db, 'face-detection', throttle);
  const { perClient: ownLimit, total, timeoutMs } = queue.limits;

  /** Read when its turn comes (one photo in memory at a time), sized from its header before anything decodes it. */
  const look = async (key: string): Promise<Looked> => {
    const bytes = await readPhoto(key);
    if (!bytes) return { kind: 'missing' };
    const size = imageDimensions(bytes);
    if (size && size.width * size.height > MAX_UPLOAD_PIXELS) return { kind: 'too-many-pixels', ...size };
    return { kind: 'boxes', boxes: await detector.detect(bytes) };
  };

  api.post(v1Route(endpoints.detectFaces), async (c) => {
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, FaceDetectionRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const { key } = body;
    if (key.length > MAX_KEY_LENGTH) return refused(c, refusal(400, `Invalid request: key must be at most ${MAX_KEY_LENGTH} characters`));
    const notFound = refusal(404, 'No uploaded photo of yours with this key.');
    if (!isSafeStorageKey(key)) return refused(c, notFound);
    const address = clientAddress(c);
    const slot = await uploads.slot(key);
    if (!slot || slot.tenantId !== tenantId || slot.owner !== ownerOf(address)) return refused(c, notFound);
    if (!(await perClient.take(address))) return refused(c, refusal(429, 'Too many face detection requests. Please wait a moment.'));
    const started = performance.now();
    let outcome;
    try {
      outcome = await queue.run(address, () => look(key));
    } catch (error) {
      log(`[faces] detection failed for ${key} after ${Math.round(performance.now() - started)} ms: ${error instanceof Error ? error.message : String(error)}`);
      return refused(c, refusal(422, 'Faces could not be looked for on this photo.'));
    }
    switch (outcome.kind) {
      // Both are worth another try a little later: the client's transport retries them after Retry-After.
      case 'client-full':
        return c.json({ message: `Too many face detections waiting: at most ${ownLimit} of yours at once. Please wait a moment.` }, 429, {
          'Retry-After': '2',
        });
      case 'full':
        return c.json({ message: `Face detection is busy: at most ${total} photos can wait at once. Please try again in a moment.` }, 503, {
          'Retry-After': '5',
        });
      case 'timed-out':
        log(`[faces] detection of ${key} gave up after ${timeoutMs} ms`);
        return refused(c, refusal(422, `Faces could not be looked for on this photo within ${timeoutMs / 1000} seconds.`));
    }
    const looked = outcome.value;
    if (looked.kind === 'missing') return refused(c, notFound);
    if (looked.kind === 'too-many-pixels') {
      return refused(
        c,
        refusal(
          413,
          `This photo is ${looked.width} x ${looked.height} pixels: faces are looked for on photos of at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`,
        ),
      );
    }
    return c.json(FaceDetectionAnswerCodec.encode({ boxes: [...looked.boxes] }));
  });
  return api;
}
