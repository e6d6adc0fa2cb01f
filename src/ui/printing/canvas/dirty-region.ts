import type { ScreenRect } from '../../../application/printing/render-model';

/** What the next draw must repaint: nothing, one rectangle (CSS px), or the whole canvas. */
export type Repaint = { readonly kind: 'none' } | { readonly kind: 'all' } | { readonly kind: 'area'; readonly rect: ScreenRect };

const NONE: Repaint = { kind: 'none' };
const ALL: Repaint = { kind: 'all' };

/**
 * The part of the canvas that changed since the last draw, as one bounding rectangle.
 *
 * Why: the drawing buffer is preserved between frames, so a drag or zoom of one photo repaints that
 * photo's frame alone (a scissored draw). With software WebGL a full repaint of a large canvas costs
 * tens of milliseconds of rasterising that the compositor's commit waits for, on the main thread.
 */
export class DirtyRegion {
  private all = true;
  private left = Number.POSITIVE_INFINITY;
  private top = Number.POSITIVE_INFINITY;
  private right = Number.NEGATIVE_INFINITY;
  private bottom = Number.NEGATIVE_INFINITY;

  /** Everything must be repainted (a new canvas size, a changed scene structure, new atlas pixels). */
  markAll(): void {
    this.all = true;
  }

  /** Whether the whole canvas is to be repainted. */
  get everything(): boolean {
    return this.all;
  }

  /** A rectangle whose pixels may have changed (its old and its new place both need adding). */
  add(r: ScreenRect): void {
    if (r.width <= 0 || r.height <= 0) return;
    this.left = Math.min(this.left, r.x);
    this.top = Math.min(this.top, r.y);
    this.right = Math.max(this.right, r.x + r.width);
    this.bottom = Math.max(this.bottom, r.y + r.height);
  }

  /** What to repaint now, clipped to the canvas (`width` x `height`); the region is then empty. */
  take(width: number, height: number): Repaint {
    const all = this.all;
    const left = Math.max(0, Math.floor(this.left));
    const top = Math.max(0, Math.floor(this.top));
    const right = Math.min(width, Math.ceil(this.right));
    const bottom = Math.min(height, Math.ceil(this.bottom));
    this.all = false;
    this.left = this.top = Number.POSITIVE_INFINITY;
    this.right = this.bottom = Number.NEGATIVE_INFINITY;
    if (all) return ALL;
    if (right <= left || bottom <= top) return NONE;
    // A region covering most of the canvas is cheaper as a plain full draw (no scissor state).
    if ((right - left) * (bottom - top) >= 0.8 * width * height) return ALL;
    return { kind: 'area', rect: { x: left, y: top, width: right - left, height: bottom - top } };
  }
}
