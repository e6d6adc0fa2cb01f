import { generateKeyPair, exportPKCS8, decodeProtectedHeader, jwtVerify } from 'jose';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { createApp } from '../../server/app/create-app';
import { MAPKIT_TOKEN_SECONDS, readMapkitSettings } from '../../server/pickup/mapkit-token';
import { zipTableGeocoder } from '../../server/pickup/place-geocoder';
import { PICKUP_STORE_SEEDS } from '../../server/seed/pickup-store-data';
import { prepareDb, TestClock } from './account-harness';
import { testDbFactories } from './test-db';

// Wed 2026-11-25 18:00 UTC: noon in Chicago, every seeded store open.
const NOW = Date.parse('2026-11-25T18:00:00Z');

describe('the bundled ZIP table', () => {
  it('finds a ZIP code, a city with its state, and a city alone (its largest)', async () => {
    expect(await zipTableGeocoder({ kind: 'zip', zip: '60601' })).toEqual({ lat: 41.8858, lng: -87.6181, label: 'Chicago, IL 60601' });
    const omaha = await zipTableGeocoder({ kind: 'city', city: 'omaha', state: 'NE' });
    expect(omaha?.label).toBe('Omaha, NE');
    expect(Math.abs(omaha!.lat - 41.26)).toBeLessThan(0.1);
    expect((await zipTableGeocoder({ kind: 'city', city: 'Portland', state: null }))?.label).toMatch(/^Portland, (OR|ME)$/);
  });

  it('knows nothing of an unused ZIP, a Canadian postal code or a made-up city', async () => {
    expect(await zipTableGeocoder({ kind: 'zip', zip: '00000' })).toBeNull();
    expect(await zipTableGeocoder({ kind: 'city', city: 'Toronto', state: 'ON' })).toBeNull();
    expect(await zipTableGeocoder({ kind: 'city', city: 'Atlantis', state: null })).toBeNull();
  });
});

