/** Rec. 601 luma weights: how bright each channel looks. */
const R = 0.299;
const G = 0.587;
const B = 0.114;

/** Turns RGBA pixels gray in place (alpha kept): the grayscale print filter, computed once per picture. */
export function toGrayscaleInPlace(data: Uint8ClampedArray | Uint8Array): void {
  for (let i = 0; i < data.length; i += 4) {
    const y = Math.round(R * (data[i] as number) + G * (data[i + 1] as number) + B * (data[i + 2] as number));
    data[i] = y;
    data[i + 1] = y;
    data[i + 2] = y;
  }
}
