/** The eight bytes every PNG starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A PNG's pixel size from its first chunk (IHDR, which the format puts first: bytes 16-23), without
 * decoding anything; null when the bytes are not a PNG's start or say no size. PNG has no EXIF
 * orientation in common use, so this is the size it shows at.
 */
export const pngSize = (head: Uint8Array): { width: number; height: number } | null => {
  if (head.length < 24 || PNG_SIGNATURE.some((b, i) => head[i] !== b)) return null;
  if (String.fromCharCode(head[12]!, head[13]!, head[14]!, head[15]!) !== 'IHDR') return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
};
