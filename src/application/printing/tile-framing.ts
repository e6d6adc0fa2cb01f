import { makeObservableByKind } from '../observable-by-kind';
import {
  cappedScale,
  DEFAULT_MAX_SCALE,
  minimumResolution,
  MIN_SCALE,
  printWellScale,
  scaleToZoom,
  stepZoom,
  wellPrintedScaleLimit,
  wheelScale,
  zoomCap,
  zoomToScale,
} from '../../domain/imaging';
import { panCropByScreen, zoomCropAt, type CropFocus } from '../../domain/imaging/render-geometry';
import { effectiveOrientation, frameAspect } from '../../domain/printing/print-product';
import { filledSplitPicture, pannedSplitPicture, zoomedSplitPicture } from '../../domain/printing/split-picture';
import { filledTile, fittedTile, rotatedTile } from '../../domain/printing/tile-fit';
import { tileCrop, tileImageSize, withCropOrigin, type Tile } from '../../domain/project';
import { type ImageRect, type Scale, type Zoom } from '../../domain/units';
import type { ActiveProjectHost } from './active-project-host';
import type { TileGestures } from './tile-gestures';

/** How far one move button press moves the photo: a tenth of the frame. */
const NUDGE_PERCENT = 10;

/**
 * How a photo sits in its frame: pan, zoom (slider, steps, wheel, pinch) and the readings the
 * slider and the canvas need. A (non-split) tile's pans and zooms go into the open gesture on it
 * (see TileGestures); a split project's whole picture is changed directly.
 */
export class TileFraming {
  constructor(
    private readonly gestures: TileGestures,
    private readonly host: ActiveProjectHost,
  ) {
    makeObservableByKind(this, {
      action: [
        'panTileByScreen',
        'nudgeTile',
        'setTileZoom',
        'stepTileZoom',
        'wheelZoomTile',
        'zoomTileAt',
        'zoomToPrintWell',
        'fillTile',
        'fitTile',
        'rotateTile',
      ],
    });
  }

  /**
   * Issue 28: where each crop that zooming changes stops printing well (SPEC §5, from the stored
   * original's pixels): the tile's own crop, or every piece of a split (they zoom together).
   */
  private wellPrintedLimits(tileId: string, committed = false): number[] {
    const project = this.host.active();
    const product = this.host.product();
    const one = committed ? project.tiles.find((t) => t.id === tileId) : this.liveTile(tileId);
    const tiles = project.isSplit ? project.tiles : [one].filter((t): t is Tile => t !== undefined);
    return tiles.map((t) => {
      const orientation = effectiveOrientation(product, t.orientation) === undefined ? undefined : t.orientation;
      const crop = this.cropOf(t);
      const scale = project.isSplit ? (project.scale ?? MIN_SCALE) : t.scale;
      return wellPrintedScaleLimit(crop, scale, minimumResolution(product, orientation), project.isSplit);
    });
  }

  /** The highest zoom (scale) a tile may reach: where its crop, or a split's smallest piece, would fall below minInputPpi. */
  zoomCapOf(tileId: string): Scale {
    return zoomCap(this.wellPrintedLimits(tileId));
  }

  /**
   * The zoom cap as a slider position, from the project's tiles (a gesture's frames do not notify it:
   * the cap depends on the photo, product and orientation, not on the pan or zoom). 'Zoom in' stops there.
   */
  committedZoomCapOf(tileId: string): Zoom {
    return scaleToZoom(zoomCap(this.wellPrintedLimits(tileId, true)), DEFAULT_MAX_SCALE);
  }

  /** The Low Resolution modal's fix: the scale of the largest crop that prints well, or null when only another photo helps. */
  printWellScaleOf(tileId: string): Scale | null {
    return printWellScale(this.scaleOf(tileId), this.wellPrintedLimits(tileId));
  }

