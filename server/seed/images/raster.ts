import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

/** An RGB colour, 0..255 per channel. */
export type Rgb = readonly [number, number, number];

/**
 * A tiny software raster for the seed's generated images: an RGB buffer with the few primitives
 * the looks need. Coordinates of shapes are in the unit square (0..1) so one look renders the
 * same picture at any size (a full image and its thumbnail).
 */
export class Raster {
  readonly data: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 3, 255);
  }

  /**
   * Paints the pixels of `box` (unit space) with `colourAt(u, v)`, blended by `alpha`; a null colour
   * leaves the pixel as it is. Every shape of the looks is built on this one primitive.
   */
  fill(box: readonly [number, number, number, number], colourAt: (u: number, v: number) => Rgb | null, alpha = 1): void {
    const { width, height, data } = this;
    const x0 = Math.max(0, Math.floor(box[0] * width));
    const y0 = Math.max(0, Math.floor(box[1] * height));
    const x1 = Math.min(width, Math.ceil(box[2] * width));
    const y1 = Math.min(height, Math.ceil(box[3] * height));
    const opaque = alpha >= 1;
    for (let y = y0; y < y1; y++) {
      const v = (y + 0.5) / height;
      for (let x = x0; x < x1; x++) {
        const colour = colourAt((x + 0.5) / width, v);
        if (!colour) continue;
        const i = (y * width + x) * 3;
        // A Buffer truncates on assignment: no rounding needed for 8-bit channels.
        if (opaque) {
          data[i] = colour[0];
          data[i + 1] = colour[1];
          data[i + 2] = colour[2];
        } else {
          data[i] = data[i]! * (1 - alpha) + colour[0] * alpha;
          data[i + 1] = data[i + 1]! * (1 - alpha) + colour[1] * alpha;
          data[i + 2] = data[i + 2]! * (1 - alpha) + colour[2] * alpha;
        }
      }
    }
  }

  /** Fills `box` row by row with one colour per row (vertical gradients): far cheaper than per pixel. */
  rows(box: readonly [number, number, number, number], colourAtV: (v: number) => Rgb): void {
    const { width, height, data } = this;
    const x0 = Math.max(0, Math.floor(box[0] * width));
    const y0 = Math.max(0, Math.floor(box[1] * height));
    const x1 = Math.min(width, Math.ceil(box[2] * width));
    const y1 = Math.min(height, Math.ceil(box[3] * height));
    for (let y = y0; y < y1; y++) {
      const [r, g, b] = colourAtV((y + 0.5) / height);
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * 3;
        data[i] = r;
        data[i + 1] = g;
        data[i + 2] = b;
      }
    }
  }

  /** Blends the whole picture towards `colour` (a colour cast). */
  tint(colour: Rgb, alpha: number): void {
    const { data } = this;
    for (let i = 0; i < data.length; i += 3) {
      data[i] = data[i]! * (1 - alpha) + colour[0] * alpha;
      data[i + 1] = data[i + 1]! * (1 - alpha) + colour[1] * alpha;
      data[i + 2] = data[i + 2]! * (1 - alpha) + colour[2] * alpha;
    }
  }

  /** Baseline JPEG (photos). */
  toJpeg(quality = 82): Buffer {
    const rgba = Buffer.alloc(this.width * this.height * 4, 255);
    for (let p = 0, q = 0; p < this.data.length; p += 3, q += 4) {
      rgba[q] = this.data[p]!;
      rgba[q + 1] = this.data[p + 1]!;
      rgba[q + 2] = this.data[p + 2]!;
    }
    return jpeg.encode({ data: rgba, width: this.width, height: this.height }, quality).data;
  }

  /** PNG, RGB, unfiltered rows: flat synthetic artwork deflates well, and the work stays in native zlib. */
  toPng(): Buffer {
    const { width, height, data } = this;
    const stride = width * 3;
    const raw = Buffer.alloc((stride + 1) * height);
    for (let y = 0; y < height; y++) {
      raw[(stride + 1) * y] = 0; // filter: None
      data.copy(raw, (stride + 1) * y + 1, stride * y, stride * (y + 1));
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type: RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 3 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

/** Linear blend of two colours. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/** '#RRGGBB' → Rgb. */
export function hex(colour: string): Rgb {
  const n = Number.parseInt(colour.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
