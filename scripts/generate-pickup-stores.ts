/**
 * Writes server/seed/pickup-store-data.ts: the seeded chains' pick-up stores (issue 30), generated
 * once from the bundled ZIP table so that the seed itself loads nothing large on start.
 *   npx tsx scripts/generate-pickup-stores.ts
 */
import { writeFileSync } from 'node:fs';
import type { DayHours, PickupStore, WeekHours } from '../src/domain/pickup';
import { checkStore } from '../src/domain/pickup';
import { DRUGSTORE_TENANT, PHARMACY_TENANT } from '../src/domain/tenant/tenant-profiles';
import { zipsOfCity } from '../server/pickup/place-geocoder';

/** The metros the seeded chains serve, with their clocks (one zone per city is true for these). */
const METROS: ReadonlyArray<{ city: string; state: string; timeZone: string }> = [
  { city: 'Chicago', state: 'IL', timeZone: 'America/Chicago' },
  { city: 'Omaha', state: 'NE', timeZone: 'America/Chicago' },
  { city: 'North Platte', state: 'NE', timeZone: 'America/Chicago' },
  { city: 'Lincoln', state: 'NE', timeZone: 'America/Chicago' },
  { city: 'Minneapolis', state: 'MN', timeZone: 'America/Chicago' },
  { city: 'Houston', state: 'TX', timeZone: 'America/Chicago' },
  { city: 'Dallas', state: 'TX', timeZone: 'America/Chicago' },
  { city: 'Kansas City', state: 'MO', timeZone: 'America/Chicago' },
  { city: 'New York', state: 'NY', timeZone: 'America/New_York' },
  { city: 'Boston', state: 'MA', timeZone: 'America/New_York' },
  { city: 'Atlanta', state: 'GA', timeZone: 'America/New_York' },
  { city: 'Miami', state: 'FL', timeZone: 'America/New_York' },
  { city: 'Denver', state: 'CO', timeZone: 'America/Denver' },
  { city: 'Phoenix', state: 'AZ', timeZone: 'America/Phoenix' },
  { city: 'Los Angeles', state: 'CA', timeZone: 'America/Los_Angeles' },
  { city: 'Seattle', state: 'WA', timeZone: 'America/Los_Angeles' },
  { city: 'Honolulu', state: 'HI', timeZone: 'Pacific/Honolulu' },
  { city: 'Anchorage', state: 'AK', timeZone: 'America/Anchorage' },
];

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple St',
  'Washington Blvd',
  'Lincoln Ave',
  'Park Rd',
  'Lake St',
  'Cedar Ave',
  'Elm St',
  'Broadway',
  'Center St',
  'Market St',
];
const STORES_PER_METRO = 3;

const hours = (opens: number, closes: number): DayHours => ({ opens: opens * 60, closes: closes * 60 });

/** How each chain opens and prints: the pharmacy late and some stores round the clock, the drugstore shorter. */
const CHAINS: Readonly<Record<string, { offset: number; week: (n: number) => WeekHours; lead: number; cutoff: (n: number) => number | null }>> = {
  [PHARMACY_TENANT]: {
    offset: 0,
    week: (n) => (n % 5 === 0 ? Array(7).fill(hours(0, 24)) : [hours(9, 20), ...Array(6).fill(hours(8, 22))]),
    lead: 60,
    cutoff: (n) => (n % 5 === 0 ? null : 20 * 60),
  },
  [DRUGSTORE_TENANT]: {
    offset: 1,
    week: () => [hours(10, 18), ...Array(5).fill(hours(8, 21)), hours(9, 21)],
    lead: 60,
    cutoff: () => 19 * 60,
  },
};

/** A small deterministic hash: the same street numbers on every start and every machine. */
const hash = (text: string): number => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/**
 * The seeded chains' stores, generated without network from the bundled ZIP table: each metro's
 * stores sit at the centres of some of its ZIP codes (spread over the city's list, each chain on its
 * own ones), with made-up street addresses. Every store passes the domain's checkStore.
 */
async function pickupStoreSeeds(tenantId: string): Promise<PickupStore[]> {
  const chain = CHAINS[tenantId];
  if (!chain) return [];
  const stores: PickupStore[] = [];
  for (const metro of METROS) {
    // Unique ZIPs (PO boxes) carry the city's generic centre: only ZIPs with a centre of their own.
    const all = await zipsOfCity(metro.city, metro.state);
    const at = (z: { latitude: number; longitude: number }) => `${z.latitude},${z.longitude}`;
    const zips = all.filter((z) => all.filter((o) => at(o) === at(z)).length === 1);
    if (zips.length === 0) throw new Error(`pick-up seed: no ZIP code for ${metro.city}, ${metro.state}`);
    for (let i = 0; i < STORES_PER_METRO; i++) {
      const slot = Math.floor(((i * 2 + chain.offset) * zips.length) / (STORES_PER_METRO * 2)) % zips.length;
      const zip = zips[slot]!;
      const h = hash(`${tenantId}:${zip.zip}`);
      const street = STREETS[h % STREETS.length]!;
      const n = stores.length;
      const store: PickupStore = {
        id: `${metro.city.toLowerCase().replace(/[^a-z]+/g, '-')}-${zip.zip}`,
        name: `${metro.city} ${street}`,
        address: { line1: `${100 + (h % 9800)} ${street}`, city: zip.city, state: zip.state, zip: zip.zip },
        location: { lat: zip.latitude, lng: zip.longitude },
        timeZone: metro.timeZone,
        week: chain.week(n),
        leadMinutes: chain.lead,
        cutoffMinutes: chain.cutoff(n),
        active: true,
      };
      const checked = checkStore(store);
      if (checked._tag === 'Left') throw new Error(`pick-up seed: ${store.id}: ${checked.left.message}`);
      if (!stores.some((s) => s.id === store.id)) stores.push(store);
    }
  }
  return stores;
}

const lines = [];
for (const tenantId of [PHARMACY_TENANT, DRUGSTORE_TENANT]) {
  for (const store of await pickupStoreSeeds(tenantId)) lines.push(`  ${JSON.stringify({ tenantId, ...store })},`);
}
writeFileSync(
  new URL('../server/seed/pickup-store-data.ts', import.meta.url),
  `import type { PickupStore } from '../../src/domain/pickup';

/** Generated by scripts/generate-pickup-stores.ts (issue 30): do not edit by hand, run the script. */
export const PICKUP_STORE_SEEDS: ReadonlyArray<PickupStore & { readonly tenantId: string }> = [
${lines.join('\n')}
];
`,
);