  /** Zooms a tile out (around the crop's centre) to the largest crop that prints well, when there is one. */
  zoomToPrintWell(tileId: string): void {
    const scale = this.printWellScaleOf(tileId);
    if (scale === null) return;
    this.zoomTileAt(tileId, scale, { fx: 0.5, fy: 0.5 });
    this.gestures.commit();
  }

  /** A tile's crop rectangle in image pixels. */
  cropOf(tile: Tile): ImageRect {
    return tileCrop(tile, frameAspect(this.host.product(), tile.orientation));
  }

  /** The zoom slider position (0..1) of a tile; split tiles share the picture's. */
  zoomOf(tileId: string): Zoom {
    return scaleToZoom(this.scaleOf(tileId), DEFAULT_MAX_SCALE);
  }

  /**
   * The zoom slider position as the project has it: a pan or zoom gesture under way shows once it
   * ends. What the slider and the live region follow, so a gesture's frames notify neither.
   */
  committedZoomOf(tileId: string): Zoom {
    const project = this.host.active();
    const scale = project.isSplit ? project.scale : project.tiles.find((t) => t.id === tileId)?.scale;
    return scaleToZoom(scale ?? MIN_SCALE, DEFAULT_MAX_SCALE);
  }

  /** A tile's scale (>= 1) as it is now, a gesture under way included; split tiles share the picture's. */
  scaleOf(tileId: string): Scale {
    const project = this.host.active();
    if (project.isSplit) return project.scale ?? MIN_SCALE;
    return this.liveTile(tileId)?.scale ?? MIN_SCALE;
  }

  /** A tile of the active project as it is now: the gesture's tile while one is under way on it. */
  liveTile(tileId: string): Tile | undefined {
    return this.gestures.liveTile(tileId) ?? this.host.active().tiles.find((t) => t.id === tileId);
  }

  /**
   * Drags the photo of a tile by (dx, dy) screen pixels over a photo area of the given size; the
   * crop stays inside the image. In a split project the whole picture moves.
   */
  panTileByScreen(tileId: string, dx: number, dy: number, areaWidth: number, areaHeight: number): void {
    if (dx === 0 && dy === 0) return;
    const project = this.host.active();
    const tile = project.isSplit ? project.tiles.find((t) => t.id === tileId) : this.liveTile(tileId);
    if (!tile) return;
    if (project.isSplit) {
      this.gestures.commit();
      const next = pannedSplitPicture(this.host.active(), this.host.product(), tile, dx, dy, areaWidth, areaHeight);
      if (next) this.host.replaceActive(next);
      return;
    }
    const origin = panCropByScreen(this.cropOf(tile), tileImageSize(tile), dx, dy, areaWidth, areaHeight);
    // At the image's edge the crop does not move: no new project, nothing recomputed or redrawn.
    if (origin.x === tile.cropTopLeftX && origin.y === tile.cropTopLeftY) return;
    this.changeTile(tile, withCropOrigin(tile, origin));
  }

  /**
   * The move buttons (WCAG 2.5.7, moving without dragging): the photo moves a tenth of its frame in a
   * direction, as one whole step, like an arrow key on the canvas.
   */
  nudgeTile(tileId: string, dx: -1 | 0 | 1, dy: -1 | 0 | 1): void {
    this.panTileByScreen(tileId, dx * NUDGE_PERCENT, dy * NUDGE_PERCENT, 100, 100);
    this.gestures.commit();
  }

  /** Sets a tile's zoom slider (0..1, clamped); zooming keeps the crop's centre. */
  setTileZoom(tileId: string, zoom: number): void {
    this.zoomTileAt(tileId, zoomToScale(zoom as Zoom, DEFAULT_MAX_SCALE), { fx: 0.5, fy: 0.5 });
  }

  /** The slider's edge buttons: one 5 % step in (+1) or out (-1), onto the step grid. */
  stepTileZoom(tileId: string, direction: 1 | -1): void {
    this.setTileZoom(tileId, stepZoom(this.zoomOf(tileId), direction));
  }

