import { ImageSource, Texture } from 'pixi.js';
import type { TileBitmap } from '../../../application/ports/tile-image-loader';

interface Entry {
  readonly texture: Texture;
  readonly bytes: number;
}

/**
 * GPU textures made from the already-downscaled bitmaps, one per bitmap key. Frames use views
 * onto them; `retain()` destroys the textures of bitmaps that went away, so memory follows the
 * loaded pictures (HOUSE-RULES 11: what is created here is destroyed here).
 *
 * Textures are made and uploaded when a bitmap arrives (`upload`), never inside an interaction
 * frame. Grid pictures are already at most about twice their drawn size, so they get no mipmaps
 * (linear filtering is enough and the upload is one `texImage2D`); only larger pictures (the tile
 * being edited, up to 2048 px) keep mipmaps, generated once at upload.
 */
export class TextureCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(
    /** Uploads a new texture to the GPU now (the renderer's `texture.initSource`). */
    private readonly uploadNow: (texture: Texture) => void = () => undefined,
    /** Bitmaps with a longer edge than this get mipmaps. */
    private readonly mipmapAbove = Number.POSITIVE_INFINITY,
  ) {}

  /** The texture of a bitmap key, created (and uploaded) on first use. */
  base(key: string, bitmap: TileBitmap): Texture {
    const existing = this.entries.get(key);
    if (existing) return existing.texture;
    const source = new ImageSource({
      resource: bitmap as unknown as ImageBitmap,
      label: key,
      scaleMode: 'linear',
      autoGenerateMipmaps: Math.max(bitmap.width, bitmap.height) > this.mipmapAbove,
    });
    const texture = new Texture({ source, label: key });
    const bytes = bitmap.width * bitmap.height * 4;
    this.entries.set(key, { texture, bytes });
    this.total += bytes;
    this.uploadNow(texture);
    return texture;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Keeps only the given keys; the others' textures and GPU memory are released. */
  retain(keys: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) {
      if (keys.has(key)) continue;
      entry.texture.destroy(true);
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }

  /** Bytes of texture memory held (RGBA, without mipmaps): the benchmark's estimate. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  destroy(): void {
    this.retain(new Set());
  }
}
