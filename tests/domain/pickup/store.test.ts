import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  checkStore,
  nearestStores,
  noStoresWithin,
  PICKUP_RADIUS_MILES,
  PLACE_INVALID_MESSAGE,
  PLACE_REQUIRED_MESSAGE,
  readPlaceQuery,
  storesNear,
  takesPickupOrders,
  type PickupStore,
} from '../../../src/domain/pickup';

const nineToNine = { opens: 540, closes: 1260 };
const store = (id: string, lat: number, lng: number, extra: Partial<PickupStore> = {}): PickupStore => ({
  id,
  name: `Store ${id}`,
  address: { line1: '1 Main St', city: 'Omaha', state: 'NE', zip: '68102' },
  location: { lat, lng },
  timeZone: 'America/Chicago',
  week: Array(7).fill(nineToNine),
  leadMinutes: 60,
  cutoffMinutes: 1140,
  active: true,
  ...extra,
});
const WED_NOON_CHICAGO = Date.parse('2026-11-25T18:00:00Z');

describe('a store’s rules', () => {
  it('accepts a well-formed store', () => {
    expect(isRight(checkStore(store('omaha-1', 41.25, -95.93)))).toBe(true);
  });

  it.each([
    [{ id: 'Bad Id' }, 'The store id must be 1 to 60 lowercase letters, digits or hyphens.'],
    [{ name: ' ' }, 'The store name must be 1 to 100 characters.'],
    [{ address: { line1: '1 Main', city: 'Omaha', state: 'Neb', zip: '68102' } }, 'The state must be a two-letter code.'],
    [{ address: { line1: '1 Main', city: 'Omaha', state: 'NE', zip: '6810' } }, 'The ZIP code must be 5 digits.'],
    [{ location: { lat: 91, lng: 0 } }, 'The coordinates must be a latitude within ±90 and a longitude within ±180.'],
    [{ timeZone: 'Central' }, 'Unknown time zone: Central.'],
    [{ week: Array(6).fill(nineToNine) }, 'Opening hours need all seven days, Sunday first.'],
    [{ week: [{ opens: 600, closes: 600 }, ...Array(6).fill(null)] }, 'Each day opens before it closes, within the day (00:00 to 24:00).'],
    [{ week: [{ opens: 0, closes: 1441 }, ...Array(6).fill(null)] }, 'Each day opens before it closes, within the day (00:00 to 24:00).'],
    [{ leadMinutes: -1 }, 'The lead time must be 0 to 2880 minutes.'],
    [{ leadMinutes: 1.5 }, 'The lead time must be 0 to 2880 minutes.'],
    [{ cutoffMinutes: 1441 }, 'The cut-off must be a minute of the day (0 to 1440).'],
  ])('refuses %j', (change, message) => {
    const checked = checkStore({ ...store('s', 41, -95), ...change } as PickupStore);
    expect(isLeft(checked) && checked.left).toEqual({ code: 'INVALID_STORE', message });
  });
});

