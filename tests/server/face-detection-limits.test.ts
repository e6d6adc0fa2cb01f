import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadSlotWire } from '../../src/contract/photos';
import type { FaceBox } from '../../src/domain/imaging/upload-rules';
import { MAX_UPLOAD_PIXELS } from '../../src/domain/imaging/upload-rules';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { DEFAULT_DETECTION_LIMITS, DetectionQueue } from '../../server/faces/detection-queue';
import type { FaceDetector } from '../../server/faces/face-detector';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

/*
 * Issue 26 item 9: face detection cannot be swamped. A photo of more than 100 megapixels (a few
 * hundred KB of PNG can say 144 MP) is refused from its header, at the upload endpoint and at
 * detection, before anything decodes it; detections wait in a queue bounded per client and in all;
 * a detection that runs too long is given up.
 */

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** A small real photo of each accepted format, then its header rewritten to claim `width` x `height`. */
async function claiming(format: 'jpeg' | 'png' | 'gif', width: number, height: number): Promise<Uint8Array> {
  const blank = sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } });
  const bytes = new Uint8Array(await blank[format]().toBuffer());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'png') {
    view.setUint32(16, width);
    view.setUint32(20, height);
  } else if (format === 'gif') {
    view.setUint16(6, width, true);
    view.setUint16(8, height, true);
  } else {
    // The first start-of-frame marker (SOF0..SOF2): height then width after its length and precision.
    let at = 2;
    while (!(bytes[at] === 0xff && bytes[at + 1]! >= 0xc0 && bytes[at + 1]! <= 0xc2)) at += 2 + view.getUint16(at + 2);
    view.setUint16(at + 5, height);
    view.setUint16(at + 7, width);
  }
  return bytes;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real, valid black PNG of `side` x `side` pixels (1-bit grey): a few dozen KB that decode to `side`² pixels. */
function pixelBomb(side: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter 0, not interlaced
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // each row: filter byte 0, then zero bits
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]));
}

/** A detector the test lets finish: while held, each call waits until `release()`. */
class HeldDetector implements FaceDetector {
  calls = 0;
  held = true;
  private waiting: Array<() => void> = [];
  detect(): Promise<readonly FaceBox[]> {
    this.calls++;
    if (!this.held) return Promise.resolve([]);
    return new Promise((resolve) => this.waiting.push(() => resolve([])));
  }
  /** Lets every waiting call finish, and the next ones at once. */
  release(): void {
    this.held = false;
    for (const go of this.waiting.splice(0)) go();
  }
}

