import { describe, expect, it } from 'vitest';
import { pngSize } from '../../../src/domain/imaging/png-header';

/** A PNG's first 24 bytes: signature, IHDR's length and type, then width and height (big-endian). */
const head = (width: number, height: number, type = 'IHDR') => {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...[...type].map((c) => c.charCodeAt(0))]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
};

describe('pngSize (issue 31 item 7: a chosen PNG gets its tile at once)', () => {
  it('reads the size from IHDR', () => {
    expect(pngSize(head(4032, 3024))).toEqual({ width: 4032, height: 3024 });
  });

  it('says nothing for another format, a short start, a first chunk that is not IHDR or a zero size', () => {
    const jpeg = new Uint8Array(24);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(pngSize(jpeg)).toBeNull();
    expect(pngSize(head(10, 10).slice(0, 20))).toBeNull();
    expect(pngSize(head(10, 10, 'tEXt'))).toBeNull();
    expect(pngSize(head(0, 10))).toBeNull();
    expect(pngSize(head(10, 0))).toBeNull();
  });
});