describe('MapKit settings', () => {
  it('are all three or none', () => {
    expect(readMapkitSettings({})).toBeNull();
    expect(() => readMapkitSettings({ MAPKIT_TEAM_ID: 'ABCDE12345' })).toThrow(
      'MapKit needs all three of MAPKIT_TEAM_ID, MAPKIT_KEY_ID and MAPKIT_PRIVATE_KEY (or none of them)',
    );
    expect(() => readMapkitSettings({ MAPKIT_TEAM_ID: 'team', MAPKIT_KEY_ID: 'ABCDE12345', MAPKIT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nx' })).toThrow(
      'MAPKIT_TEAM_ID must be the 10-character Apple team id, got team',
    );
    expect(() => readMapkitSettings({ MAPKIT_TEAM_ID: 'ABCDE12345', MAPKIT_KEY_ID: 'ABCDE12345', MAPKIT_PRIVATE_KEY: 'secret' })).toThrow(
      'MAPKIT_PRIVATE_KEY must be the PKCS #8 PEM',
    );
    expect(
      readMapkitSettings({
        MAPKIT_TEAM_ID: 'ABCDE12345',
        MAPKIT_KEY_ID: 'KEY1234567',
        MAPKIT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAA\\n-----END PRIVATE KEY-----',
      }),
    ).toEqual({ teamId: 'ABCDE12345', keyId: 'KEY1234567', privateKey: '-----BEGIN PRIVATE KEY-----\nAAA\n-----END PRIVATE KEY-----' });
  });
});

describe.each(testDbFactories)('store pick-up on $name', ({ open }) => {
  let db: Db;
  let keys: CryptoKeyPair;
  let privatePem: string;
  const app = (mapkit = false) =>
    createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang', production: false, publicUrl: 'https://store.example' },
      log: () => {},
      pickup: { now: () => NOW, mapkit: mapkit ? { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: privatePem } : null },
    });
  const get = async (path: string, tenant = 'wg', mapkit = false) => {
    const sep = path.includes('?') ? '&' : '?';
    const res = await app(mapkit).request(`https://store.example/api/v1/${path}${sep}tenantId=${tenant}`);
    return { status: res.status, body: (await res.json()) as any, cache: res.headers.get('cache-control') };
  };

  beforeAll(async () => {
    db = await open();
    await prepareDb(db, new TestClock());
    keys = (await generateKeyPair('ES256', { extractable: true })) as CryptoKeyPair;
    privatePem = await exportPKCS8(keys.privateKey);
  });
  afterAll(async () => db.close());

  it('seeds each chain’s stores, and seeding again changes nothing an admin changed', async () => {
    const count = async (tenant: string) =>
      Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pickup_stores WHERE tenant_id = $1', [tenant]))[0]!.n);
    expect(await count('wg')).toBe(PICKUP_STORE_SEEDS.filter((s) => s.tenantId === 'wg').length);
    expect(await count('cvs')).toBeGreaterThan(40);
    expect(await count('tilepix')).toBe(0);
    const id = PICKUP_STORE_SEEDS.find((s) => s.tenantId === 'wg')!.id;
    await db.query("UPDATE pickup_stores SET name = 'Renamed', version = 2 WHERE tenant_id = 'wg' AND id = $1", [id]);
    const { seed } = await import('../../server/seed/seed');
    await seed(db);
    expect((await db.query<{ name: string }>("SELECT name FROM pickup_stores WHERE tenant_id = 'wg' AND id = $1", [id]))[0]!.name).toBe('Renamed');
  });

  it('lists the nearest stores to a ZIP code, closest first, in miles, open now with a ready-by time', async () => {
    const { status, body, cache } = await get('stores?q=60601');
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body.origin).toEqual({ lat: 41.8858, lng: -87.6181, label: 'Chicago, IL 60601' });
    // The seeded chain has three stores in Chicago; the next (Detroit, ~350 mi) is beyond the 100-mile radius.
    expect(body.stores).toHaveLength(3);
    const miles = body.stores.map((s: { miles: number }) => s.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(body.stores.every((s: any) => s.store.address.city === 'Chicago' && s.miles < 15)).toBe(true);
    const first = body.stores[0];
    expect(first.openNow).toBe(true);
    // Noon in Chicago + 60 minutes.
    expect(new Date(first.readyAt).toISOString()).toBe('2026-11-25T19:00:00.000Z');
    expect(first.store).not.toHaveProperty('active');
  });

  it('finds by city and by position, each tenant only its own stores', async () => {
    const city = await get('stores?q=Omaha%2C%20NE', 'cvs');
    expect(city.body.origin.label).toBe('Omaha, NE');
    expect(city.body.stores[0].store.address.city).toBe('Omaha');
    const wgIds = new Set(PICKUP_STORE_SEEDS.filter((s) => s.tenantId === 'wg').map((s) => s.id));
    const cvsAnswer = await get('stores?lat=41.8781&lng=-87.6298', 'cvs');
    expect(cvsAnswer.body.origin).toEqual({ lat: 41.8781, lng: -87.6298, label: null });
    const cvsSeeds = new Set(PICKUP_STORE_SEEDS.filter((s) => s.tenantId === 'cvs').map((s) => s.id));
    expect(cvsAnswer.body.stores.every((s: any) => cvsSeeds.has(s.store.id))).toBe(true);
    expect(cvsAnswer.body.stores.some((s: any) => wgIds.has(s.store.id) && !cvsSeeds.has(s.store.id))).toBe(false);
    // The spec's default centre (the fallback) is near North Platte, NE.
    const centre = await get('stores?lat=41.814512&lng=-101.37747');
    expect(centre.body.stores[0].store.address.city).toBe('North Platte');
  });

  it('lists only stores within 100 miles: 00601 (Puerto Rico) gets none, not Miami ~1,000 miles away', async () => {
    const near = await get('stores?q=60601');
    expect([near.body.radiusMiles, near.body.fartherOnly, near.body.stores.every((s: { miles: number }) => s.miles <= 100)]).toEqual([100, false, true]);
    const pr = await get('stores?q=00601');
    expect(pr.status).toBe(200);
    expect(pr.body).toEqual({ origin: { lat: 18.16, lng: -66.72, label: 'Adjuntas, PR 00601' }, stores: [], map: false, radiusMiles: 100, fartherOnly: true });
    // The device's position there: the same radius.
    expect((await get('stores?lat=18.16&lng=-66.72')).body).toMatchObject({ stores: [], radiusMiles: 100, fartherOnly: true });
    // A fallback centre (centre=1: the shopper's position unknown) lists the nearest at any distance.
    const centre = await get('stores?lat=18.16&lng=-66.72&centre=1');
    expect([centre.body.radiusMiles, centre.body.fartherOnly, centre.body.stores.length]).toEqual([null, false, 10]);
    expect(centre.body.stores[0].miles).toBeGreaterThan(900);
    // A tenant with no stores at all has none near and none farther.
    expect((await get('stores?q=60601', 'tilepix')).body).toMatchObject({ stores: [], radiusMiles: 100, fartherOnly: false });
  });

  it('never offers an inactive store', async () => {
    await db.query("UPDATE pickup_stores SET active = false WHERE tenant_id = 'wg' AND city = 'North Platte'");
    const centre = await get('stores?lat=41.814512&lng=-101.37747');
    expect(centre.body.stores.some((s: any) => s.store.address.city === 'North Platte')).toBe(false);
    await db.query("UPDATE pickup_stores SET active = true WHERE tenant_id = 'wg' AND city = 'North Platte'");
  });

  it.each([
    ['stores', 400, 'Invalid request: give q (a ZIP code or a city) or lat and lng, not both'],
    ['stores?q=60601&lat=1&lng=2', 400, 'Invalid request: give q (a ZIP code or a city) or lat and lng, not both'],
    ['stores?q=', 400, 'Enter a ZIP code or a city'],
    ['stores?q=6060', 400, 'Enter a 5-digit ZIP code, or a city and state (like Omaha, NE)'],
    [`stores?q=${'a'.repeat(200)}`, 400, 'Enter a 5-digit ZIP code, or a city and state (like Omaha, NE)'],
    ['stores?q=00000', 404, "We can't find the ZIP code 00000."],
    ['stores?q=Atlantis', 404, "We can't find Atlantis. Try a ZIP code."],
    ['stores?lat=41.8', 400, 'Invalid request: lat and lng must be a latitude (±90) and a longitude (±180) in degrees'],
    ['stores?lat=91&lng=0', 400, 'Invalid request: lat and lng must be a latitude (±90) and a longitude (±180) in degrees'],
    ['stores?lat=1e2&lng=0', 400, 'Invalid request: lat and lng must be a latitude (±90) and a longitude (±180) in degrees'],
    ['stores?lat=NaN&lng=0', 400, 'Invalid request: lat and lng must be a latitude (±90) and a longitude (±180) in degrees'],
    ['stores?q=60601&centre=1', 400, 'Invalid request: centre=1 marks lat and lng as a fallback centre'],
    ['stores?lat=41.8&lng=-87.6&centre=yes', 400, 'Invalid request: centre=1 marks lat and lng as a fallback centre'],
  ])('%s → %i with a clear message', async (path, status, message) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('answers an unknown tenant 404', async () => {
    expect(await get('stores?q=60601', 'nope')).toMatchObject({ status: 404, body: { message: 'Tenant not found.' } });
  });

  it('has no map without the MapKit settings, nor for a tenant without stores', async () => {
    expect(await get('mapkit/token?hostname=wg.store.example')).toMatchObject({
      status: 404,
      body: { message: 'No map here: MapKit is not configured for this store.' },
    });
    expect(await get('mapkit/token?hostname=store.example', 'tilepix', true)).toMatchObject({
      status: 404,
      body: { message: 'No map here: MapKit is not configured for this store.' },
    });
  });

  it('tells the finder whether a map is there to ask for: only with the settings and stores to show', async () => {
    expect((await get('stores?q=60601')).body.map).toBe(false);
    expect((await get('stores?q=60601', 'wg', true)).body.map).toBe(true);
  });

  it('signs a short-lived ES256 MapKit token scoped to the tenant’s own origin', async () => {
    const { status, body, cache } = await get('mapkit/token?hostname=WG.store.example', 'wg', true);
    expect(status).toBe(200);
    expect(cache).toBe('private, no-store');
    expect(decodeProtectedHeader(body.token)).toEqual({ alg: 'ES256', kid: 'KEY1234567', typ: 'JWT' });
    const { payload } = await jwtVerify(body.token, keys.publicKey, { issuer: 'TEAM123456', algorithms: ['ES256'], currentDate: new Date(NOW) });
    expect(payload.origin).toBe('https://wg.store.example');
    expect(payload.iat).toBe(NOW / 1000);
    expect(payload.exp).toBe(NOW / 1000 + MAPKIT_TOKEN_SECONDS);
    expect(MAPKIT_TOKEN_SECONDS).toBe(1800);
    // Expired half an hour later.
    await expect(jwtVerify(body.token, keys.publicKey, { currentDate: new Date(NOW + 1801_000) })).rejects.toThrow('"exp" claim timestamp check failed');
    const other = await generateKeyPair('ES256');
    await expect(jwtVerify(body.token, other.publicKey)).rejects.toThrow('signature verification failed');
  });

  it('refuses a host that is not the tenant’s, and a malformed one', async () => {
    for (const host of ['cvs.store.example', 'store.example', 'wg.store.example.evil.test', 'localhost']) {
      expect(await get(`mapkit/token?hostname=${host}`, 'wg', true)).toMatchObject({
        status: 403,
        body: { message: `${host} is not this store's host: no map token for it.` },
      });
    }
    for (const host of ['', 'wg.store.example/path', 'https://wg.store.example', 'a..b', '-x.example']) {
      expect(await get(`mapkit/token?hostname=${encodeURIComponent(host)}`, 'wg', true)).toMatchObject({
        status: 400,
        body: { message: 'Invalid request: hostname must be a host name' },
      });
    }
    expect((await get('mapkit/token', 'wg', true)).status).toBe(400);
  });
});
