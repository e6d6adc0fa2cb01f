/**
 * Width and height of a PNG, JPEG, GIF or WebP from its header bytes, or null when the format is not
 * one of those (or the header is damaged). Cheap: never decodes pixels.
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
  const webp = webpDimensions(bytes, view);
  if (webp !== undefined) return webp;
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

/**
 * WebP (a RIFF file of form 'WEBP'): its first chunk says the size — 'VP8X' (extended: the canvas,
 * 24-bit minus one), 'VP8L' (lossless: 14-bit fields minus one after the 0x2f signature) or 'VP8 '
 * (lossy: 14-bit fields after the key frame's start code). Undefined when the bytes are no WebP.
 */
function webpDimensions(bytes: Uint8Array, view: DataView): { width: number; height: number } | null | undefined {
  if (bytes.length < 16 || view.getUint32(0) !== 0x52494646 || view.getUint32(8) !== 0x57454250) return undefined;
  const chunk = view.getUint32(12);
  const uint24 = (offset: number) => view.getUint16(offset, true) | (bytes[offset + 2]! << 16);
  if (chunk === 0x56503858 && bytes.length >= 30) return positive(uint24(24) + 1, uint24(27) + 1);
  if (chunk === 0x5650384c && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 0x56503820 && bytes.length >= 30 && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return positive(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  return null;
}

function positive(width: number, height: number) {
  return width > 0 && height > 0 ? { width, height } : null;
}
