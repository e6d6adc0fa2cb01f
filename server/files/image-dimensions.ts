/**
 * Width and height of a PNG, JPEG or GIF from its header bytes, or null when the format is not one
 * of those (or the header is damaged). Cheap: never decodes pixels.
 */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: signature, then the IHDR chunk with width and height at bytes 16..23.
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452) {
    return positive(view.getUint32(16), view.getUint32(20));
  }
  // GIF: 'GIF8', logical screen size little-endian at bytes 6..9.
  if (bytes.length >= 10 && view.getUint32(0) === 0x47494638) {
    return positive(view.getUint16(6, true), view.getUint16(8, true));
  }
  // JPEG: walk the markers to the first start-of-frame (SOF0..SOF15 except DHT, JPG and DAC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      if (marker === 0xff) {
        offset++;
        continue;
      }
      const length = view.getUint16(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return positive(view.getUint16(offset + 7), view.getUint16(offset + 5));
      }
      if (length < 2) return null;
      offset += 2 + length;
    }
  }
  return null;
}

function positive(width: number, height: number) {
  return width > 0 && height > 0 ? { width, height } : null;
}
