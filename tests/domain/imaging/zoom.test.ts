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
  wheelScale,
  WHEEL_NOTCH_PX,
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

  it('steps 5 % with the edge buttons and stays in 0..1 (issue 31 item 6, SPEC §2 zoom)', () => {
    expect(ZOOM_STEP).toBe(0.05);
    expect(stepZoom(z(0.3), 1)).toBe(0.35);
    expect(stepZoom(z(0.3), -1)).toBe(0.25);
    expect(stepZoom(z(0.98), 1)).toBe(1);
    expect(stepZoom(z(0.03), -1)).toBe(0);
    expect(stepZoom(z(0), -1)).toBe(0);
    let zoom = z(0);
    for (let i = 0; i < 20; i++) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(1);
  });

  it('steps from between two marks (after a wheel or pinch) onto the next 5 % mark', () => {
    expect(stepZoom(z(0.137), 1)).toBe(0.15);
    expect(stepZoom(z(0.137), -1)).toBe(0.1);
    expect(stepZoom(z(0.15), 1)).toBe(0.2);
    // A hair under a mark (binary noise, a capped zoom) counts as on it.
    expect(stepZoom(z(0.2 - 1e-12), 1)).toBe(0.25);
  });
});

describe('wheel zoom (issue 31 item 6: smooth, multiplicative)', () => {
  it('zooms in when the wheel scrolls up, one notch at 1x being one button step', () => {
    expect(WHEEL_NOTCH_PX).toBe(100);
    expect(scaleToZoom(wheelScale(MIN_SCALE, -100))).toBeCloseTo(ZOOM_STEP, 9);
    expect(wheelScale(s(2), 100)).toBeLessThan(2);
    expect(wheelScale(s(3.9), -500)).toBe(DEFAULT_MAX_SCALE);
    expect(wheelScale(MIN_SCALE, 500)).toBe(MIN_SCALE);
  });

  it('grows the picture by the same ratio per pixel at any zoom, so many small deltas equal one large one', () => {
    expect(wheelScale(s(2), -50) / 2).toBeCloseTo(wheelScale(s(1.2), -50) / 1.2, 6);
    let scale = s(1.5);
    for (let i = 0; i < 10; i++) scale = wheelScale(scale, -10);
    expect(scale).toBeCloseTo(wheelScale(s(1.5), -100), 6);
  });

  it('follows a trackpad pinch (ctrl + wheel) as e^(-deltaY / 100)', () => {
    expect(wheelScale(s(1), -100 * Math.log(2), true)).toBeCloseTo(2, 6);
    expect(wheelScale(s(2), 100 * Math.log(2), true)).toBeCloseTo(1, 6);
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
