import type { ImageSize, Scale } from '../units';
import { DEFAULT_MAX_SCALE, MIN_SCALE } from './zoom';

/**
 * Issue 28 item 2: how far a photo may be zoomed before its crop falls below the product's minimum
 * resolution (SPEC §5: output width or height below minInputPpi x printed inches, rounded). A crop
 * that measures `crop` image pixels at `scale` measures crop x scale / s at scale s (zooming divides
 * the crop), and SPEC §5 rounds the output, so it prints well while crop x scale / s ≥ minimum - ½.
 */

// A hair under the exact bound: the division back (crop x scale / s) must not round below the minimum.
const BELOW_BOUND = 1 - 1e-9;

/**
 * The largest scale at which a crop that is `crop` at `scale` still meets `minimum` (0 when it cannot
 * meet a minimum at any scale). Not clamped: below 1 means low resolution even fully zoomed out.
 * `wholePixelEdges`: the crop's edges are rounded to whole pixels after zooming (a split's pieces),
 * which can take up to one pixel off, so it must stay at minimum + ½ before rounding instead of - ½.
 */
export const wellPrintedScaleLimit = (crop: ImageSize, scale: Scale, minimum: ImageSize, wholePixelEdges = false): number => {
  const slack = wholePixelEdges ? 0.5 : -0.5;
  const byWidth = (crop.width * scale) / Math.max(minimum.width + slack, Number.MIN_VALUE);
  const byHeight = (crop.height * scale) / Math.max(minimum.height + slack, Number.MIN_VALUE);
  return Math.min(byWidth, byHeight) * BELOW_BOUND;
};

/**
 * The zoom cap of a tile (or of a split's whole picture): the smallest limit of its crops (every
 * piece of a split must print well), at most the slider's end, at least 1 (a photo too small at
 * every zoom can still be shown whole; its warning stays).
 */
export const zoomCap = (limits: readonly number[], maxScale: Scale = DEFAULT_MAX_SCALE): Scale => Math.max(MIN_SCALE, Math.min(maxScale, ...limits)) as Scale;

/**
 * The scale a zoom request lands on: capped where the photo stops printing well, except that a photo
 * already past the cap (zoomed before the cap, a product or orientation changed) may still zoom out.
 */
export const cappedScale = (requested: Scale, current: Scale, cap: Scale): Scale =>
  requested <= cap || requested < current ? requested : (Math.max(cap, current) as Scale);

/**
 * The Low Resolution modal's fix (issue 28): the scale of the largest crop that prints well, when
 * zooming out gets there (the photo is zoomed past its cap); null when even the whole photo is too
 * small, so only another photo helps.
 */
export const printWellScale = (current: Scale, limits: readonly number[]): Scale | null => {
  const limit = Math.min(...limits);
  if (limit < MIN_SCALE || current <= limit) return null;
  return Math.max(MIN_SCALE, limit) as Scale;
};
