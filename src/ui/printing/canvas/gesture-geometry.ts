import type { RenderImage, ScreenRect } from '../../../application/printing/render-model';

/**
 * The part of a picture a frame shows, in the pixels of `area` (the picture's place in its texture,
 * or the whole bitmap): the crop's fractions, kept inside the area and at least 1 px. The WebGL
 * photo (FrameNode) and the gesture layer cut the same rectangle from the same pixels.
 */
export const cropRect = (image: Pick<RenderImage, 'u0' | 'v0' | 'u1' | 'v1'>, area: ScreenRect): ScreenRect => {
  const w = area.width;
  const h = area.height;
  const x = area.x + Math.max(0, Math.min(w, image.u0 * w));
  const y = area.y + Math.max(0, Math.min(h, image.v0 * h));
  return {
    x,
    y,
    width: Math.max(1, Math.min(area.x + w - x, (image.u1 - image.u0) * w)),
    height: Math.max(1, Math.min(area.y + h - y, (image.v1 - image.v0) * h)),
  };
};

/** Where the gesture layer lies and what it paints, in device pixels. */
export interface GesturePlacement {
  /** Its box from the canvas's top-left corner: whole device pixels, the scissor box of a WebGL crop repaint. */
  readonly box: ScreenRect;
  /** The photo's rectangle in the box (fractional, as the WebGL quad). */
  readonly photo: ScreenRect;
  /**
   * The whole pixels of the box the photo covers: those whose centre lies inside it, the pixels WebGL
   * fills with the quad. The rest of the box keeps the colour under the photo.
   */
  readonly covered: ScreenRect;
}

/** The device-pixel placement of a photo window (CSS px) at a device pixel ratio. */
export const gesturePlacement = (photo: ScreenRect, ratio: number): GesturePlacement => {
  const x0 = photo.x * ratio;
  const y0 = photo.y * ratio;
  const x1 = (photo.x + photo.width) * ratio;
  const y1 = (photo.y + photo.height) * ratio;
  const left = Math.floor(x0);
  const top = Math.floor(y0);
  const right = Math.ceil(x1);
  const bottom = Math.ceil(y1);
  // A pixel [i, i + 1) is filled when its centre i + 0.5 lies in [x0, x1).
  const coveredLeft = Math.ceil(x0 - 0.5);
  const coveredTop = Math.ceil(y0 - 0.5);
  return {
    box: { x: left, y: top, width: right - left, height: bottom - top },
    photo: { x: x0 - left, y: y0 - top, width: x1 - x0, height: y1 - y0 },
    covered: {
      x: coveredLeft - left,
      y: coveredTop - top,
      width: Math.max(0, Math.ceil(x1 - 0.5) - coveredLeft),
      height: Math.max(0, Math.ceil(y1 - 0.5) - coveredTop),
    },
  };
};

/**
 * How a photo's unturned cut is drawn into its rectangle, turned clockwise by `turn` degrees (as
 * placeTurned places the WebGL sprite): about the rectangle's centre, the cut's box taking the
 * rectangle's sides swapped at 90° and 270°. Drawn as `translate(centreX, centreY)`, `rotate(radians)`,
 * then the cut into (-width / 2, -height / 2, width, height).
 */
export interface TurnedDraw {
  readonly centreX: number;
  readonly centreY: number;
  readonly radians: number;
  readonly width: number;
  readonly height: number;
}

export const turnedDraw = (r: ScreenRect, turn: number): TurnedDraw => {
  const sideways = turn === 90 || turn === 270;
  return {
    centreX: r.x + r.width / 2,
    centreY: r.y + r.height / 2,
    radians: (turn * Math.PI) / 180,
    width: sideways ? r.height : r.width,
    height: sideways ? r.width : r.height,
  };
};

/** A 0xRRGGBB colour as CSS (#rrggbb). */
export const cssColor = (rgb: number): string => `#${(rgb & 0xffffff).toString(16).padStart(6, '0')}`;
