import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDimensions } from '../../server/files/image-dimensions';

/* The size of a stored picture from its header (the store's x-amz-meta headers, kept derivatives, remote images). */

const base = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? '#3a7bd580' : '#3a7bd5' } });

describe('imageDimensions', () => {
  it.each([
    ['JPEG', () => base(301, 157).jpeg().toBuffer()],
    ['PNG', () => base(301, 157).png().toBuffer()],
    ['GIF', () => base(301, 157).gif().toBuffer()],
    ['lossy WebP (VP8)', () => base(301, 157).webp({ quality: 78 }).toBuffer()],
    ['lossless WebP (VP8L)', () => base(301, 157).webp({ lossless: true }).toBuffer()],
    ['WebP with alpha (VP8X)', () => base(301, 157, 4).webp({ quality: 78 }).toBuffer()],
  ])('reads a %s’s width and height', async (_name, make) => {
    expect(imageDimensions(new Uint8Array(await make()))).toEqual({ width: 301, height: 157 });
  });

  it('reads the largest WebP sizes its fields hold (16383 px a side)', async () => {
    const bytes = new Uint8Array(await base(16383, 2).webp({ lossless: true }).toBuffer());
    expect(imageDimensions(bytes)).toEqual({ width: 16383, height: 2 });
  });

  it('answers null for what is not one of those formats, or is cut short', async () => {
    const webp = new Uint8Array(await base(40, 30).webp().toBuffer());
    expect(imageDimensions(new TextEncoder().encode('not an image at all, not even close'))).toBeNull();
    expect(imageDimensions(webp.slice(0, 20))).toBeNull();
    // A RIFF file of another form (a WAVE sound) is no picture.
    const wave = webp.slice();
    wave.set(new TextEncoder().encode('WAVE'), 8);
    expect(imageDimensions(wave)).toBeNull();
    // A lossy WebP whose key frame lost its start code.
    const damaged = webp.slice();
    damaged[23] = 0;
    expect(imageDimensions(damaged)).toBeNull();
    expect(imageDimensions(new Uint8Array(0))).toBeNull();
  });
});