  /** Wheel zoom around the point under the pointer (scrolling up zooms in); `pinch`: a trackpad pinch (ctrl + wheel). */
  wheelZoomTile(tileId: string, deltaY: number, focus: CropFocus, pinch = false): void {
    this.zoomTileAt(tileId, wheelScale(this.scaleOf(tileId), deltaY, pinch, DEFAULT_MAX_SCALE), focus);
  }

  /** Fill (issue 31 item 6): the photo fills its frame whole again, zoomed out and centred; a split's whole picture. */
  fillTile(tileId: string): void {
    this.gestures.commit();
    const project = this.host.active();
    if (project.isSplit) {
      const next = filledSplitPicture(project, this.host.product());
      if (next) this.host.replaceActive(next);
      return;
    }
    this.reframe(tileId, filledTile);
  }

  /**
   * Fit (issue 31 item 6): the frame turns to the photo's orientation where the product turns, then
   * the photo fills it. A split's frames share one orientation chosen with the split: Fit fills it.
   */
  fitTile(tileId: string): void {
    if (this.host.active().isSplit) this.fillTile(tileId);
    else this.reframe(tileId, fittedTile);
  }

  /**
   * Rotate 90° (issue 31 item 6): the photo turns a quarter clockwise in its frame. A split's pieces
   * are cut from one photo in a grid chosen with the split, so a split does not rotate.
   */
  rotateTile(tileId: string): void {
    if (!this.host.active().isSplit) this.reframe(tileId, rotatedTile);
  }

  /** Replaces a (non-split) tile by `change` of it, unless that changes nothing. */
  private reframe(tileId: string, change: (tile: Tile, product: ReturnType<ActiveProjectHost['product']>) => Tile): void {
    this.gestures.commit();
    const tile = this.host.active().tiles.find((t) => t.id === tileId);
    if (!tile) return;
    const next = change(tile, this.host.product());
    const same =
      next.rotation === tile.rotation &&
      next.scale === tile.scale &&
      next.orientation === tile.orientation &&
      next.cropTopLeftX === tile.cropTopLeftX &&
      next.cropTopLeftY === tile.cropTopLeftY;
    if (!same) this.host.updateTile(tileId, () => next);
  }

  /** Sets a tile's scale (>= 1) keeping the image point at `focus` in place (pinch, wheel). */
  zoomTileAt(tileId: string, scale: Scale, focus: CropFocus): void {
    const project = this.host.active();
    const tile = project.isSplit ? project.tiles.find((t) => t.id === tileId) : this.liveTile(tileId);
    if (!tile) return;
    const requested = Math.min(DEFAULT_MAX_SCALE, Math.max(MIN_SCALE, scale)) as Scale;
    // Issue 28: zoom stops where the crop would fall below minInputPpi (a photo past it may zoom out).
    const s = cappedScale(requested, this.scaleOf(tile.id), this.zoomCapOf(tile.id));
    if (project.isSplit) {
      this.gestures.commit();
      if (s === (project.scale ?? MIN_SCALE)) return;
      const next = zoomedSplitPicture(this.host.active(), this.host.product(), tile, s, focus);
      if (next) this.host.replaceActive(next);
      return;
    }
    if (s === tile.scale) return;
    const aspect = frameAspect(this.host.product(), tile.orientation);
    const crop = zoomCropAt(this.cropOf(tile), tileImageSize(tile), aspect, s, focus);
    this.changeTile(tile, { ...withCropOrigin(tile, crop), scale: s });
  }

  /** A pan or zoom of a (non-split) tile: into the open gesture on it, else straight into the project. */
  private changeTile(before: Tile, next: Tile): void {
    if (this.gestures.hold(before.id, next)) return;
    this.gestures.commit();
    this.host.updateTile(before.id, () => next);
  }
}
