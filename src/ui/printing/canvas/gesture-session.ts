import type { TileBitmap } from '../../../application/ports/tile-image-loader';
import type { RenderTile } from '../../../application/printing/render-model';
import { GestureSettle, WHEEL_SETTLE_MS, type SettleClock } from './gesture-settle';

/**
 * A step of a continuous gesture on one photo (a drag's or a pinch's move, a wheel or trackpad-pinch
 * step): its crop change is shown by the gesture layer while the gesture lasts (see PrintCanvas.handleInput).
 */
export type GestureInput = 'drag' | 'wheel';

/** What the session asks of the gesture layer (GestureLayer; a test's fake). */
export interface GestureSurface {
  paint(tile: RenderTile, bitmap: TileBitmap, ratio: number): boolean;
  hide(): void;
  hideAfterDraw(): void;
}

/**
 * The gesture under way on the gesture layer: which frame it shows (as it shows it: on the WebGL
 * canvas that photo stays behind until the gesture ends), the bitmap it cuts, and the wheel's settle.
 * PrintCanvas asks it to paint a gesture step, and ends it with the WebGL draw that catches up.
 */
export class GestureSession {
  private shown: RenderTile | null = null;
  /** The bitmap the layer cuts (`shown`'s, looked up once per gesture). */
  private bitmap: TileBitmap | null = null;
  private readonly settle: GestureSettle;

  /** `onSettle` runs once a wheel gesture rests (the WebGL canvas should catch up). */
  constructor(
    private readonly layer: GestureSurface,
    private readonly bitmapFor: (key: string) => TileBitmap | null,
    onSettle: () => void,
    clock?: SettleClock,
  ) {
    this.settle = new GestureSettle(
      () => {
        if (this.shown !== null) onSettle();
      },
      WHEEL_SETTLE_MS,
      clock,
    );
  }

  /** The frame the layer shows while a gesture lasts (null: none; the WebGL canvas shows everything). */
  get tile(): RenderTile | null {
    return this.shown;
  }

  /**
   * Shows a gesture step's crop change of `tile` on the layer instead of the WebGL canvas. Only a
   * step of the frame the layer already shows, if any; false, having shown nothing, otherwise (no
   * picture, no bitmap, no 2D canvas). The caller checked that nothing else changed.
   */
  paintStep(tile: RenderTile, gesture: GestureInput, ratio: number): boolean {
    const image = tile.image;
    if (image === null) return false;
    const shown = this.shown;
    if (shown !== null && shown.key !== tile.key) return false;
    if (shown === null || shown.image?.key !== image.key) this.bitmap = this.bitmapFor(image.key);
    const bitmap = this.bitmap;
    if (bitmap === null || !this.layer.paint(tile, bitmap, ratio)) return false;
    this.shown = tile;
    if (gesture === 'wheel') this.settle.step();
    return true;
  }

  /**
   * The gesture is over (if there was one): the WebGL draw under way paints its photo. The layer goes at once when that draw repaints `everything` (it may have moved
   * the photo and lands in this frame), otherwise at the next frame, which presents that draw.
   */
  end(everything: boolean): void {
    if (!this.forget()) return;
    if (everything) this.layer.hide();
    else this.layer.hideAfterDraw();
  }

  /** The WebGL canvas is repainted whole (a context restored, or it goes): the layer goes at once. */
  drop(): void {
    this.forget();
    this.layer.hide();
  }

  /** Forgets the gesture; whether there was one. */
  private forget(): boolean {
    const had = this.shown !== null;
    this.shown = null;
    this.bitmap = null;
    this.settle.cancel();
    return had;
  }
}
