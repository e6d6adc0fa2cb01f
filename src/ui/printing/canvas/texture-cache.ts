import { ImageSource, Texture } from 'pixi.js';
import type { TileBitmap } from '../../../application/ports/tile-image-loader';

interface Entry {
  readonly texture: Texture;
  readonly bytes: number;
}

/**
 * GPU textures made from the already-downscaled bitmaps, one per bitmap key. Frames use views
 * (`view()`) onto them; `retain()` destroys the textures no frame draws any more, so memory
 * follows the project (HOUSE-RULES 11: what is created here is destroyed here).
 */
export class TextureCache {
  private readonly entries = new Map<string, Entry>();

  /** The texture of a bitmap key, created on first use. */
  base(key: string, bitmap: TileBitmap): Texture {
    const existing = this.entries.get(key);
    if (existing) return existing.texture;
    const source = new ImageSource({
      resource: bitmap as unknown as ImageBitmap,
      label: key,
      scaleMode: 'linear',
      autoGenerateMipmaps: true,
    });
    const texture = new Texture({ source, label: key });
    this.entries.set(key, { texture, bytes: bitmap.width * bitmap.height * 4 });
    return texture;
  }

  /** Keeps only the given keys; the others' textures and GPU memory are released. */
  retain(keys: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) {
      if (keys.has(key)) continue;
      entry.texture.destroy(true);
      this.entries.delete(key);
    }
  }

  /** Bytes of texture memory held (RGBA, without mipmaps): the benchmark's estimate. */
  get bytes(): number {
    let n = 0;
    for (const e of this.entries.values()) n += e.bytes;
    return n;
  }

  get size(): number {
    return this.entries.size;
  }

  destroy(): void {
    this.retain(new Set());
  }
}
