import { left, right, type Either } from 'fp-ts/Either';
import { ContainerModule } from 'inversify';
import { TenantStore } from '../../../src/application/shell/tenant-store';
import { describe, expect, it } from 'vitest';
import { pickupModule } from '../../../src/application/pickup/pickup-module';
import { LOCATION_DENIED, LOCATION_UNAVAILABLE, NO_STORES, STORE_SEARCH_FAILED, StoreFinderStore } from '../../../src/application/pickup/store-finder-store';
import { DevicePosition, type DevicePosition as Position } from '../../../src/application/ports/device-position';
import type { ApiFailure } from '../../../src/application/ports/main-api';
import { PickupStores, type FoundStores, type PickupStores as Stores, type StoreSearch } from '../../../src/application/ports/pickup-stores';
import { DEFAULT_MAP_CENTRE, type Miles, type PickupStore } from '../../../src/domain/pickup';
import { buildTestWorld, type TestWorld } from '../../fixtures/fakes';

const store = (id: string): PickupStore => ({
  id,
  name: `Store ${id}`,
  address: { line1: '1 Main St', city: 'Omaha', state: 'NE', zip: '68102' },
  location: { lat: 41.26, lng: -95.93 },
  timeZone: 'America/Chicago',
  week: Array(7).fill({ opens: 540, closes: 1260 }),
  leadMinutes: 60,
  cutoffMinutes: 1140,
  active: true,
});
const found = (ids: string[], label: string | null = 'Omaha, NE', map = false, fartherOnly = false): FoundStores => ({
  origin: { ...DEFAULT_MAP_CENTRE, label },
  stores: ids.map((id, i) => ({ store: store(id), miles: (i + 1) as Miles, openNow: true, readyAt: 0 })),
  map,
  radiusMiles: 100,
  fartherOnly,
});

class FakeStores implements Stores {
  searches: StoreSearch[] = [];
  answer: (s: StoreSearch) => Either<ApiFailure, FoundStores> = () => right(found(['a', 'b']));
  async find(search: StoreSearch) {
    this.searches.push(search);
    return this.answer(search);
  }
  async mapToken() {
    return left<ApiFailure, string>({ code: 'api/not-found', status: 404, message: 'No map here: MapKit is not configured for this store.' });
  }
}

/** `storage`: the browser storage of an earlier page (a reload). */
function finderWorld(tenant: string, position: Awaited<ReturnType<Position['current']>> = { kind: 'denied' }, storage?: TestWorld['storage']) {
  const stores = new FakeStores();
  const fakes = new ContainerModule(({ bind }) => {
    bind(PickupStores).toConstantValue(stores);
    bind(DevicePosition).toConstantValue({ current: async () => position });
  });
  const world = buildTestWorld({ search: `?tenant=${tenant}` }, [fakes, pickupModule], storage ? { storage } : {});
  return { ...world, stores, finder: world.container.get(StoreFinderStore) };
}

