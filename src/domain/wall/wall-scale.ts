/**
 * How big an inch of wall is in a wall photo (issue 35 item 1): from a room's stored scale, from two
 * marks on a reference of known length, or from the wall's typed width. Pure: points in, scale out;
 * bad input is a value with the shopper's wording, never a throw.
 */
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, type DomainError } from '../errors';

/** A length in pixels of the wall photo (not screen pixels, not tile pixels). */
export type PhotoPx = number & { readonly _brand: 'PhotoPx' };
/** Pixels of the wall photo per inch of wall. */
export type WallPpi = number & { readonly _brand: 'WallPpi' };

export const photoPx = (value: number): PhotoPx => value as PhotoPx;
export const wallPpi = (value: number): WallPpi => value as WallPpi;

export const CM_PER_INCH = 2.54;

/** A point of the wall photo, in its pixels. */
export interface PhotoPoint {
  readonly x: PhotoPx;
  readonly y: PhotoPx;
}

/** A wall photo's pixel size. */
export interface PhotoSize {
  readonly width: PhotoPx;
  readonly height: PhotoPx;
}

/** Things of a known length most walls have beside them; the shopper taps both ends of one. */
export const REFERENCE_PRESETS = [
  { id: 'door', label: 'Door frame width (80 cm)', cm: 80 },
  { id: 'a4', label: 'A4 sheet, long side (29.7 cm)', cm: 29.7 },
  // A US single light-switch plate is 4.5 in tall; the store measures tiles in inches.
  { id: 'switch', label: 'Light-switch plate height (11.4 cm)', cm: 11.4 },
] as const;

export type ReferencePresetId = (typeof REFERENCE_PRESETS)[number]['id'];

/** Two marks closer than this are a double tap, not a reference. */
export const MIN_MARK_PX = 8;
/** Longer than any wall a photo shows: a typo (a missing decimal point), not a wall. */
export const MAX_LENGTH_CM = 5000;

export type WallScaleError = DomainError<'wall/length-invalid' | 'wall/length-too-long' | 'wall/marks-missing' | 'wall/marks-too-close' | 'wall/photo-empty'>;

/** The one place the scale's refusals are worded. */
export const WALL_SCALE_MESSAGES = {
  lengthInvalid: 'Enter a length greater than 0 cm.',
  // The shopper's typed width: what it must be, which fits 'abc' as well as '0'.
  typedWidthInvalid: 'Enter the width as a number of cm greater than 0.',
  lengthTooLong: `Enter a length of at most ${MAX_LENGTH_CM} cm.`,
  marksMissing: 'Tap both ends of the reference on the photo first.',
  marksTooClose: 'The two marks are too close together: tap both ends of the reference.',
  photoEmpty: 'This photo has no pixels to measure.',
} as const;

const checkedCm = (cm: number): Either<WallScaleError, number> => {
  if (!Number.isFinite(cm) || cm <= 0) return left(domainError('wall/length-invalid', WALL_SCALE_MESSAGES.lengthInvalid));
  if (cm > MAX_LENGTH_CM) return left(domainError('wall/length-too-long', WALL_SCALE_MESSAGES.lengthTooLong));
  return right(cm);
};

/** The wall's width as the shopper typed it, in cm ('80', '29,7', '80 cm'); anything else, zero or negative is refused. */
export const parseLengthCm = (text: string): Either<WallScaleError, number> => {
  const match = /^\s*(\d+(?:[.,]\d+)?|[.,]\d+)\s*(?:cm)?\s*$/i.exec(text);
  const cm = match ? Number((match[1] as string).replace(',', '.')) : Number.NaN;
  if (!(cm > 0)) return left(domainError('wall/length-invalid', WALL_SCALE_MESSAGES.typedWidthInvalid));
  return checkedCm(cm);
};

/** The scale from two marks `lengthCm` apart on the wall (the marks in photo pixels). */
export const scaleFromMarks = (marks: readonly PhotoPoint[], lengthCm: number): Either<WallScaleError, WallPpi> => {
  const [a, b] = marks;
  if (a === undefined || b === undefined) return left(domainError('wall/marks-missing', WALL_SCALE_MESSAGES.marksMissing));
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(distance >= MIN_MARK_PX)) return left(domainError('wall/marks-too-close', WALL_SCALE_MESSAGES.marksTooClose));
  const cm = checkedCm(lengthCm);
  return cm._tag === 'Left' ? cm : right(wallPpi(distance / (cm.right / CM_PER_INCH)));
};

/** The scale when the photo's whole width shows `widthCm` of wall. */
export const scaleFromWallWidth = (photo: PhotoSize, widthCm: number): Either<WallScaleError, WallPpi> => {
  if (!(photo.width > 0) || !(photo.height > 0)) return left(domainError('wall/photo-empty', WALL_SCALE_MESSAGES.photoEmpty));
  const cm = checkedCm(widthCm);
  return cm._tag === 'Left' ? cm : right(wallPpi(photo.width / (cm.right / CM_PER_INCH)));
};

const oneDecimal = (n: number): string => (Math.round(n * 10) / 10).toString();

/** What the live region says once a scale is set: the scale, and the tiles' size on the wall. */
export const scaleText = (scale: WallPpi, group: { readonly widthIn: number; readonly heightIn: number }, tileCount: number): string =>
  `Scale set: 1 inch of wall is ${oneDecimal(scale)} photo pixels. ` +
  `The ${tileCount === 1 ? 'tile measures' : `${tileCount} tiles measure`} ${oneDecimal(group.widthIn)} × ${oneDecimal(group.heightIn)} in ` +
  `(${Math.round(group.widthIn * CM_PER_INCH)} × ${Math.round(group.heightIn * CM_PER_INCH)} cm).`;
