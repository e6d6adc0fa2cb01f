import { left, right, type Either } from 'fp-ts/Either';
import type { PrintSpec, Orientation } from '../catalog';
import type { DomainError } from '../errors';
import { imagePx, type ImageSize, type Inches } from '../units';

/** Which side(s) of a photo fall short of the minimum resolution. */
export type LowResolutionAxis = 'width' | 'height' | 'both';

/** The low-resolution warning: the banner and the 'Low Resolution' modal show `message`. */
export interface LowResolution extends DomainError<'imaging/low-resolution'> {
  readonly axis: LowResolutionAxis;
  readonly actual: ImageSize;
  readonly minimum: ImageSize;
}

/** The 'Low Resolution' modal's title and button. */
export const LOW_RESOLUTION_MODAL = { title: 'Low Resolution', button: 'Got it!' } as const;

/**
 * The printed inches for an orientation: Landscape puts the longer side across, Portrait
 * puts it down; without an orientation the product's own width and height are used.
 */
export const printedInches = (spec: PrintSpec, orientation?: Orientation): { readonly width: Inches; readonly height: Inches } => {
  if (orientation === undefined) return { width: spec.widthInches, height: spec.heightInches };
  const long = Math.max(spec.widthInches, spec.heightInches) as Inches;
  const short = Math.min(spec.widthInches, spec.heightInches) as Inches;
  return orientation === 'Landscape' ? { width: long, height: short } : { width: short, height: long };
};

/** The minimum output size in pixels: minInputPpi x printed inches, rounded. */
export const minimumResolution = (spec: PrintSpec, orientation?: Orientation): ImageSize => {
  const printed = printedInches(spec, orientation);
  return {
    width: imagePx(Math.round(spec.minInputPpi * printed.width)),
    height: imagePx(Math.round(spec.minInputPpi * printed.height)),
  };
};

/** The warning text of SPEC §5, for a photo or ('The edited photo') an edited one. */
export const lowResolutionMessage = (axis: LowResolutionAxis, actual: ImageSize, minimum: ImageSize, edited: boolean): string => {
  const subject = edited ? 'The edited photo' : 'This photo';
  if (axis === 'both') {
    return `${subject} is ${actual.width} x ${actual.height} pixels and doesn't meet the ${minimum.width} x ${minimum.height} pixel minimum resolution for the best quality print.`;
  }
  return `${subject} has a ${axis} of ${actual[axis]} pixels which doesn't meet the minimum ${axis} resolution of ${minimum[axis]} pixels for the best quality print.`;
};

/**
 * Checks a photo's output size (the cropped area, in image pixels, rounded) against the product.
 * Right: the size is fine. Left: the low-resolution warning with its exact wording.
 */
export const checkResolution = (
  output: ImageSize,
  spec: PrintSpec,
  options: { readonly edited?: boolean; readonly orientation?: Orientation } = {},
): Either<LowResolution, ImageSize> => {
  const actual: ImageSize = { width: imagePx(Math.round(output.width)), height: imagePx(Math.round(output.height)) };
  const minimum = minimumResolution(spec, options.orientation);
  const narrow = actual.width < minimum.width;
  const short = actual.height < minimum.height;
  if (!narrow && !short) return right(actual);
  const axis: LowResolutionAxis = narrow && short ? 'both' : narrow ? 'width' : 'height';
  return left({
    code: 'imaging/low-resolution',
    message: lowResolutionMessage(axis, actual, minimum, options.edited ?? false),
    axis,
    actual,
    minimum,
  });
};
