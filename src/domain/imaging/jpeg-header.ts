/**
 * A JPEG's pixel size and EXIF orientation from its first bytes (never decoded): the upload pipeline
 * decides from them whether the original can be stored as it is (issue 28) and how to decode it cheaply.
 */
export interface JpegHeader {
  /** The size as stored (before the EXIF orientation is applied). */
  readonly width: number;
  readonly height: number;
  /** EXIF orientation 1..8 (1 when there is no EXIF tag). */
  readonly orientation: number;
}

/** The EXIF orientation tag of an APP1 'Exif' segment whose TIFF header starts at `tiff`, or null. */
function exifOrientation(view: DataView, tiff: number): number | null {
  if (tiff + 8 > view.byteLength) return null;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  const entries = ifd + 2 <= view.byteLength ? view.getUint16(ifd, little) : 0;
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 10 > view.byteLength) break;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return null;
}

/** Walks the markers to the first start-of-frame (SOF0..SOF15 except DHT, JPG and DAC); null when not a JPEG. */
export function jpegHeader(bytes: Uint8Array): JpegHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let orientation = 1;
  let offset = 2;
  while (offset + 9 < view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1 && view.getUint32(offset + 4) === 0x45786966) orientation = exifOrientation(view, offset + 10) ?? orientation;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const width = view.getUint16(offset + 7);
      const height = view.getUint16(offset + 5);
      return width > 0 && height > 0 ? { width, height, orientation: orientation >= 1 && orientation <= 8 ? orientation : 1 } : null;
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** The size the photo shows at: orientations 5..8 turn it a quarter, swapping width and height. */
export const uprightJpegSize = (header: JpegHeader): { readonly width: number; readonly height: number } =>
  header.orientation >= 5 ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
