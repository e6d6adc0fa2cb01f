import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Assets } from '../../server/admin/assets';
import type { Db } from '../../server/db/db';
import { isRefusal } from '../../server/http/refusal';
import { migrate } from '../../server/db/migrate';
import { openTestPglite } from './test-db';
import { S3FileStore } from '../../server/files/s3-file-store';
import { readS3Settings, s3ClientOf } from '../../server/files/s3-settings';
import { EMULATOR_CREDENTIALS, startS3Emulator, type RunningEmulator } from '../support/s3-emulator';

/** The image library on S3 (S3_BUCKET): the same Assets through the S3 FileStore, against the emulator. */
describe('admin assets in an S3 bucket', () => {
  let emulator: RunningEmulator;
  let db: Db;
  let bucket: S3FileStore;
  const actor = { id: 'c1', email: 'admin@tilepix.test', tenant: 'tilepix' };

  beforeAll(async () => {
    emulator = await startS3Emulator();
    const settings = readS3Settings(emulator.env)!;
    bucket = new S3FileStore(s3ClientOf(settings, EMULATOR_CREDENTIALS), settings);
    db = await openTestPglite();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await emulator?.close();
  });

  it("stores the image and its thumbnail in the bucket, with the dimensions in the object's metadata", async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#346' } })
      .jpeg()
      .toBuffer();
    const asset = await new Assets(db, bucket).upload(new Uint8Array(jpeg), 'harbor.jpg', actor);
    if (isRefusal(asset)) throw new Error(asset.message);
    expect(asset).toMatchObject({ contentType: 'image/jpeg', width: 900, height: 600 });
    const key = asset.url.replace(/^\/files\//, '');
    expect(await bucket.head(key)).toMatchObject({ contentType: 'image/jpeg', width: 900, height: 600, size: jpeg.byteLength });
    const thumb = await bucket.read(asset.thumbUrl.replace(/^\/files\//, ''));
    expect((await sharp(Buffer.from(thumb!)).metadata()).width).toBe(320);
  });

  it('stores nothing for a file that is not an image', async () => {
    const before = await db.query('SELECT id FROM assets');
    await expect(new Assets(db, bucket).upload(new TextEncoder().encode('not an image'), 'x.jpg', actor)).resolves.toMatchObject({ status: 422 });
    expect(await db.query('SELECT id FROM assets')).toEqual(before);
  });
});
