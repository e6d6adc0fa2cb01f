import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardPlaces, OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH, renderDesignImage, DesignImageCache } from '../../server/sharing/design-image';
import type { SourceImages } from '../../server/admin/source-images';
import { sharedDesignOf } from '../../src/domain/sharing';
import { project, tile } from '../domain/fixtures';

/** A photo of random noise (the worst case for JPEG size). */
const noisyPhoto = async (size: number): Promise<Buffer> => {
  const raw = Buffer.alloc(size * size * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
};

const images = (bytes: Buffer): SourceImages & { reads: string[] } => {
  const reads: string[] = [];
  return {
    reads,
    read: async (path) => (reads.push(path), path.startsWith('/files/') ? bytes : null),
    dimensions: async () => ({ width: 1200, height: 1200 }),
  };
};

/** Issue 35: the shared design's Open Graph picture. */
describe('shared design picture', () => {
  it('is a 1200 × 630 JPEG of at most 200 KB, each tile drawn by the print render in its frame colour', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => tile(`og-${i}`, { imagePath: `/files/uploads/tilepix/og-${i % 3}.jpg`, frameColor: 'White' }));
    const design = sharedDesignOf(project('og', { tiles: nine, frameColor: 'White', metadata: { layout: 9 } }))!;
    const source = images(await noisyPhoto(1200));
    const jpeg = await renderDesignImage(design, null, source);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', OG_WIDTH, OG_HEIGHT]);
    expect(jpeg.length).toBeLessThanOrEqual(OG_MAX_BYTES);
    // Three photos, each read once for its three tiles.
    expect(new Set(source.reads).size).toBe(3);
    // The first tile's frame (its top-left corner) is the White frame's colour, the card around it is the background.
    const { size, places } = cardPlaces(design);
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * OG_WIDTH + x) * 3, (y * OG_WIDTH + x) * 3 + 3)];
    const first = places.find((p) => p.index === 0)!;
    for (const v of at(first.left + 2, first.top + Math.round(size / 2))) expect(Math.abs(v - 0xf5)).toBeLessThan(12);
    at(4, 4).forEach((v, i) => expect(Math.abs(v - [0xf3, 0xf1, 0xed][i]!)).toBeLessThan(8));
  });

  it('draws a photo not stored here as an empty frame, and never fetches it', async () => {
    const design = sharedDesignOf(project('og-far', { tiles: [tile('far', { imagePath: 'https://elsewhere.example/a.jpg' })] }))!;
    const jpeg = await renderDesignImage(design, null, images(Buffer.alloc(0)));
    expect((await sharp(jpeg).metadata()).width).toBe(OG_WIDTH);
  });

  it("places a layout's tiles inside the card, none overlapping", () => {
    const design = sharedDesignOf(
      project('og-6', { tiles: Array.from({ length: 6 }, (_, i) => tile(`s-${i}`, { imagePath: `/files/s-${i}.jpg` })), metadata: { layout: 6 } }),
    )!;
    const { size, places } = cardPlaces(design);
    expect(places).toHaveLength(6);
    for (const p of places) {
      expect(p.left).toBeGreaterThanOrEqual(0);
      expect(p.top).toBeGreaterThanOrEqual(0);
      expect(p.left + size).toBeLessThanOrEqual(OG_WIDTH);
      expect(p.top + size).toBeLessThanOrEqual(OG_HEIGHT);
    }
    for (const a of places) for (const b of places) if (a !== b) expect(Math.abs(a.left - b.left) >= size || Math.abs(a.top - b.top) >= size).toBe(true);
  });

  it('keeps each picture once, drops the oldest past its bound and a failed one at once', async () => {
    const cache = new DesignImageCache(2);
    let made = 0;
    const make = async () => Buffer.from([++made]);
    await cache.get('a', make);
    await cache.get('a', make);
    expect(made).toBe(1);
    await cache.get('b', make);
    await cache.get('c', make);
    await cache.get('a', make);
    expect(made).toBe(4);
    await expect(cache.get('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await Promise.resolve();
    expect((await cache.get('x', make))[0]).toBe(5);
    cache.drop('x');
    expect((await cache.get('x', make))[0]).toBe(6);
  });
});
