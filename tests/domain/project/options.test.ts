import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TILE_OPTIONS,
  FRAME_COLOR_HEX,
  frameColorHex,
  MAT_COLORS,
  normalizeFilter,
  normalizeFrameColor,
  normalizeMatColor,
  normalizeOrientation,
  normalizeTileOptions,
  PROJECT_DEFAULTS,
} from '../../../src/domain/project';
import { tileProduct } from '../fixtures';

describe('tile options', () => {
  it('has the spec defaults', () => {
    expect(PROJECT_DEFAULTS).toEqual({
      frameColor: 'Black',
      filter: 'color',
      matColor: '#FFFFFF00',
      orientation: 'Portrait',
      quantity: 1,
      tileSpacing: 1,
      splitTileSpacing: 0.5,
    });
    expect(DEFAULT_TILE_OPTIONS).toEqual({ frameColor: 'Black', matColor: '#FFFFFF00', filter: 'color', orientation: 'Portrait' });
  });

  it('colours frames Black #000, White #F5F5F5, Gray #B8B8B8', () => {
    expect(FRAME_COLOR_HEX).toEqual({ Black: '#000', White: '#F5F5F5', Gray: '#B8B8B8' });
    expect(frameColorHex('gray')).toBe('#B8B8B8');
    expect(frameColorHex('Pink')).toBeUndefined();
  });

  it('accepts a frame colour that is a variant name', () => {
    expect(normalizeFrameColor('White', tileProduct)).toEqual({ _tag: 'Right', right: 'White' });
    expect(normalizeFrameColor(' white ', tileProduct)).toEqual({ _tag: 'Right', right: 'White' });
  });

  it("refuses any other frame colour with 'Unrecognized variantName <name>'", () => {
    expect(normalizeFrameColor('Pink', tileProduct)).toEqual({
      _tag: 'Left',
      left: { code: 'options/unrecognized-variant', message: 'Unrecognized variantName Pink' },
    });
  });

  it.each([
    [undefined, '#FFFFFF00'],
    ['', '#FFFFFF00'],
    ['none', '#FFFFFF00'],
    ['#FFFFFF00', '#FFFFFF00'],
    ['purple', '#FFFFFF00'],
    [42, '#FFFFFF00'],
    ['gray', '#939598FF'],
    ['Grey', '#939598FF'],
    ['#939598', '#939598FF'],
    ['#939598ff', '#939598FF'],
    ['white', '#FFFFFFFF'],
    ['#FFF', '#FFFFFFFF'],
    ['#ffffff', '#FFFFFFFF'],
    ['#FFFFFFFF', '#FFFFFFFF'],
  ])('normalises mat %s to %s', (input, expected) => {
    expect(normalizeMatColor(input)).toBe(expected);
  });

  it('has the three mats', () => {
    expect(MAT_COLORS).toEqual({ none: '#FFFFFF00', gray: '#939598FF', white: '#FFFFFFFF' });
  });

  it.each([
    ['landscape', 'Landscape'],
    ['LANDSCAPE', 'Landscape'],
    ['Portrait', 'Portrait'],
    ['sideways', 'Portrait'],
    [undefined, 'Portrait'],
  ])('normalises orientation %s to %s', (input, expected) => {
    expect(normalizeOrientation(input)).toBe(expected);
  });

  it('falls back to the given orientation for unknown input', () => {
    expect(normalizeOrientation('?', 'Landscape')).toBe('Landscape');
    expect(normalizeOrientation('portrait', 'Landscape')).toBe('Portrait');
  });

  it.each([
    ['grayScale', 'grayScale'],
    ['grayscale', 'grayScale'],
    ['greyscale', 'grayScale'],
    ['bw', 'grayScale'],
    ['color', 'color'],
    ['colour', 'color'],
    [null, 'color'],
  ])('normalises filter %s to %s', (input, expected) => {
    expect(normalizeFilter(input)).toBe(expected);
  });

  it('normalises a whole option set against the product', () => {
    expect(normalizeTileOptions({ frameColor: 'gray', matColor: 'white', filter: 'grayscale', orientation: 'landscape' }, tileProduct)).toEqual({
      _tag: 'Right',
      right: { frameColor: 'Gray', matColor: '#FFFFFFFF', filter: 'grayScale', orientation: 'Landscape' },
    });
    expect(normalizeTileOptions({}, { ...tileProduct, defaultOrientation: 'Landscape' })).toEqual({
      _tag: 'Right',
      right: { frameColor: 'Black', matColor: '#FFFFFF00', filter: 'color', orientation: 'Landscape' },
    });
    expect(normalizeTileOptions({ frameColor: '  ' }, tileProduct)._tag).toBe('Right');
    expect(normalizeTileOptions({ frameColor: 'Gold' }, tileProduct)).toEqual({
      _tag: 'Left',
      left: { code: 'options/unrecognized-variant', message: 'Unrecognized variantName Gold' },
    });
  });
});
