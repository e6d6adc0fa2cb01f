import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_CENTRE,
  EARTH_RADIUS_KM,
  EARTH_RADIUS_MILES,
  fallbackCentre,
  formatMiles,
  greatCircleMiles,
  isLatLng,
  type LatLng,
  type Miles,
} from '../../../src/domain/pickup';

const at = (lat: number, lng: number): LatLng => ({ lat, lng });

describe('great-circle distance (SPEC §9: Earth radius 6371 km)', () => {
  it('uses the spec radius, in miles', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(EARTH_RADIUS_MILES).toBeCloseTo(3958.76, 2);
  });

  // Published great-circle distances between city centres, in miles.
  it.each([
    ['New York – Los Angeles', at(40.7128, -74.006), at(34.0522, -118.2437), 2451],
    ['San Francisco – New York', at(37.7749, -122.4194), at(40.7128, -74.006), 2572],
    ['London – Paris', at(51.5074, -0.1278), at(48.8566, 2.3522), 213],
    ['Sydney – Melbourne', at(-33.8688, 151.2093), at(-37.8136, 144.9631), 443],
    ['Chicago – Omaha', at(41.8781, -87.6298), at(41.2565, -95.9345), 433],
  ])('%s is within 0.5 %% of its published distance', (_, a, b, published) => {
    const miles = greatCircleMiles(a, b);
    expect(Math.abs(miles - published) / published).toBeLessThan(0.005);
  });

  it('is a quarter of the circumference from the pole to the equator', () => {
    expect(greatCircleMiles(at(90, 0), at(0, 45))).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_MILES, 6);
  });

  it('keeps its precision for two doors a few metres apart', () => {
    // 0.0001° of latitude is 11.1 m: 0.0069 mi.
    expect(greatCircleMiles(at(41.8781, -87.6298), at(41.8782, -87.6298))).toBeCloseTo(0.0069, 4);
  });

  const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
  it('is symmetric, zero to itself, never negative, never more than half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = greatCircleMiles(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_MILES + 1e-6);
        expect(Math.abs(d - greatCircleMiles(b, a))).toBeLessThan(1e-6);
        expect(greatCircleMiles(a, a)).toBe(0);
      }),
    );
  });

  it('keeps its precision for points nearly opposite (a found counterexample of the haversine form)', () => {
    const [a, b, c] = [
      { lat: 0, lng: 0 },
      { lat: 6.037091348628667e-7, lng: 0 },
      { lat: 0, lng: -179.99999790869023 },
    ];
    expect(greatCircleMiles(a, c)).toBeLessThanOrEqual(greatCircleMiles(a, b) + greatCircleMiles(b, c) + 1e-6);
    expect(greatCircleMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
  });

  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(greatCircleMiles(a, c)).toBeLessThanOrEqual(greatCircleMiles(a, b) + greatCircleMiles(b, c) + 1e-6);
      }),
    );
  });
});

describe('coordinates, miles and the fallback centre', () => {
  it('accepts only real coordinates', () => {
    expect(isLatLng(41.8, -87.6)).toBe(true);
    expect(isLatLng(90, 180)).toBe(true);
    expect(isLatLng(90.01, 0)).toBe(false);
    expect(isLatLng(0, -180.5)).toBe(false);
    expect(isLatLng(Number.NaN, 0)).toBe(false);
    expect(isLatLng(0, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('reads one decimal under ten miles, whole miles above', () => {
    expect(formatMiles(0.04 as Miles)).toBe('0.0 mi');
    expect(formatMiles(2.345 as Miles)).toBe('2.3 mi');
    expect(formatMiles(9.96 as Miles)).toBe('10.0 mi');
    expect(formatMiles(12.5 as Miles)).toBe('13 mi');
  });

  it('falls back to the country centre, then to the spec default centre', () => {
    expect(DEFAULT_MAP_CENTRE).toEqual({ lat: 41.814512, lng: -101.37747 });
    expect(fallbackCentre('US')).toEqual(DEFAULT_MAP_CENTRE);
    expect(fallbackCentre('ca')).toEqual({ lat: 56.130366, lng: -106.346771 });
    expect(fallbackCentre('FR')).toEqual(DEFAULT_MAP_CENTRE);
    expect(fallbackCentre(null)).toEqual(DEFAULT_MAP_CENTRE);
  });
});
