import { Container, ImageSource, Rectangle, RenderTexture, Sprite, Texture } from 'pixi.js';
import type { TileBitmap } from '../../../application/ports/tile-image-loader';

/** What the cache needs of the renderer: uploading a texture, and drawing into an atlas page. */
export interface TextureGpu {
  /** Uploads a new texture to the GPU now (the renderer's `texture.initSource`). */
  upload(texture: Texture): void;
  /** Draws `container` into `target` (the renderer's `render({ container, target, clear })`). */
  drawInto(container: Container, target: RenderTexture, clear: boolean): void;
}

/** An atlas page's edge: 16 MiB of RGBA, 2048 px is within every WebGL implementation's limit. */
export const ATLAS_PAGE_EDGE = 2048;
/** Pixels around each picture in a page, filled with its edge pixels: linear filtering never reads a neighbour. */
const GUTTER = 2;

interface Slot {
  readonly x: number;
  readonly width: number;
  used: boolean;
}

/** A row of a page holding pictures of about one height. */
interface Shelf {
  readonly y: number;
  readonly height: number;
  readonly slots: Slot[];
  end: number;
}

/** One atlas texture: grid pictures packed into shelves. */
class AtlasPage {
  readonly texture: RenderTexture;
  private readonly shelves: Shelf[] = [];
  private bottom = 0;
  used = 0;
  cleared = false;
  /** Pictures placed but not drawn yet, and their temporary textures. */
  pending: Container | null = null;
  readonly pictures: Texture[] = [];

  constructor(readonly edge: number) {
    this.texture = RenderTexture.create({ width: edge, height: edge, resolution: 1, scaleMode: 'linear', antialias: false, label: 'tpx-atlas' });
  }

  /** A free place for a `width` x `height` picture (gutter included), or null when the page is full. */
  allocate(width: number, height: number): { shelf: Shelf; slot: Slot } | null {
    for (const shelf of this.shelves) {
      // Shelves take pictures up to a quarter less tall than they are (grid pictures share a few sizes).
      if (shelf.height < height || shelf.height > height * 1.25 + GUTTER) continue;
      const free = shelf.slots.find((s) => !s.used && s.width >= width);
      if (free) {
        free.used = true;
        this.used++;
        return { shelf, slot: free };
      }
      if (shelf.end + width <= this.edge) {
        const slot: Slot = { x: shelf.end, width, used: true };
        shelf.slots.push(slot);
        shelf.end += width;
        this.used++;
        return { shelf, slot };
      }
    }
    if (this.bottom + height > this.edge || width > this.edge) return null;
    const shelf: Shelf = { y: this.bottom, height, slots: [], end: width };
    const slot: Slot = { x: 0, width, used: true };
    shelf.slots.push(slot);
    this.shelves.push(shelf);
    this.bottom += height;
    this.used++;
    return { shelf, slot };
  }

  release(slot: Slot): void {
    slot.used = false;
    this.used--;
  }
}

interface Entry {
  readonly texture: Texture;
  /** Bytes of a texture of its own; 0 for a picture in an atlas page (the page is counted). */
  readonly bytes: number;
  readonly atlas?: { readonly page: AtlasPage; readonly slot: Slot };
}

/**
 * GPU textures made from the already-downscaled bitmaps, one per bitmap key. Frames use views
 * onto them; `retain()` releases the textures of bitmaps that went away, so memory follows the
 * loaded pictures (HOUSE-RULES 11: what is created here is destroyed here).
 *
 * Grid pictures (at most `atlasUpTo` px on their longer edge) are drawn into shared atlas pages, so a
 * frame of 100 photos binds one or two textures instead of 100 (each bind is script time in every
 * interaction frame). They are drawn when a bitmap arrives (`base`), never inside an interaction
 * frame, and get no mipmaps: they are at most about twice their drawn size. Larger pictures (the tile
 * being edited, up to 2048 px) get a texture of their own with mipmaps, generated once at upload.
 */
