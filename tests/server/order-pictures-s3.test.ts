import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredSourceImages } from '../../server/admin/source-images';
import { S3FileStore } from '../../server/files/s3-file-store';
import { readS3Settings, s3ClientOf } from '../../server/files/s3-settings';
import { CustomerOrders } from '../../server/orders/customer-orders';
import { isRefusal } from '../../server/http/refusal';
import { TilePictures } from '../../server/orders/tile-picture';
import { EMULATOR_CREDENTIALS, startS3Emulator, type RunningEmulator } from '../support/s3-emulator';
import { openAdminHarness, TILE_BLACK, type AdminHarness } from './admin-harness';
import { openTestPglite } from './test-db';

/**
 * Issue 29: order pictures with S3_BUCKET. A photo posted straight to the bucket is named by the
 * bucket's URL; the emails' pictures and the order page's geometry read it from the bucket (against
 * the in-process S3 emulator), and nothing outside the bucket or the store's /files is ever read.
 */
describe('order pictures from an S3 bucket', () => {
  let emulator: RunningEmulator;
  let bucket: S3FileStore;
  let images: StoredSourceImages;
  let h: AdminHarness;
  let photoUrl: string;

  beforeAll(async () => {
    emulator = await startS3Emulator();
    const settings = readS3Settings(emulator.env)!;
    bucket = new S3FileStore(s3ClientOf(settings, EMULATOR_CREDENTIALS), settings);
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c82828' } })
      .png()
      .toBuffer();
    await bucket.put('uploads/tilepix/bucket-photo.png', new Uint8Array(png), 'image/png');
    images = new StoredSourceImages(bucket, 'http://localhost', [settings.bucketUrl, settings.publicUrl]);
    photoUrl = `${settings.bucketUrl}/uploads/tilepix/bucket-photo.png`;
    h = await openAdminHarness(await openTestPglite());
  });
  afterAll(async () => {
    await h?.db.close();
    await emulator?.close();
  });

  it('reads a photo by its bucket URL or its /files address, and nothing else', async () => {
    expect((await images.read(photoUrl))?.byteLength).toBeGreaterThan(0);
    expect((await images.read('/files/uploads/tilepix/bucket-photo.png'))?.byteLength).toBeGreaterThan(0);
    expect(await images.dimensions(photoUrl)).toEqual({ width: 1200, height: 900 });
    for (const foreign of [
      'https://elsewhere.example/uploads/tilepix/bucket-photo.png',
      `${photoUrl.replace('bucket-photo', '../bucket-photo')}`,
      '/files/',
      'javascript:alert(1)',
      '/files/%ZZ',
    ]) {
      expect(await images.read(foreign), foreign).toBeNull();
    }
  });

  it("draws an order's tile pictures (emails) and gives the page their geometry from the bucket", async () => {
    const order = await h.placeOrder({
      email: 's3@example.com',
      lines: [{ productId: 'tilepix', variantId: TILE_BLACK, quantity: 1, tiles: [{ imagePath: photoUrl, crop: [150, 0, 900, 900] }] }],
    });
    const picture = await new TilePictures(h.db, images).picture(order.id, 0, 0, 176);
    if (isRefusal(picture)) throw new Error(picture.message);
    const meta = await sharp(picture.bytes).metadata();
    expect([meta.format, Math.max(meta.width!, meta.height!)]).toEqual(['jpeg', 176]);
    const view = await new CustomerOrders(h.db, images).view(order.id);
    expect(view.lines[0]!.tiles[0]).toMatchObject({ imagePath: photoUrl, imageWidth: 1200, imageHeight: 900, crop: [150, 0, 900, 900] });
  });
});
