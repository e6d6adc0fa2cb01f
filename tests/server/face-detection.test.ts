import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadSlotWire } from '../../src/contract/photos';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { FaceApiDetector } from '../../server/faces/face-api-detector';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

/*
 * Issue 18: POST v1/photos/face_detection runs a real detector (SSD MobileNet v1 from
 * @vladmandic/face-api, weights in the package) on the caller's own upload. The photos are the six
 * sample photos the package ships (demo/sample1..6.jpg): 22 faces in all, counted by eye.
 */
const nodeRequire = createRequire(import.meta.url);
const samplesDir = path.join(path.dirname(nodeRequire.resolve('@vladmandic/face-api/package.json')), 'demo');
const FACES_IN_SAMPLE: Record<number, number> = { 1: 3, 2: 3, 3: 3, 4: 4, 5: 5, 6: 4 };
const sample = (n: number) => readFile(path.join(samplesDir, `sample${n}.jpg`));

/** The socket address a request comes from (the upload owner and the throttle key). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

type Box = { Top: number; Left: number; Width: number; Height: number };

describe.each(testDbFactories)('face detection on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  let filesDir: string;
  const logged: string[] = [];
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    filesDir = await mkdtemp(path.join(tmpdir(), 'tpx-faces-'));
    const detector = new FaceApiDetector();
    await detector.warmUp();
    app = createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://h.example', publicUrl: 'http://store.test' },
      frameAncestors: [],
      filesDir,
      log: (l) => logged.push(l),
      faceDetector: detector,
    });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  /** Uploads a photo the way a browser does (a slot, then the multipart POST) from an address. */
  async function upload(bytes: Uint8Array, address = '192.0.2.10', tenant = 'tilepix'): Promise<string> {
    const prepared = await app.request(
      `http://store.test/api/v1/photos/prepare?tenantId=${tenant}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: 1 }),
      },
      from(address),
    );
    const slot = ((await prepared.json()) as { slots: UploadSlotWire[] }).slots[0]!;
    const form = new FormData();
    for (const [k, v] of Object.entries(slot.fields)) form.append(k, v);
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'photo.jpg');
    expect((await app.request('http://store.test/files', { method: 'POST', body: form }, from(address))).status).toBe(201);
    return slot.fields.key;
  }
  const detect = (key: unknown, address = '192.0.2.10', tenant = 'tilepix') =>
    app.request(
      `http://store.test/api/v1/photos/face_detection?tenantId=${tenant}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      },
      from(address),
    );

  it('finds the faces on the sample photos, as fractions inside the photo', async () => {
    const found: Record<number, number> = {};
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const key = await upload(await sample(n));
      const res = await detect(key);
      expect(res.status).toBe(200);
      const { boxes } = (await res.json()) as { boxes: Box[] };
      found[n] = boxes.length;
      for (const b of boxes) {
        expect(b.Left).toBeGreaterThanOrEqual(0);
        expect(b.Top).toBeGreaterThanOrEqual(0);
        expect(b.Left + b.Width).toBeLessThanOrEqual(1);
        expect(b.Top + b.Height).toBeLessThanOrEqual(1);
        // A face in these group photos is 5–25 % of the photo's width.
        expect(b.Width).toBeGreaterThan(0.03);
        expect(b.Width).toBeLessThan(0.3);
      }
    }
    console.info(`[faces] found per sample ${JSON.stringify(found)} of ${JSON.stringify(FACES_IN_SAMPLE)}`);
    expect(found).toEqual(FACES_IN_SAMPLE);
  }, 120_000);

  // Its time (goal < 5 s, best of 3) is measured by `npm run bench` (bench/server/server-timings-bench.ts):
  // asserted here, it failed on a loaded machine.
  it('finds the faces of a 12 MP photo (4128 × 2903)', async () => {
    const big = await sharp(await sample(3))
      .resize(4128)
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await sharp(big).metadata()).height).toBe(2903);
    const res = await detect(await upload(big));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { boxes: Box[] }).boxes).toHaveLength(3);
  }, 120_000);

  it('answers no boxes for a photo without a face', async () => {
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a9cc6' } })
      .jpeg()
      .toBuffer();
    const res = await detect(await upload(plain));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ boxes: [] });
  });

  it("refuses a key that is not the caller's own upload with the same 404 as an unknown one, computing nothing", async () => {
    const key = await upload(await sample(1), '192.0.2.10');
    const unknown = await detect('uploads/tilepix/00000000-0000-0000-0000-000000000000.jpg', '192.0.2.99');
    const someoneElses = await detect(key, '192.0.2.99');
    const otherTenant = await detect(key, '192.0.2.10', 'wg');
    for (const res of [unknown, someoneElses, otherTenant]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'No uploaded photo of yours with this key.' });
    }
    // A seeded file of the store is nobody's upload.
    expect((await detect('shared/albums/a.jpg')).status).toBe(404);
    expect((await detect('../../etc/passwd')).status).toBe(404);
    expect((await detect(7)).status).toBe(400);
    expect((await detect('k'.repeat(201))).status).toBe(400);
  });

  it("refuses the caller's own slot that holds no photo yet with the same 404 (a refusal, not the app's 500)", async () => {
    const prepared = await app.request(
      'http://store.test/api/v1/photos/prepare?tenantId=tilepix',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ quantity: 1 }) },
      from('192.0.2.11'),
    );
    const key = ((await prepared.json()) as { slots: UploadSlotWire[] }).slots[0]!.fields.key;
    const res = await detect(key, '192.0.2.11');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No uploaded photo of yours with this key.' });
  });

  it('answers 422 and logs when the stored bytes are not a photo it can read', async () => {
    const key = await upload(await sample(1));
    // The stored file went bad after the upload (the upload endpoint checks what it receives).
    const brokenKey = await upload(await sample(2));
    await writeFile(path.join(filesDir, brokenKey), (await sample(2)).subarray(0, 2_000));
    expect((await detect(key)).status).toBe(200);
    const res = await detect(brokenKey);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'Faces could not be looked for on this photo.' });
    expect(logged.some((l) => l.startsWith(`[faces] detection failed for ${brokenKey}`))).toBe(true);
  });
});
