import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFirstPaintData } from '../../src/adapters/main-api/page-first-paint-data';
import { sizedPictureAddress } from '../../src/domain/imaging/sized-picture';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { S3FileStore } from '../../server/files/s3-file-store';
import { readS3Settings, s3ClientOf } from '../../server/files/s3-settings';
import { createApp } from '../../server/app/create-app';
import { sizedKeyOf } from '../../server/images/sized-pictures';
import { seed } from '../../server/seed/seed';
import { EMULATOR_CREDENTIALS, startS3Emulator, type RunningEmulator } from '../support/s3-emulator';
import { openTestPglite } from './test-db';

/**
 * Issue 28 item 4 on S3 (S3_BUCKET): a photo posted straight to the bucket keeps the bucket's URL. Every
 * page tells the browser the bucket's bases, so the cart's, confirmation's and admin's pictures ask
 * the sized derivative of that URL; the server reads the photo from the bucket (the in-process
 * emulator) and keeps the derivative there, beside it.
 */
describe('sized pictures of photos stored in an S3 bucket', () => {
  let emulator: RunningEmulator;
  let bucket: S3FileStore;
  let db: Db;
  let app: Hono;
  let photoUrl: string;
  let bucketBase: string;

  beforeAll(async () => {
    emulator = await startS3Emulator();
    const settings = readS3Settings(emulator.env)!;
    bucket = new S3FileStore(s3ClientOf(settings, EMULATOR_CREDENTIALS), settings);
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2868c8' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    await bucket.put('uploads/tilepix/in-bucket.jpg', new Uint8Array(jpeg), 'image/jpeg');
    bucketBase = `${settings.bucketUrl.replace(/\/+$/, '')}/`;
    photoUrl = `${bucketBase}uploads/tilepix/in-bucket.jpg`;
    db = await openTestPglite();
    await migrate(db);
    await seed(db);
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-sized-s3-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<html><head><!--tpx:boot--></head><body></body></html>');
    app = createApp({ db, config: { clientDir, hostedPageUrl: 'https://hosted.example/hang' }, bucket, log: () => {} });
  });
  afterAll(async () => {
    await db?.close();
    await emulator?.close();
  });

  it("writes the bucket's bases into every page, and the browser reads them for the pictures' addresses", async () => {
    for (const page of ['/cart', '/', '/orders/1001']) {
      const html = await (await app.request(page)).text();
      const boot = JSON.parse(/<script type="application\/json" id="tpx-boot">(.*?)<\/script>/s.exec(html)![1]!) as { storage?: { photoBases: string[] } };
      expect(boot.storage, page).toEqual({ photoBases: [bucketBase] });
      const bases = PageFirstPaintData.fromBoot(boot).photoBases();
      expect(sizedPictureAddress(photoUrl, 512, bases)).toBe(`/api/v1/images/sized?src=${encodeURIComponent(photoUrl)}&edge=512`);
    }
  });

  it('answers the sized derivative of a photo in the bucket, made once and kept in the bucket beside it', async () => {
    const answer = await app.request(sizedPictureAddress(photoUrl, 512, [bucketBase]));
    expect(answer.status).toBe(200);
    expect([answer.headers.get('content-type'), answer.headers.get('x-amz-meta-width'), answer.headers.get('x-amz-meta-height')]).toEqual([
      'image/jpeg',
      '512',
      '384',
    ]);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 384]);
    expect(await bucket.head(sizedKeyOf('uploads/tilepix/in-bucket.jpg', 512))).not.toBeNull();
    // Its /files address names the same photo.
    expect((await app.request(`/api/v1/images/sized?src=${encodeURIComponent('/files/uploads/tilepix/in-bucket.jpg')}&edge=512`)).status).toBe(200);
  });

  it("answers 404 for a missing photo in the bucket or another bucket's address, and writes nothing", async () => {
    const missing = await app.request(`/api/v1/images/sized?src=${encodeURIComponent(`${bucketBase}uploads/tilepix/none.jpg`)}&edge=256`);
    expect(missing.status).toBe(404);
    expect(await bucket.head(sizedKeyOf('uploads/tilepix/none.jpg', 256))).toBeNull();
    const foreign = await app.request(`/api/v1/images/sized?src=${encodeURIComponent(photoUrl.replace(emulator.bucket, `${emulator.bucket}-other`))}&edge=256`);
    expect(foreign.status).toBe(404);
  });
});