export class TextureCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pages: AtlasPage[] = [];
  private ownBytes = 0;
  private ownTextures = 0;

  constructor(
    private readonly gpu: TextureGpu,
    /** Bitmaps with a longer edge up to this go into the atlas; larger ones get their own texture with mipmaps. */
    private readonly atlasUpTo: number,
    private readonly pageEdge = ATLAS_PAGE_EDGE,
  ) {}

  /** The texture of a bitmap key, created (and uploaded) on first use. */
  base(key: string, bitmap: TileBitmap): Texture {
    const existing = this.entries.get(key);
    if (existing) return existing.texture;
    const entry = (Math.max(bitmap.width, bitmap.height) <= this.atlasUpTo && this.inAtlas(key, bitmap)) || this.own(key, bitmap);
    this.entries.set(key, entry);
    this.ownBytes += entry.bytes;
    if (!entry.atlas) this.ownTextures++;
    return entry.texture;
  }

  private own(key: string, bitmap: TileBitmap): Entry {
    const source = new ImageSource({
      resource: bitmap as unknown as ImageBitmap,
      label: key,
      scaleMode: 'linear',
      autoGenerateMipmaps: Math.max(bitmap.width, bitmap.height) > this.atlasUpTo,
    });
    const texture = new Texture({ source, label: key });
    this.gpu.upload(texture);
    return { texture, bytes: bitmap.width * bitmap.height * 4 };
  }

  /** Draws the bitmap into a page (edge pixels stretched into the gutter), or null if it fits nowhere. */
  private inAtlas(key: string, bitmap: TileBitmap): Entry | null {
    const w = bitmap.width + 2 * GUTTER;
    const h = bitmap.height + 2 * GUTTER;
    let page: AtlasPage | undefined;
    let place: ReturnType<AtlasPage['allocate']> = null;
    for (const p of this.pages) {
      place = p.allocate(w, h);
      if (place) {
        page = p;
        break;
      }
    }
    if (!place) {
      if (w > this.pageEdge || h > this.pageEdge) return null;
      page = new AtlasPage(this.pageEdge);
      this.pages.push(page);
      place = page.allocate(w, h);
    }
    if (!page || !place) return null;
    const x = place.slot.x + GUTTER;
    const y = place.shelf.y + GUTTER;

    const source = new ImageSource({ resource: bitmap as unknown as ImageBitmap, label: key, scaleMode: 'linear' });
    const picture = new Texture({ source });
    const stretched = new Sprite(picture);
    stretched.position.set(x - GUTTER, y - GUTTER);
    stretched.setSize(bitmap.width + 2 * GUTTER, bitmap.height + 2 * GUTTER);
    const exact = new Sprite(picture);
    stretched.addChild(exact);
    // The child is placed in the stretched parent's space: undo its scale.
    exact.position.set(GUTTER / stretched.scale.x, GUTTER / stretched.scale.y);
    exact.scale.set(1 / stretched.scale.x, 1 / stretched.scale.y);
    // Drawn with the other pictures that arrived together, in one pass per page (flushDraws).
    page.pending ??= new Container();
    page.pending.addChild(stretched);
    page.pictures.push(picture);

    const texture = new Texture({ source: page.texture.source, frame: new Rectangle(x, y, bitmap.width, bitmap.height), label: key });
    return { texture, bytes: 0, atlas: { page, slot: place.slot } };
  }

  /** Draws the pictures placed since the last call into their pages: one render pass per page. Whether any was drawn. */
  flushDraws(): boolean {
    let drew = false;
    for (const page of this.pages) {
      if (!page.pending) continue;
      this.gpu.drawInto(page.pending, page.texture, !page.cleared);
      page.cleared = true;
      page.pending.destroy({ children: true });
      page.pending = null;
      for (const picture of page.pictures.splice(0)) picture.destroy(true);
      drew = true;
    }
    return drew;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The texture of a bitmap key already created, or null (nothing is created: see `base`). */
  existing(key: string): Texture | null {
    return this.entries.get(key)?.texture ?? null;
  }

  /**
   * Keeps only the given keys; the others' textures (and empty atlas pages) and GPU memory are
   * released. Whether pending pictures were drawn into pages (their pixels changed).
   */
  retain(keys: ReadonlySet<string>): boolean {
    const drew = this.flushDraws();
    for (const [key, entry] of this.entries) {
      if (keys.has(key)) continue;
      this.entries.delete(key);
      this.ownBytes -= entry.bytes;
      if (entry.atlas) {
        entry.texture.destroy(false);
        entry.atlas.page.release(entry.atlas.slot);
      } else {
        entry.texture.destroy(true);
        this.ownTextures--;
      }
    }
    for (let i = this.pages.length - 1; i >= 0; i--) {
      const page = this.pages[i] as AtlasPage;
      if (page.used > 0) continue;
      page.texture.destroy(true);
      this.pages.splice(i, 1);
    }
    return drew;
  }

  /** Bytes of texture memory held (RGBA, without mipmaps; whole atlas pages): the benchmark's estimate. */
  get bytes(): number {
    return this.ownBytes + this.pages.length * this.pageEdge * this.pageEdge * 4;
  }

  /** GPU textures held: atlas pages and pictures of their own. */
  get size(): number {
    return this.pages.length + this.ownTextures;
  }

  /** Pictures held (in atlas pages or not). */
  get pictures(): number {
    return this.entries.size;
  }

  destroy(): void {
    this.retain(new Set());
  }
}
