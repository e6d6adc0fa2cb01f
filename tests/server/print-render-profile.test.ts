import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { printFilePlan, type OrderedTile } from '../../src/domain/admin';
import { iccSegments, withIccSegments } from '../../server/admin/jpeg-icc';
import { decodeUpright, PRINT_THREADS, renderPrintFile } from '../../server/admin/print-renderer';

const tile = (crop: OrderedTile['crop']): OrderedTile => ({
  imagePath: 'p.jpg',
  crop,
  frameColor: 'Black',
  matColor: '#FFFFFF00',
  filter: 'color',
  orientation: 'Portrait',
});

/** A small photo-like JPEG (noise, blurred): enough entropy that a changed pixel changes the bytes. */
const photo = async (): Promise<Buffer> => {
  const raw = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(raw, { raw: { width: 900, height: 600, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
};

describe('print file colour profile (issue 28: the profile embedded without the identity transform)', () => {
  it('is byte for byte the file sharp writes with withIccProfile(srgb), for a whole tile and for a split piece', async () => {
    const source = await photo();
    const product = { widthInches: 2, heightInches: 2 };
    const size = { width: 900, height: 600 };
    const single = printFilePlan(product, tile([150, 0, 600, 600]), size);
    const piece = printFilePlan(product, tile([350, 200, 200, 200]), size);
    const decoded = await decodeUpright(source);
    for (const [input, plan] of [
      [source, single],
      [decoded, piece],
    ] as const) {
      const ours = await renderPrintFile(input, plan);
      const raw = Buffer.isBuffer(input) ? sharp(input).autoOrient() : sharp(input.data, { raw: input.info });
      const sharps = await raw
        .extract(plan.crop)
        .resize({ width: plan.photo.width, height: plan.photo.height, fit: 'cover', position: 'centre' })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .withIccProfile('srgb')
        .withDensity(300)
        .jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false })
        .toBuffer();
      expect(ours.equals(sharps)).toBe(true);
      const meta = await sharp(ours).metadata();
      expect([meta.width, meta.height, meta.density, meta.space, meta.hasProfile]).toEqual([plan.width, plan.height, 300, 'srgb', true]);
    }
  });

  it('runs libvips on up to two threads per print (sharp defaults to one on glibc)', async () => {
    await renderPrintFile(await photo(), printFilePlan({ widthInches: 1, heightInches: 1 }, tile([0, 0, 600, 600]), { width: 900, height: 600 }));
    expect(PRINT_THREADS).toBeGreaterThanOrEqual(1);
    expect(sharp.concurrency()).toBeGreaterThanOrEqual(PRINT_THREADS);
  });

  it('refuses what it cannot splice into, and leaves the file as it was', async () => {
    const profiled = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .withIccProfile('srgb')
      .jpeg()
      .toBuffer();
    const bare = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const segments = iccSegments(profiled);
    expect(segments).toHaveLength(1);
    expect(iccSegments(bare)).toEqual([]);
    const copy = Buffer.from(profiled);
    expect(() => withIccSegments(profiled, segments)).toThrow('The JPEG already carries an ICC profile.');
    expect(profiled.equals(copy)).toBe(true);
    expect(() => withIccSegments(Buffer.from('not a jpeg'), segments)).toThrow('Not a JPEG: no start-of-image marker.');
    expect(() => withIccSegments(Buffer.from([0xff, 0xd8, 0x00, 0x01, 0x02]), segments)).toThrow('The JPEG markers could not be read.');
    expect((await sharp(withIccSegments(bare, segments)).metadata()).hasProfile).toBe(true);
  });
});