describe.each(testDbFactories)('face detection limits on $name', ({ open }) => {
  let db: Db;
  let filesDir: string;
  const logged: string[] = [];
  const detector = new HeldDetector();
  const queue = new DetectionQueue(DEFAULT_DETECTION_LIMITS);
  const quickQueue = new DetectionQueue({ ...DEFAULT_DETECTION_LIMITS, timeoutMs: 300 });
  let app: Hono;
  let quickApp: Hono;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    filesDir = await mkdtemp(path.join(tmpdir(), 'tpx-face-limits-'));
    const base = {
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://h.example', publicUrl: 'http://store.test' },
      frameAncestors: [],
      filesDir,
      log: (l: string) => logged.push(l),
      faceDetector: detector,
    };
    app = createApp({ ...base, faceDetectionQueue: queue });
    quickApp = createApp({ ...base, faceDetectionQueue: quickQueue });
  });
  afterAll(async () => {
    detector.release();
    await db?.close();
  });

  const slotFor = async (address: string): Promise<UploadSlotWire> => {
    const res = await app.request(
      'http://store.test/api/v1/photos/prepare?tenantId=tilepix',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: 1 }),
      },
      from(address),
    );
    return ((await res.json()) as { slots: UploadSlotWire[] }).slots[0]!;
  };
  const post = (fields: Record<string, string>, bytes: Uint8Array, address: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'photo.jpg');
    return app.request('http://store.test/files', { method: 'POST', body: form }, from(address));
  };
  /** An upload of a small photo by `address`: its key. */
  const uploaded = async (address: string): Promise<string> => {
    const slot = await slotFor(address);
    expect((await post(slot.fields, await claiming('jpeg', 16, 16), address)).status).toBe(201);
    return slot.fields.key;
  };
  const detect = (key: string, address: string, on: Hono = app) =>
    on.request(
      'http://store.test/api/v1/photos/face_detection?tenantId=tilepix',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      },
      from(address),
    );
  const storedKeys = async () => (await db.query<{ key: string }>('SELECT key FROM uploaded_photos ORDER BY key')).map((r) => r.key);
  const storedFiles = async () => (await readdir(path.join(filesDir, 'uploads', 'tilepix')).catch(() => [] as string[])).sort();
  const waitFor = async (condition: () => boolean) => {
    for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(condition()).toBe(true);
  };

  it('the cap is 100 megapixels (the print renderer decodes no more, and a 10 x 10 split of the largest tile needs half)', () => {
    expect(MAX_UPLOAD_PIXELS).toBe(100_000_000);
  });

  it('the upload endpoint refuses a photo of more than 100 MP from its header, in every accepted format, storing nothing', async () => {
    for (const format of ['jpeg', 'png', 'gif'] as const) {
      const slot = await slotFor('198.51.100.1');
      const [keys, files] = [await storedKeys(), await storedFiles()];
      const res = await post(slot.fields, await claiming(format, 12_000, 12_000), '198.51.100.1');
      expect([format, res.status]).toEqual([format, 413]);
      expect(await res.json()).toEqual({ message: 'The photo is 12000 x 12000 pixels: at most 100 megapixels can be uploaded.' });
      expect(await storedKeys()).toEqual(keys);
      expect(await storedFiles()).toEqual(files);
    }
    // Exactly 100 MP is accepted; one row more is not.
    expect((await post((await slotFor('198.51.100.1')).fields, await claiming('png', 10_000, 10_000), '198.51.100.1')).status).toBe(201);
    const over = await post((await slotFor('198.51.100.1')).fields, await claiming('png', 10_000, 10_001), '198.51.100.1');
    expect(await over.json()).toEqual({ message: 'The photo is 10000 x 10001 pixels: at most 100 megapixels can be uploaded.' });
  });

  it('refuses a real tiny-bytes 144 MP PNG fast, at upload and at detection, without decoding it', async () => {
    const bomb = pixelBomb(12_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    // It is a real image: what the header says is what a decoder would allocate.
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 12_000, height: 12_000, format: 'png' });
    const slot = await slotFor('198.51.100.2');
    let started = performance.now();
    const refused = await post(slot.fields, bomb, '198.51.100.2');
    const uploadMs = performance.now() - started;
    expect(refused.status).toBe(413);
    // A photo stored before this check (or put in the bucket directly) is refused at detection too.
    const key = await uploaded('198.51.100.2');
    await writeFile(path.join(filesDir, key), bomb);
    const callsBefore = detector.calls;
    started = performance.now();
    const res = await detect(key, '198.51.100.2');
    const detectMs = performance.now() - started;
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'This photo is 12000 x 12000 pixels: faces are looked for on photos of at most 100 megapixels.' });
    expect(detector.calls).toBe(callsBefore);
    console.info(`[faces] 144 MP PNG refused in ${Math.round(uploadMs)} ms at upload, ${Math.round(detectMs)} ms at detection`);
    // Decoding it takes seconds; reading its header takes milliseconds (loosely: a busy machine).
    expect(uploadMs).toBeLessThan(1_500);
    expect(detectMs).toBeLessThan(1_500);
  });

  it("a client's 11th waiting detection gets 429; another client still gets in; past 20 in all, 503; the waiting ones are answered", async () => {
    const a = await uploaded('198.51.100.10');
    const pendingA = Array.from({ length: 10 }, () => detect(a, '198.51.100.10'));
    await waitFor(() => queue.pending === 10);
    const eleventh = await detect(a, '198.51.100.10');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('2');
    expect(await eleventh.json()).toEqual({ message: 'Too many face detections waiting: at most 10 of yours at once. Please wait a moment.' });

    const b = await uploaded('198.51.100.11');
    const pendingB = Array.from({ length: 10 }, () => detect(b, '198.51.100.11'));
    await waitFor(() => queue.pending === 20);
    const c = await uploaded('198.51.100.12');
    const full = await detect(c, '198.51.100.12');
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('5');
    expect(await full.json()).toEqual({ message: 'Face detection is busy: at most 20 photos can wait at once. Please try again in a moment.' });

    // One ran, the other 19 waited: nothing else reached the detector.
    expect(detector.calls).toBe(1);
    detector.release();
    const answers = await Promise.all([...pendingA, ...pendingB]);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(detector.calls).toBe(20);
    expect(queue.pending).toBe(0);
    expect((await detect(c, '198.51.100.12')).status).toBe(200);
  });

  it('gives up a detection that runs past its time limit (422), and keeps its place until the work really ends', async () => {
    const key = await uploaded('198.51.100.20');
    detector.held = true;
    const started = performance.now();
    const res = await detect(key, '198.51.100.20', quickApp);
    const ms = performance.now() - started;
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'Faces could not be looked for on this photo within 0.3 seconds.' });
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3_000);
    expect(logged.some((l) => l.startsWith(`[faces] detection of ${key} gave up after 300 ms`))).toBe(true);
    // The abandoned work still holds its place: abandoned detections cannot pile up.
    expect(quickQueue.pending).toBe(1);
    detector.release();
    await waitFor(() => quickQueue.pending === 0);
  });
});
