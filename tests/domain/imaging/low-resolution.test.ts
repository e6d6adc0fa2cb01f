import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { printSpecOf, withProductSizeDefaults } from '../../../src/domain/catalog';
import { checkResolution, LOW_RESOLUTION_MODAL, minimumResolution, printedInches } from '../../../src/domain/imaging';
import { imageSize, inches, ppi } from '../../../src/domain/units';

const tile = withProductSizeDefaults({});

describe('low resolution', () => {
  it('needs minInputPpi x printed inches, rounded (8 in at 62.5 ppi = 500 px)', () => {
    expect(minimumResolution(tile)).toEqual({ width: 500, height: 500 });
    expect(minimumResolution({ widthInches: inches(5.5), heightInches: inches(3), minInputPpi: ppi(62.5) })).toEqual({ width: 344, height: 188 });
  });

  it('puts the long side across for Landscape and down for Portrait', () => {
    const spec = { widthInches: inches(10), heightInches: inches(8), minInputPpi: ppi(100) };
    expect(printedInches(spec, 'Landscape')).toEqual({ width: 10, height: 8 });
    expect(printedInches(spec, 'Portrait')).toEqual({ width: 8, height: 10 });
    expect(minimumResolution(spec, 'Portrait')).toEqual({ width: 800, height: 1000 });
  });

  it('accepts a photo at exactly the minimum', () => {
    expect(checkResolution(imageSize(500, 500), tile)).toEqual({ _tag: 'Right', right: { width: 500, height: 500 } });
    expect(isRight(checkResolution(imageSize(499.6, 3000), tile))).toBe(true);
  });

  it('words a narrow photo', () => {
    const result = checkResolution(imageSize(400, 900), tile);
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        code: 'imaging/low-resolution',
        axis: 'width',
        actual: { width: 400, height: 900 },
        minimum: { width: 500, height: 500 },
        message: "This photo has a width of 400 pixels which doesn't meet the minimum width resolution of 500 pixels for the best quality print.",
      },
    });
  });

  it('words a short photo', () => {
    const result = checkResolution(imageSize(900, 499), tile);
    expect(isLeft(result) && result.left.message).toBe(
      "This photo has a height of 499 pixels which doesn't meet the minimum height resolution of 500 pixels for the best quality print.",
    );
  });

  it('words a photo short on both sides', () => {
    const result = checkResolution(imageSize(320, 240), tile);
    expect(isLeft(result) && result.left.message).toBe(
      "This photo is 320 x 240 pixels and doesn't meet the 500 x 500 pixel minimum resolution for the best quality print.",
    );
  });

  it("says 'The edited photo' for edited images", () => {
    const both = checkResolution(imageSize(320, 240), tile, { edited: true });
    expect(isLeft(both) && both.left.message).toBe(
      "The edited photo is 320 x 240 pixels and doesn't meet the 500 x 500 pixel minimum resolution for the best quality print.",
    );
    const width = checkResolution(imageSize(100, 600), tile, { edited: true });
    expect(isLeft(width) && width.left.message).toBe(
      "The edited photo has a width of 100 pixels which doesn't meet the minimum width resolution of 500 pixels for the best quality print.",
    );
  });

  it('uses the helper defaults when the product lacks sizes (1 inch)', () => {
    expect(checkResolution(imageSize(63, 63), printSpecOf(undefined))._tag).toBe('Right');
    expect(checkResolution(imageSize(62, 63), printSpecOf(undefined))._tag).toBe('Left');
  });

  it('titles the modal', () => {
    expect(LOW_RESOLUTION_MODAL).toEqual({ title: 'Low Resolution', button: 'Got it!' });
  });
});
