import type { LatLng, PlaceQuery } from '../../src/domain/pickup';

/** Where a ZIP code or a city is, and how to name it back to the shopper ("Omaha, NE 68102"). */
export interface Place extends LatLng {
  readonly label: string;
}

/** Finds a place with no network: the port the store finder reads, so tests may give a small table. */
export type PlaceGeocoder = (query: PlaceQuery) => Promise<Place | null>;

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}
interface CityEntry {
  lat: number;
  lng: number;
  zips: number;
  city: string;
  state: string;
}

interface Tables {
  readonly zips: Readonly<Record<string, ZipRow>>;
  /** "OMAHA|NE" → the centre of the city's ZIP codes. */
  readonly cities: ReadonlyMap<string, CityEntry>;
  /** "OMAHA" → its cities in every state, largest (most ZIP codes) first. */
  readonly cityNames: ReadonlyMap<string, CityEntry[]>;
}

let tables: Promise<Tables> | null = null;

/**
 * The bundled US ZIP table (the `zipcodes` package, pinned): loaded on the first search, not at
 * start, since it is 5 MB of JavaScript that only the pick-up tenants' finder needs. A city is the
 * mean of its ZIP codes' centres.
 */
function loadTables(): Promise<Tables> {
  tables ??= import('zipcodes').then((mod) => {
    const zips = ((mod as unknown as { default?: { codes: Record<string, ZipRow> } }).default ?? mod).codes as Record<string, ZipRow>;
    const cities = new Map<string, CityEntry>();
    for (const row of Object.values(zips)) {
      if (row.country !== 'US' || !/^\d{5}$/.test(row.zip)) continue;
      const key = `${row.city.toUpperCase()}|${row.state}`;
      const entry = cities.get(key) ?? { lat: 0, lng: 0, zips: 0, city: row.city, state: row.state };
      entry.lat += row.latitude;
      entry.lng += row.longitude;
      entry.zips += 1;
      cities.set(key, entry);
    }
    const cityNames = new Map<string, CityEntry[]>();
    for (const [key, entry] of cities) {
      entry.lat /= entry.zips;
      entry.lng /= entry.zips;
      const name = key.slice(0, key.indexOf('|'));
      cityNames.set(
        name,
        [...(cityNames.get(name) ?? []), entry].sort((a, b) => b.zips - a.zips),
      );
    }
    return { zips, cities, cityNames };
  });
  return tables;
}

/** The ZIP table geocoder (US only: the stores are in the US). */
export const zipTableGeocoder: PlaceGeocoder = async (query) => {
  const { zips, cities, cityNames } = await loadTables();
  if (query.kind === 'zip') {
    const row = Object.hasOwn(zips, query.zip) ? zips[query.zip] : undefined;
    if (!row || row.country !== 'US') return null;
    return { lat: row.latitude, lng: row.longitude, label: `${row.city}, ${row.state} ${row.zip}` };
  }
  const name = query.city.toUpperCase();
  const entry = query.state ? cities.get(`${name}|${query.state}`) : cityNames.get(name)?.[0];
  return entry ? { lat: entry.lat, lng: entry.lng, label: `${entry.city}, ${entry.state}` } : null;
};

/** A city's ZIP codes, in order (scripts/generate-pickup-stores.ts spreads a metro's stores over them). */
export async function zipsOfCity(city: string, state: string): Promise<ZipRow[]> {
  const { zips } = await loadTables();
  return Object.values(zips)
    .filter((r) => r.country === 'US' && r.state === state && r.city.toUpperCase() === city.toUpperCase())
    .sort((a, b) => (a.zip < b.zip ? -1 : 1));
}
