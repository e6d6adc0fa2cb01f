/**
 * Issue 31 item 6: a photo turned inside its frame in quarter turns, clockwise. A rotated tile's crop,
 * zoom and pan live in the turned photo's pixels (its width and height swap at 90° and 270°); the
 * renderers turn the photo first and then crop it (sharp: `.rotate(deg)` before `.extract`), or,
 * where they can only cut the stored photo (a canvas texture), cut `unrotatedRect` and turn the cut.
 */

/** A clockwise turn of the photo in degrees. */
export type QuarterTurn = 0 | 90 | 180 | 270;

export const QUARTER_TURNS: readonly QuarterTurn[] = [0, 90, 180, 270];

/** A stored or sent rotation: 90, 180 or 270; anything else (an old project has none) is 0. */
export const quarterTurnOf = (value: unknown): QuarterTurn => (value === 90 || value === 180 || value === 270 ? value : 0);

/** What Rotate 90° turns a photo to: a further quarter turn clockwise. */
export const nextQuarterTurn = (turn: QuarterTurn): QuarterTurn => quarterTurnOf((turn + 90) % 360);

/** Whether a turn swaps the photo's width and height. */
export const swapsSides = (turn: QuarterTurn): boolean => turn === 90 || turn === 270;

/** The size of a photo of `size` turned by `turn`. */
export const rotatedSize = <S extends { readonly width: number; readonly height: number }>(size: S, turn: QuarterTurn): S =>
  swapsSides(turn) ? { ...size, width: size.height, height: size.width } : size;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A rectangle of the turned photo as a rectangle of the photo as stored (`size`: its stored size):
 * the part to cut before turning it by `turn` gives exactly `rect`.
 */
export const unrotatedRect = (rect: Box, size: { readonly width: number; readonly height: number }, turn: QuarterTurn): Box => {
  const { x, y, width: w, height: h } = rect;
  if (turn === 90) return { x: y, y: size.height - (x + w), width: h, height: w };
  if (turn === 180) return { x: size.width - (x + w), y: size.height - (y + h), width: w, height: h };
  if (turn === 270) return { x: size.width - (y + h), y: x, width: h, height: w };
  return { x, y, width: w, height: h };
};

/** Where a point of a photo of `size` lands when the photo turns a further quarter clockwise. */
export const quarterTurnedPoint = (point: { readonly x: number; readonly y: number }, size: { readonly height: number }): { x: number; y: number } => ({
  x: size.height - point.y,
  y: point.x,
});
