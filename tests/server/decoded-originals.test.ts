import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DecodedOriginals } from '../../server/admin/decoded-originals';
import { renderPrintFile } from '../../server/admin/print-renderer';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();

describe("DecodedOriginals (issue 28: a split's pieces from one decode)", () => {
  it('decodes a photo once for every piece cut from it, upright, as raw sRGB pixels', async () => {
    const cache = new DecodedOriginals();
    const source = await jpeg(300, 200);
    const pieces = await Promise.all([0, 1, 2].map(() => cache.get('a.jpg', source)));
    expect(cache.decodes).toBe(1);
    expect(pieces[0]!.info).toEqual({ width: 300, height: 200, channels: 3 });
    expect(pieces[1]).toBe(pieces[0]);
    cache.clear();
  });

  it('keeps what fits the byte budget, least recently used out first, and lets idle photos go', async () => {
    let now = 0;
    const cache = new DecodedOriginals(300 * 200 * 3 + 10, 1000, () => now);
    const source = await jpeg(300, 200);
    await cache.get('a.jpg', source);
    now = 10;
    await cache.get('b.jpg', source); // over budget: a.jpg goes
    await cache.get('b.jpg', source);
    expect(cache.decodes).toBe(2);
    await cache.get('a.jpg', source);
    expect(cache.decodes).toBe(3);
    now = 5000;
    await cache.get('c.jpg', source); // the idle ones go
    await cache.get('a.jpg', source);
    expect(cache.decodes).toBe(5);
    cache.clear();
  });

  it('renders the same print file from the decoded pixels as from the JPEG: sRGB profile embedded, 300 dpi', async () => {
    const source = await jpeg(300, 300);
    const plan = {
      width: 240,
      height: 240,
      crop: { left: 0, top: 0, width: 150, height: 150 },
      photo: { left: 0, top: 0, width: 240, height: 240 },
      matColor: null,
      grayscale: false,
    };
    const cache = new DecodedOriginals();
    const [fromJpeg, fromRaw] = await Promise.all([renderPrintFile(source, plan), renderPrintFile(await cache.get('a.jpg', source), plan)]);
    for (const file of [fromJpeg, fromRaw]) {
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height, meta.space, meta.density, meta.hasProfile]).toEqual([240, 240, 'srgb', 300, true]);
    }
    const a = await sharp(fromJpeg).raw().toBuffer();
    const b = await sharp(fromRaw).raw().toBuffer();
    let worst = 0;
    for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
    expect(worst).toBeLessThanOrEqual(3);
    cache.clear();
  });
});