describe('the store finder', () => {
  it('§1, §6 is offered where the tenant record says pick-up (the seeded retail tenants), not by tenant id', async () => {
    const offered = async (tenant: string) => {
      const world = finderWorld(tenant);
      await world.container.get(TenantStore).load();
      return world.finder.offered;
    };
    expect(await offered('wg')).toBe(true);
    expect(await offered('cvs')).toBe(true);
    expect(await offered('tilepix')).toBe(false);
  });

  it('refuses bad text without a call, then searches and chooses the nearest', async () => {
    const { finder, stores } = finderWorld('wg');
    finder.setQuery('6060');
    await finder.search();
    expect(finder.error).toBe('Enter a 5-digit ZIP code, or a city and state (like Omaha, NE)');
    expect(stores.searches).toEqual([]);
    finder.setQuery(' 68102 ');
    await finder.search();
    expect(stores.searches).toEqual([{ q: '68102' }]);
    expect(finder.status).toBe('ready');
    expect(finder.error).toBeNull();
    expect(finder.originLabel).toBe('Omaha, NE');
    expect(finder.selected?.store.id).toBe('a');
  });

  it('offers a map only when the server’s answer says it has one for these stores', async () => {
    const { finder, stores } = finderWorld('wg');
    expect(finder.mapAvailable).toBe(false);
    finder.setQuery('68102');
    await finder.search();
    expect(finder.mapAvailable).toBe(false);
    stores.answer = () => right(found(['a'], 'Omaha, NE', true));
    await finder.search();
    expect(finder.mapAvailable).toBe(true);
  });

  it('keeps the shopper’s choice across visits (the tenant’s local records)', async () => {
    const first = finderWorld('wg');
    first.finder.setQuery('68102');
    await first.finder.search();
    first.finder.select('b');
    const again = buildTestWorld(
      { search: '?tenant=wg' },
      [
        new ContainerModule(({ bind }) => {
          bind(PickupStores).toConstantValue(first.stores);
          bind(DevicePosition).toConstantValue({ current: async () => ({ kind: 'denied' as const }) });
        }),
        pickupModule,
      ],
      { storage: first.storage },
    );
    const finder = again.container.get(StoreFinderStore);
    expect(finder.selectedId).toBe('b');
    finder.setQuery('68102');
    await finder.search();
    expect(finder.selected?.store.id).toBe('b');
  });

  it('after a reload lists the stores of the search the chosen store came from, and keeps the choice', async () => {
    const first = finderWorld('wg');
    first.finder.setQuery(' 68102 ');
    await first.finder.search();
    first.finder.select('b');
    const { finder, stores } = finderWorld('wg', { kind: 'denied' }, first.storage);
    expect(finder.choices).toHaveLength(0);
    await finder.restore();
    expect(stores.searches).toEqual([{ q: '68102' }]);
    expect(finder.query).toBe('68102');
    expect(finder.selected?.store.id).toBe('b');
    // Once listed (or searched), it does not search again.
    await finder.restore();
    expect(stores.searches).toHaveLength(1);
  });

  it('restores nothing when the choice came from a position (asking for it again is the shopper’s call)', async () => {
    const first = finderWorld('wg', { kind: 'position', at: { lat: 41.88, lng: -87.63 } });
    await first.finder.useMyLocation();
    const { finder, stores } = finderWorld('wg', { kind: 'denied' }, first.storage);
    await finder.restore();
    expect(stores.searches).toEqual([]);
    expect(finder.selectedId).toBe('a');
  });

  it('searches at the device’s position when the shopper shares it', async () => {
    const { finder, stores } = finderWorld('wg', { kind: 'position', at: { lat: 41.88, lng: -87.63 } });
    await finder.useMyLocation();
    expect(stores.searches).toEqual([{ lat: 41.88, lng: -87.63 }]);
    expect(finder.originLabel).toBe('your location');
    expect(finder.notice).toBeNull();
  });

  it('falls back to the IP country’s centre, then to the spec’s default centre, and says why', async () => {
    const denied = finderWorld('wg', { kind: 'denied' });
    await denied.finder.useMyLocation();
    expect(denied.stores.searches).toEqual([{ ...DEFAULT_MAP_CENTRE, centre: true }]);
    expect(denied.finder.notice).toBe(LOCATION_DENIED);
    // The list is not "near you": the status names where it is.
    expect(denied.finder.originLabel).toBe('the centre of your country');
    const canada = finderWorld('cvs', { kind: 'unavailable' });
    canada.api.geolocationAnswer = right('CA');
    await canada.finder.useMyLocation();
    expect(canada.stores.searches).toEqual([{ lat: 56.130366, lng: -106.346771, centre: true }]);
    expect(canada.finder.notice).toBe(LOCATION_UNAVAILABLE);
    expect(canada.finder.originLabel).toBe('the centre of your country');
    const unknown = finderWorld('cvs', { kind: 'unavailable' });
    unknown.api.geolocationAnswer = left({ code: 'api/network', message: 'offline' });
    await unknown.finder.useMyLocation();
    expect(unknown.stores.searches).toEqual([{ ...DEFAULT_MAP_CENTRE, centre: true }]);
  });

  it('shows the server’s wording for a 4xx, and a general line for anything else', async () => {
    const { finder, stores } = finderWorld('wg');
    stores.answer = () => left({ code: 'api/not-found', status: 404, message: "We can't find the ZIP code 00000." });
    finder.setQuery('00000');
    await finder.search();
    expect(finder.error).toBe("We can't find the ZIP code 00000.");
    stores.answer = () => left({ code: 'api/server', status: 500, message: 'HTTP 500' });
    await finder.search();
    expect(finder.error).toBe(STORE_SEARCH_FAILED);
    stores.answer = () => right(found([]));
    await finder.search();
    expect(finder.error).toBe(NO_STORES);
  });

  it('says no store is within 100 miles of the place when the tenant’s stores are all farther, with the way on', async () => {
    const { finder, stores } = finderWorld('wg', { kind: 'position', at: { lat: 18.16, lng: -66.72 } });
    stores.answer = () => right(found([], 'Adjuntas, PR 00601', false, true));
    finder.setQuery('00601');
    await finder.search();
    expect([finder.status, finder.choices, finder.selectedId]).toEqual(['ready', [], null]);
    expect(finder.error).toBe('No stores within 100 miles of Adjuntas, PR 00601. Try another ZIP code or city, or have your tiles shipped to you.');
    // The device's position: named as the shopper's location.
    await finder.useMyLocation();
    expect(stores.searches.at(-1)).toEqual({ lat: 18.16, lng: -66.72 });
    expect(finder.error).toBe('No stores within 100 miles of your location. Try another ZIP code or city, or have your tiles shipped to you.');
  });

  it('drops an older answer that arrives after a newer search', async () => {
    const { finder, stores } = finderWorld('wg');
    let release: () => void = () => {};
    const slow = new Promise<void>((r) => (release = r));
    stores.find = async (search) => {
      stores.searches.push(search);
      if ('q' in search && search.q === '60601') await slow;
      return right(found('q' in search && search.q === '60601' ? ['chicago'] : ['omaha']));
    };
    finder.setQuery('60601');
    const first = finder.search();
    finder.setQuery('68102');
    await finder.search();
    release();
    await first;
    expect(finder.choices.map((c) => c.store.id)).toEqual(['omaha']);
  });
});
