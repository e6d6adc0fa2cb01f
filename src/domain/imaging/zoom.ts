import type { Scale, Zoom } from '../units';

/** The smallest image scale: the photo always fills the frame. */
export const MIN_SCALE = 1 as Scale;
/**
 * The scale reached at the slider's right end. The spec gives no maximum; 4x is where
 * a typical phone photo still prints acceptably on an 8-inch tile, so we stop there by default.
 */
export const DEFAULT_MAX_SCALE = 4 as Scale;
/** How far the slider's edge (- / +) buttons move it. */
export const ZOOM_STEP = 0.1;
/** Zoom change per wheel pixel (a full wheel notch of 100 px = one edge-button step). */
export const WHEEL_ZOOM_PER_PX = 0.001;

// Removes binary noise so that ten 0.1 steps land exactly on 1.
const tidy = (value: number): number => Math.round(value * 1e9) / 1e9;

/** Clamps any number to a valid zoom (0..1); NaN becomes 0. */
export const clampZoom = (value: number): Zoom =>
  (Number.isNaN(value) ? 0 : Math.min(1, Math.max(0, value))) as Zoom;

/** Clamps any number to a valid scale (>= 1, at most `maxScale`). */
export const clampScale = (value: number, maxScale: Scale = DEFAULT_MAX_SCALE): Scale =>
  (Number.isNaN(value) ? MIN_SCALE : Math.min(Math.max(MIN_SCALE, maxScale), Math.max(MIN_SCALE, value))) as Scale;

/** Moves the slider one edge-button step up (+1) or down (-1), clamped to 0..1. */
export const stepZoom = (zoom: Zoom, direction: 1 | -1): Zoom => clampZoom(tidy(zoom + direction * ZOOM_STEP));

/** Applies a wheel movement: scrolling up (negative deltaY) zooms in. */
export const zoomFromWheel = (zoom: Zoom, deltaY: number): Zoom => clampZoom(tidy(zoom - deltaY * WHEEL_ZOOM_PER_PX));

/** Maps the slider (0..1) linearly onto scale 1..maxScale. */
export const zoomToScale = (zoom: Zoom, maxScale: Scale = DEFAULT_MAX_SCALE): Scale =>
  clampScale(1 + clampZoom(zoom) * (maxScale - 1), maxScale);

/** Maps a scale back onto the slider; the inverse of `zoomToScale`. */
export const scaleToZoom = (scale: Scale, maxScale: Scale = DEFAULT_MAX_SCALE): Zoom =>
  maxScale <= MIN_SCALE ? clampZoom(0) : clampZoom((clampScale(scale, maxScale) - 1) / (maxScale - 1));
