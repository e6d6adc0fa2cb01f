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
  /** The frame the layer shows (null: the layer is hidden). */
  private shown: RenderTile | null = null;
  /** Whether the WebGL canvas is behind the layer (a step was painted), or shows what it shows (prepared). */
  private behind = false;
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
        if (this.behind) onSettle();
      },
      WHEEL_SETTLE_MS,
      clock,
    );
  }

  /** The frame whose photo the WebGL canvas shows behind the layer's (null: none; it shows everything). */
  get tile(): RenderTile | null {
    return this.behind ? this.shown : null;
  }

  /**
   * A drag may start on `tile` (a pointer down on its photo, the WebGL canvas drawn): the layer shows
   * the photo now, as the canvas does, so the first move only paints a step (its bitmap looked up,
   * the layer placed and on screen). Not while a gesture lasts; false when it cannot.
   */
  prepare(tile: RenderTile, ratio: number): boolean {
    if (this.shown !== null) return false;
    const image = tile.image;
    const bitmap = image === null ? null : this.bitmapFor(image.key);
    if (bitmap === null || !this.layer.paint(tile, bitmap, ratio)) return false;
    this.shown = tile;
    this.bitmap = bitmap;
    this.behind = false;
    return true;
  }

  /** Another input came before any step (a pointer up, a key): a prepared layer goes, the canvas shows the same. */
  unprepare(): void {
    if (this.shown === null || this.behind) return;
    this.forget();
    this.layer.hide();
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
    this.behind = true;
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
    this.behind = false;
    this.bitmap = null;
    this.settle.cancel();
    return had;
  }
}
