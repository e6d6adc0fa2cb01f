/**
 * Embeds the sRGB profile into a JPEG that already holds sRGB pixels, without touching the pixels.
 *
 * Why not sharp's `withIccProfile('srgb')`: it always runs an lcms transform to the profile, and
 * from sRGB pixels to sRGB that transform is the identity (measured: no byte of the decoded pixels
 * changes) yet costs about 40 ms of CPU per 2400 px print file, a fifth of a split piece's render
 * (bench/README.md, *Print render*). The APP2 segment spliced in here is the one sharp itself writes
 * (taken from a 1 x 1 image it encoded), so the file is the same as sharp's, byte for byte.
 */

const SOI = 0xffd8;
/** APP0..APP15: metadata segments (JFIF, EXIF, ICC…) that come before the tables and the frame. */
const isAppMarker = (marker: number): boolean => marker >= 0xe0 && marker <= 0xef;

/** The APP2 'ICC_PROFILE' segments of `jpeg` (marker and length included), in order; empty when there are none. */
export function iccSegments(jpeg: Buffer): Buffer[] {
  const found: Buffer[] = [];
  if (jpeg.length < 4 || jpeg.readUInt16BE(0) !== SOI) return found;
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    if (!isAppMarker(marker)) break;
    const end = offset + 2 + jpeg.readUInt16BE(offset + 2);
    if (marker === 0xe2 && jpeg.subarray(offset + 4, offset + 16).toString('latin1') === 'ICC_PROFILE\0') found.push(jpeg.subarray(offset, end));
    offset = end;
  }
  return found;
}

/**
 * `jpeg` with `segments` (APP2 ICC segments, as `iccSegments` returns them) inserted after its own
 * leading APPn segments, where libjpeg writes them. A JPEG that already carries a profile, or one
 * whose markers cannot be walked, is refused: nothing is guessed about a file we did not write.
 */
export function withIccSegments(jpeg: Buffer, segments: readonly Buffer[]): Buffer {
  if (jpeg.length < 4 || jpeg.readUInt16BE(0) !== SOI) throw new Error('Not a JPEG: no start-of-image marker.');
  if (iccSegments(jpeg).length > 0) throw new Error('The JPEG already carries an ICC profile.');
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff && isAppMarker(jpeg[offset + 1]!)) offset += 2 + jpeg.readUInt16BE(offset + 2);
  if (offset + 2 > jpeg.length || jpeg[offset] !== 0xff) throw new Error('The JPEG markers could not be read.');
  return Buffer.concat([jpeg.subarray(0, offset), ...segments, jpeg.subarray(offset)]);
}
