import type { TileBitmap } from '../../../application/ports/tile-image-loader';
import type { RenderTile, ScreenRect } from '../../../application/printing/render-model';
import { cropRect, cssColor, gesturePlacement, turnedDraw } from './gesture-geometry';

/**
 * The gesture layer: a small 2D canvas over one photo window that shows the photo while the shopper
 * pans or zooms it, so the WebGL canvas is not redrawn in every gesture frame. Why: its drawing
 * buffer is preserved (the partial repaints rely on it), so each WebGL draw costs the compositor a
 * copy of the whole canvas — most of a gesture frame's main-thread time with software WebGL. This
 * canvas is the size of the photo window alone.
 *
 * It paints what a WebGL crop repaint paints (CropRepaint, CropBlit): the colour under the photo over
 * its whole box, then the photo's cut of the same bitmap the texture was made from (grayscale prints
 * are grayscale bitmaps already), turned as the sprite. It lies right after the canvas's host, in
 * the stage that holds the host at its corner (as the first draw and the first-tile previews, which
 * lie over the host in the same CSS pixels), so it stays above the canvas and under what the stage
 * puts over it, and it is no canvas of the host's. Its backing store is the device pixels of the
 * WebGL scissor box, so each of its pixels lies on a pixel of the canvas. No pointer events, hidden
 * from assistive technology.
 */
export class GestureLayer {
  private element: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  /** The photo window and pixel ratio the element is placed for. */
  private placedFor: { rect: ScreenRect; ratio: number } | null = null;
  private placement: ReturnType<typeof gesturePlacement> | null = null;
  private underColor = -1;
  private underCss = '';
  private hideRequest = 0;
  private visible = false;

  constructor(private readonly host: HTMLElement) {}

  /** Whether it is on screen. */
  get shown(): boolean {
    return this.visible;
  }

  /** The element and its 2D context, made once (hidden until a gesture paints). Null without 2D canvas. */
  private surface(): CanvasRenderingContext2D | null {
    if (this.context) return this.context;
    const element = document.createElement('canvas');
    const context = element.getContext('2d', { alpha: false });
    if (!context) return null;
    element.setAttribute('aria-hidden', 'true');
    element.dataset.testid = 'gesture-layer';
    const style = element.style;
    style.position = 'absolute';
    style.left = '0';
    style.top = '0';
    style.pointerEvents = 'none';
    // Hidden by visibility, not display: showing it again (a wheel's first step) then changes no
    // layout, so that step's frame pays for no layout pass (it lies absolute over the canvas either way).
    style.visibility = 'hidden';
    this.host.after(element);
    this.element = element;
    this.context = context;
    return context;
  }

  /** Makes the element and its context now (an idle moment), so the first gesture frame does not. */
  prepare(): void {
    this.surface();
  }

  /**
   * Shows one gesture step of `tile`'s photo (its crop of `bitmap`) at device pixel ratio `ratio`.
   * False, having shown nothing, when it cannot (no 2D canvas, no picture).
   */
  paint(tile: RenderTile, bitmap: TileBitmap, ratio: number): boolean {
    const image = tile.image;
    const ctx = this.surface();
    const element = this.element;
    if (!image || !ctx || !element) return false;
    this.cancelHide();
    const placed = this.placedFor;
    if (!placed || placed.ratio !== ratio || !sameRect(placed.rect, tile.photo)) {
      const p = gesturePlacement(tile.photo, ratio);
      // Resizing the backing store clears it and resets the context's state: only when the window changed.
      element.width = Math.max(1, p.box.width);
      element.height = Math.max(1, p.box.height);
      const style = element.style;
      style.width = `${p.box.width / ratio}px`;
      style.height = `${p.box.height / ratio}px`;
      style.transform = `translate(${p.box.x / ratio}px, ${p.box.y / ratio}px)`;
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = 'medium';
      this.placedFor = { rect: tile.photo, ratio };
      this.placement = p;
      this.underColor = -1;
    }
    const p = this.placement as ReturnType<typeof gesturePlacement>;
    const under = tile.mat ?? tile.frameColor;
    if (under !== this.underColor) {
      this.underColor = under;
      this.underCss = cssColor(under);
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = this.underCss;
    ctx.fillRect(0, 0, p.box.width, p.box.height);
    const source = cropRect(image, { x: 0, y: 0, width: bitmap.width, height: bitmap.height });
    const d = turnedDraw(p.photo, image.rotation);
    const c = p.covered;
    ctx.save();
    try {
      ctx.beginPath();
      ctx.rect(c.x, c.y, c.width, c.height);
      ctx.clip();
      ctx.translate(d.centreX, d.centreY);
      if (d.radians !== 0) ctx.rotate(d.radians);
      ctx.drawImage(bitmap as unknown as ImageBitmap, source.x, source.y, source.width, source.height, -d.width / 2, -d.height / 2, d.width, d.height);
    } catch {
      // A bitmap closed under us (its picture let go): the WebGL canvas draws this step instead.
      this.hide();
      return false;
    } finally {
      ctx.restore();
    }
    if (!this.visible) {
      this.visible = true;
      element.style.visibility = 'visible';
    }
    return true;
  }

  /**
   * Hides it once the WebGL draw made just now is on screen: at the next animation frame, whose
   * rendering presents that draw in the same update as the hidden layer (they show the same pixels).
   */
  hideAfterDraw(): void {
    if (!this.visible || this.hideRequest !== 0) return;
    this.hideRequest = requestAnimationFrame(() => {
      this.hideRequest = 0;
      this.hide();
    });
  }

  /** Hides it now (the WebGL canvas is repainted whole, or goes). */
  hide(): void {
    this.cancelHide();
    if (!this.visible) return;
    this.visible = false;
    if (this.element) this.element.style.visibility = 'hidden';
  }

  private cancelHide(): void {
    if (this.hideRequest === 0) return;
    cancelAnimationFrame(this.hideRequest);
    this.hideRequest = 0;
  }

  destroy(): void {
    this.cancelHide();
    this.visible = false;
    this.element?.remove();
    this.element = null;
    this.context = null;
    this.placedFor = null;
    this.placement = null;
  }
}

const sameRect = (a: ScreenRect, b: ScreenRect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
