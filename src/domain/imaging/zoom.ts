import type { Scale, Zoom } from '../units';

/** The smallest image scale: the photo always fills the frame. */
export const MIN_SCALE = 1 as Scale;
/**
 * The scale reached at the slider's right end. The spec gives no maximum; 4x is where
 * a typical phone photo still prints acceptably on an 8-inch tile, so we stop there by default.
 */
export const DEFAULT_MAX_SCALE = 4 as Scale;
/** How far the slider's edge (- / +) buttons move it: 5 % (issue 31 item 6; 10 % was too coarse to frame a face). */
export const ZOOM_STEP = 0.05;
/** A mouse wheel notch in pixels (deltaMode 0; line deltas are converted to 40 px each by the view). */
export const WHEEL_NOTCH_PX = 100;
/**
 * A trackpad pinch arrives as ctrl + wheel with small deltas; the scale changes by e^(-deltaY / this),
 * so the picture follows the fingers' spread as closely as a touch pinch does.
 */
export const TRACKPAD_PINCH_PX_PER_E = 100;

// Removes binary noise so that ten 0.1 steps land exactly on 1.
const tidy = (value: number): number => Math.round(value * 1e9) / 1e9;

/** Clamps any number to a valid zoom (0..1); NaN becomes 0. */
export const clampZoom = (value: number): Zoom => (Number.isNaN(value) ? 0 : Math.min(1, Math.max(0, value))) as Zoom;

/** Clamps any number to a valid scale (>= 1, at most `maxScale`). */
export const clampScale = (value: number, maxScale: Scale = DEFAULT_MAX_SCALE): Scale =>
  (Number.isNaN(value) ? MIN_SCALE : Math.min(Math.max(MIN_SCALE, maxScale), Math.max(MIN_SCALE, value))) as Scale;

/**
 * Moves the slider one edge-button step up (+1) or down (-1) onto the 5 % grid, clamped to 0..1: from
 * a zoom between steps (after a wheel or pinch) the next press lands on the next grid mark, so the
 * buttons always read 5, 10, 15 %.
 */
export const stepZoom = (zoom: Zoom, direction: 1 | -1): Zoom => {
  const steps = tidy(zoom / ZOOM_STEP);
  const next = direction === 1 ? Math.floor(steps) + 1 : Math.ceil(steps) - 1;
  return clampZoom(tidy(next * ZOOM_STEP));
};

/**
 * The scale a wheel movement reaches (issue 31 item 6): smooth and multiplicative, so the picture grows
 * by the same ratio per notch at any zoom; one mouse notch at 1x moves the slider one button step (5 %).
 * Scrolling up (negative deltaY) zooms in. `pinch`: a trackpad pinch (ctrl + wheel), e^(-deltaY / 100).
 */
export const wheelScale = (scale: Scale, deltaY: number, pinch = false, maxScale: Scale = DEFAULT_MAX_SCALE): Scale => {
  const notchFactor = 1 + ZOOM_STEP * (maxScale - MIN_SCALE);
  const perPx = pinch ? 1 / TRACKPAD_PINCH_PX_PER_E : Math.log(notchFactor) / WHEEL_NOTCH_PX;
  return clampScale(tidy(scale * Math.exp(-deltaY * perPx)), maxScale);
};

/** Maps the slider (0..1) linearly onto scale 1..maxScale. */
export const zoomToScale = (zoom: Zoom, maxScale: Scale = DEFAULT_MAX_SCALE): Scale => clampScale(1 + clampZoom(zoom) * (maxScale - 1), maxScale);

/** Maps a scale back onto the slider; the inverse of `zoomToScale`. */
export const scaleToZoom = (scale: Scale, maxScale: Scale = DEFAULT_MAX_SCALE): Zoom =>
  maxScale <= MIN_SCALE ? clampZoom(0) : clampZoom((clampScale(scale, maxScale) - 1) / (maxScale - 1));
