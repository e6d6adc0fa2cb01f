import { describe, expect, it } from 'vitest';
import { isLeft, isRight, type Either } from 'fp-ts/Either';
import {
  CM_PER_INCH,
  MAX_LENGTH_CM,
  MIN_MARK_PX,
  parseLengthCm,
  photoPx,
  REFERENCE_PRESETS,
  scaleFromMarks,
  scaleFromWallWidth,
  scaleText,
  wallPpi,
  type PhotoPoint,
} from '../../../src/domain/wall/wall-scale';

const pt = (x: number, y: number): PhotoPoint => ({ x: photoPx(x), y: photoPx(y) });
const value = <E, A>(e: Either<E, A>): A => {
  if (isLeft(e)) throw new Error(`expected Right, got ${JSON.stringify(e.left)}`);
  return e.right;
};
const error = <E, A>(e: Either<E, A>): E => {
  if (isRight(e)) throw new Error(`expected Left, got ${JSON.stringify(e.right)}`);
  return e.left;
};

describe("the wall photo's scale (issue 35 item 1)", () => {
  it('from two marks on a reference: their distance in photo pixels over its length in inches, in any direction', () => {
    // A door frame 80 cm (31.496 in) marked 315 px apart: 10 px per inch.
    expect(value(scaleFromMarks([pt(140, 500), pt(455, 500)], 80))).toBeCloseTo(315 / (80 / CM_PER_INCH), 6);
    // A 3-4-5 triangle: 500 px along a slanted A4 sheet.
    expect(value(scaleFromMarks([pt(0, 0), pt(300, 400)], 29.7))).toBeCloseTo(500 / (29.7 / CM_PER_INCH), 6);
    expect(value(scaleFromMarks([pt(300, 400), pt(0, 0)], 29.7))).toBeCloseTo(500 / (29.7 / CM_PER_INCH), 6);
  });

  it('refuses a reference without two marks, or with marks on (nearly) one spot, in words', () => {
    expect(error(scaleFromMarks([], 80))).toEqual({ code: 'wall/marks-missing', message: 'Tap both ends of the reference on the photo first.' });
    expect(error(scaleFromMarks([pt(1, 1)], 80)).code).toBe('wall/marks-missing');
    expect(error(scaleFromMarks([pt(10, 10), pt(10, 10)], 80))).toEqual({
      code: 'wall/marks-too-close',
      message: 'The two marks are too close together: tap both ends of the reference.',
    });
    expect(error(scaleFromMarks([pt(0, 0), pt(MIN_MARK_PX - 1, 0)], 80)).code).toBe('wall/marks-too-close');
    expect(isRight(scaleFromMarks([pt(0, 0), pt(MIN_MARK_PX, 0)], 80))).toBe(true);
  });

  it('refuses a zero, negative, unreadable or absurd length with a clear message', () => {
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(error(scaleFromMarks([pt(0, 0), pt(100, 0)], bad))).toEqual({ code: 'wall/length-invalid', message: 'Enter a length greater than 0 cm.' });
    }
    expect(error(scaleFromMarks([pt(0, 0), pt(100, 0)], MAX_LENGTH_CM + 1))).toEqual({
      code: 'wall/length-too-long',
      message: 'Enter a length of at most 5000 cm.',
    });
  });

  it("from the typed wall width: the photo's whole width over it", () => {
    expect(value(scaleFromWallWidth({ width: photoPx(1500), height: photoPx(1000) }, 381))).toBeCloseTo(1500 / 150, 6);
    expect(error(scaleFromWallWidth({ width: photoPx(1500), height: photoPx(1000) }, 0)).message).toBe('Enter a length greater than 0 cm.');
    expect(error(scaleFromWallWidth({ width: photoPx(0), height: photoPx(1000) }, 300))).toEqual({
      code: 'wall/photo-empty',
      message: 'This photo has no pixels to measure.',
    });
    expect(error(scaleFromWallWidth({ width: photoPx(10), height: photoPx(0) }, 300)).code).toBe('wall/photo-empty');
  });

  it('reads a typed length in cm (a decimal comma or point, "cm" allowed) and refuses anything else', () => {
    expect(value(parseLengthCm('80'))).toBe(80);
    expect(value(parseLengthCm(' 29,7 cm '))).toBe(29.7);
    expect(value(parseLengthCm('.5'))).toBe(0.5);
    expect(value(parseLengthCm('250CM'))).toBe(250);
    for (const bad of ['', '0', '0.0', '-3', 'abc', '3 m', '1e3', '12.5.1'])
      expect(error(parseLengthCm(bad))).toEqual({ code: 'wall/length-invalid', message: 'Enter the width as a number of cm greater than 0.' });
    expect(error(parseLengthCm('90000')).code).toBe('wall/length-too-long');
  });

  it('offers a door frame, an A4 sheet and a light-switch plate as references', () => {
    expect(REFERENCE_PRESETS.map((p) => [p.id, p.cm])).toEqual([
      ['door', 80],
      ['a4', 29.7],
      ['switch', 11.4],
    ]);
  });

  it("says the scale and the tiles' size on the wall in inches and cm", () => {
    expect(scaleText(wallPpi(10.4048), { widthIn: 26, heightIn: 26 }, 9)).toBe(
      'Scale set: 1 inch of wall is 10.4 photo pixels. The 9 tiles measure 26 × 26 in (66 × 66 cm).',
    );
    expect(scaleText(wallPpi(10), { widthIn: 8, heightIn: 8 }, 1)).toBe(
      'Scale set: 1 inch of wall is 10 photo pixels. The tile measures 8 × 8 in (20 × 20 cm).',
    );
  });
});
