import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampScale,
  clampZoom,
  DEFAULT_MAX_SCALE,
  MIN_SCALE,
  scaleToZoom,
  stepZoom,
  ZOOM_STEP,
  zoomFromWheel,
  zoomToScale,
} from '../../../src/domain/imaging';
import type { Scale, Zoom } from '../../../src/domain/units';

const z = (n: number) => n as Zoom;
const s = (n: number) => n as Scale;

describe('zoom slider', () => {
  it.each([
    [-0.5, 0],
    [0, 0],
    [0.42, 0.42],
    [1, 1],
    [3, 1],
    [Number.NaN, 0],
  ])('clamps %d to %d', (input, expected) => {
    expect(clampZoom(input)).toBe(expected);
  });

  it('steps 0.1 with the edge buttons and stays in 0..1', () => {
    expect(ZOOM_STEP).toBe(0.1);
    expect(stepZoom(z(0.3), 1)).toBe(0.4);
    expect(stepZoom(z(0.3), -1)).toBe(0.2);
    expect(stepZoom(z(0.95), 1)).toBe(1);
    expect(stepZoom(z(0.05), -1)).toBe(0);
    let zoom = z(0);
    for (let i = 0; i < 10; i++) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(1);
  });

  it('zooms in when the wheel scrolls up', () => {
    expect(zoomFromWheel(z(0.5), -100)).toBe(0.6);
    expect(zoomFromWheel(z(0.5), 100)).toBe(0.4);
    expect(zoomFromWheel(z(0.99), -500)).toBe(1);
  });
});

describe('scale', () => {
  it('has a minimum of 1', () => {
    expect(MIN_SCALE).toBe(1);
    expect(clampScale(0.5)).toBe(1);
    expect(clampScale(2)).toBe(2);
    expect(clampScale(9)).toBe(DEFAULT_MAX_SCALE);
    expect(clampScale(9, s(10))).toBe(9);
    expect(clampScale(Number.NaN)).toBe(1);
    expect(clampScale(3, s(0.5))).toBe(1);
  });

  it('maps the slider linearly onto 1..max', () => {
    expect(zoomToScale(z(0))).toBe(1);
    expect(zoomToScale(z(1))).toBe(4);
    expect(zoomToScale(z(0.5), s(3))).toBe(2);
    expect(scaleToZoom(s(2.5))).toBe(0.5);
    expect(scaleToZoom(s(1))).toBe(0);
    expect(scaleToZoom(s(8))).toBe(1);
    expect(scaleToZoom(s(2), s(1))).toBe(0);
  });

  it('round-trips zoom -> scale -> zoom (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 1.01, max: 20, noNaN: true }), (zoom, max) => {
        const back = scaleToZoom(zoomToScale(z(zoom), s(max)), s(max));
        expect(Math.abs(back - zoom)).toBeLessThan(1e-9);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps any slider input within 0..1 and any scale >= 1 (property)', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const zoom = clampZoom(value);
        expect(zoom >= 0 && zoom <= 1).toBe(true);
        expect(clampScale(value)).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });
});