describe('nearest stores', () => {
  const omaha = { lat: 41.2565, lng: -95.9345 };
  const stores = [
    store('lincoln', 40.8136, -96.7026), // ~50 mi
    store('downtown', 41.2587, -95.9378), // < 1 mi
    store('council-bluffs', 41.2619, -95.8608), // ~4 mi
    store('closed-for-good', 41.2566, -95.9346, { active: false }),
    store('denver', 39.7392, -104.9903), // ~480 mi
  ];

  it('lists active stores closest first, with open-now and the ready-by time', () => {
    const found = nearestStores(stores, omaha, WED_NOON_CHICAGO, 3);
    expect(found.map((c) => c.store.id)).toEqual(['downtown', 'council-bluffs', 'lincoln']);
    expect(found[0]!.miles).toBeLessThan(1);
    expect(found[2]!.miles).toBeGreaterThan(45);
    expect(found[2]!.miles).toBeLessThan(55);
    expect(found.every((c) => c.openNow)).toBe(true);
    expect(new Date(found[0]!.readyAt!).toISOString()).toBe('2026-11-25T19:00:00.000Z');
  });

  it('keeps to the radius, and orders ties by id', () => {
    expect(nearestStores(stores, omaha, WED_NOON_CHICAGO, 10, 100).map((c) => c.store.id)).toEqual(['downtown', 'council-bluffs', 'lincoln']);
    const twins = [store('b', 41, -95), store('a', 41, -95)];
    expect(nearestStores(twins, omaha, WED_NOON_CHICAGO, 10).map((c) => c.store.id)).toEqual(['a', 'b']);
  });

  it('offers only stores within 100 miles of the place searched; a country’s centre (no radius) any distance', () => {
    expect(PICKUP_RADIUS_MILES).toBe(100);
    const adjuntas = { lat: 18.16, lng: -66.72 }; // 00601, Puerto Rico
    const miami = store('miami', 25.7617, -80.1918); // ~1,000 mi from Adjuntas
    expect(storesNear([...stores, miami], adjuntas, WED_NOON_CHICAGO, 10, PICKUP_RADIUS_MILES)).toEqual({ choices: [], fartherOnly: true });
    expect(storesNear([miami], adjuntas, WED_NOON_CHICAGO, 10, null).choices.map((c) => [c.store.id, Math.round(c.miles)])).toEqual([['miami', 1009]]);
    // Lincoln (~50 mi) is in, Denver (~480 mi) is out.
    const omahaList = storesNear(stores, omaha, WED_NOON_CHICAGO, 10, PICKUP_RADIUS_MILES);
    expect([omahaList.choices.map((c) => c.store.id), omahaList.fartherOnly]).toEqual([['downtown', 'council-bluffs', 'lincoln'], false]);
    // At the edge: 100 miles is in, a hair more is out.
    const east = (miles: number) => store('edge', 0, (miles / (Math.PI * (6371 / 1.609344))) * 180);
    expect(storesNear([east(99.999)], { lat: 0, lng: 0 }, WED_NOON_CHICAGO, 10, 100).choices).toHaveLength(1);
    expect(storesNear([east(100.001)], { lat: 0, lng: 0 }, WED_NOON_CHICAGO, 10, 100)).toEqual({ choices: [], fartherOnly: true });
  });

  it('tells “no stores near” from “no stores at all”, and says the next step', () => {
    expect(storesNear([], omaha, WED_NOON_CHICAGO, 10, 100)).toEqual({ choices: [], fartherOnly: false });
    expect(storesNear([store('gone', 41.26, -95.93, { active: false })], { lat: 18.16, lng: -66.72 }, WED_NOON_CHICAGO, 10, 100).fartherOnly).toBe(false);
    expect(noStoresWithin('Adjuntas, PR 00601')).toBe(
      'No stores within 100 miles of Adjuntas, PR 00601. Try another ZIP code or city, or have your tiles shipped to you.',
    );
  });

  it('takes pick-up orders only at an active store that can fill them within the week', () => {
    expect(takesPickupOrders(stores[0]!, WED_NOON_CHICAGO)).toBe(true);
    expect(takesPickupOrders(stores[3]!, WED_NOON_CHICAGO)).toBe(false);
    expect(takesPickupOrders(store('never', 41, -95, { week: Array(7).fill(null) }), WED_NOON_CHICAGO)).toBe(false);
  });
});

describe('what the shopper typed', () => {
  it.each([
    ['60601', { kind: 'zip', zip: '60601' }],
    [' 60601-1234 ', { kind: 'zip', zip: '60601' }],
    ['Omaha, NE', { kind: 'city', city: 'Omaha', state: 'NE' }],
    ['des moines ia', { kind: 'city', city: 'des moines', state: 'IA' }],
    ['New York', { kind: 'city', city: 'New York', state: null }],
    ["Coeur d'Alene, id", { kind: 'city', city: "Coeur d'Alene", state: 'ID' }],
  ])('reads %j', (text, query) => {
    const read = readPlaceQuery(text);
    expect(isRight(read) && read.right).toEqual(query);
  });

  it.each([
    ['', PLACE_REQUIRED_MESSAGE],
    ['   ', PLACE_REQUIRED_MESSAGE],
    ['6060', PLACE_INVALID_MESSAGE],
    ['606011', PLACE_INVALID_MESSAGE],
    ['<script>', PLACE_INVALID_MESSAGE],
    ['A', PLACE_INVALID_MESSAGE],
    ['x'.repeat(81), PLACE_INVALID_MESSAGE],
  ])('refuses %j', (text, message) => {
    const read = readPlaceQuery(text);
    expect(isLeft(read) && read.left.message).toBe(message);
  });

  it('words the refusals plainly', () => {
    expect(PLACE_REQUIRED_MESSAGE).toBe('Enter a ZIP code or a city');
    expect(PLACE_INVALID_MESSAGE).toBe('Enter a 5-digit ZIP code, or a city and state (like Omaha, NE)');
  });
});
