import { describe, expect, it } from 'vitest';
import { jpegHeader, uprightJpegSize } from '../../../src/domain/imaging/jpeg-header';

/** A start-of-frame (SOF0) segment of the given size. */
const sof = (width: number, height: number, marker = 0xc0) => [0xff, marker, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 0, 0, 0];
/** An APP1 Exif segment with one IFD entry: orientation `o`, big- or little-endian. */
function exif(o: number, little = false): number[] {
  const u16 = (v: number) => (little ? [v & 0xff, v >> 8] : [v >> 8, v & 0xff]);
  const u32 = (v: number) => (little ? [v & 0xff, (v >> 8) & 0xff, 0, 0] : [0, 0, (v >> 8) & 0xff, v & 0xff]);
  const tiff = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8), ...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(o), 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
}
const jpeg = (...segments: number[][]) => new Uint8Array([0xff, 0xd8, ...segments.flat(), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('jpegHeader', () => {
  it('reads the stored size from the first start-of-frame, orientation 1 without EXIF', () => {
    expect(jpegHeader(jpeg(sof(4000, 3000)))).toEqual({ width: 4000, height: 3000, orientation: 1 });
    expect(jpegHeader(jpeg([0xff, 0xe0, 0, 4, 0, 0], sof(640, 480, 0xc2)))).toEqual({ width: 640, height: 480, orientation: 1 });
  });

  it('reads the EXIF orientation in either byte order, and skips fill bytes', () => {
    expect(jpegHeader(jpeg(exif(6), sof(1200, 800)))).toEqual({ width: 1200, height: 800, orientation: 6 });
    expect(jpegHeader(jpeg([0xff], exif(3, true), sof(1200, 800)))).toEqual({ width: 1200, height: 800, orientation: 3 });
  });

  it('treats an out-of-range orientation as 1, and an EXIF whose IFD lies past the bytes read as none', () => {
    expect(jpegHeader(jpeg(exif(9), sof(10, 10)))?.orientation).toBe(1);
    const cut = exif(6).slice(0, 26);
    cut[2] = 0;
    cut[3] = 24;
    expect(jpegHeader(jpeg(cut, sof(10, 10)))?.orientation).toBe(1);
    const short = [0xff, 0xe1, 0, 12, 0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a];
    expect(jpegHeader(jpeg(short, sof(10, 10)))?.orientation).toBe(1);
    const farIfd = exif(6);
    farIfd[17] = 0xf0; // the IFD offset points beyond the segment
    expect(jpegHeader(jpeg(farIfd, sof(10, 10)))?.orientation).toBe(1);
  });

  it('is null for what is not a readable JPEG: another format, too short, a broken marker, a bad length, no frame, a zero size', () => {
    expect(jpegHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBeNull();
    expect(jpegHeader(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(jpegHeader(jpeg([0x00, 0x11, 0, 4, 0, 0]))).toBeNull();
    expect(jpegHeader(jpeg([0xff, 0xe0, 0, 1, 0, 0]))).toBeNull();
    expect(jpegHeader(jpeg([0xff, 0xe0, 0, 4, 0, 0]))).toBeNull();
    expect(jpegHeader(jpeg(sof(0, 10)))).toBeNull();
    // The bytes read end before any frame (a header longer than the slice read).
    expect(jpegHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11]))).toBeNull();
  });

  it('gives the upright size: orientations 5..8 swap width and height', () => {
    expect(uprightJpegSize({ width: 1200, height: 800, orientation: 6 })).toEqual({ width: 800, height: 1200 });
    expect(uprightJpegSize({ width: 1200, height: 800, orientation: 3 })).toEqual({ width: 1200, height: 800 });
  });
});
