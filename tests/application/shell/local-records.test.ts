import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { ServerAnalytics } from '../../../src/adapters/analytics/server-analytics';
import type { ClientEventReport, MainApi } from '../../../src/application/ports/main-api';
import { CONFIG_REFRESH_MS } from '../../../src/application/shell/config-store';
import { anonymousAnalyticsId, MixpanelIdRecord, TENANT_DATA_VERSION, TenantDataRecord } from '../../../src/application/shell/shell-records';
import { TenantStore } from '../../../src/application/shell/tenant-store';
import { LocalRecords, type LocalRecords as Records } from '../../../src/application/ports/local-records';
import { SocialPhotosStore } from '../../../src/application/upload/social-photos-store';
import { encodeStored, storageKey } from '../../../src/domain/persistence';
import { buildTestWorld } from '../../fixtures/fakes';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('SPEC §3 Local records: tenantData, fbLoggedIn, mixpanelId', () => {
  it('tenantData: a cached tenant starts the app at once; the server answer replaces it and is cached; refreshed hourly (SPEC §9)', async () => {
    const world = buildTestWorld({}, []);
    world.scheduler.time = NOW;
    const server = world.api.tenants.get('tilepix')!;
    world.storage.set(
      storageKey('tilepix', 'tenantData'),
      encodeStored({ version: TENANT_DATA_VERSION, tenant: { ...server, shopAllLabel: 'OLD LABEL' } }, NOW),
    );
    const tenants = world.container.get(TenantStore);
    expect(tenants.state).toMatchObject({ status: 'ready', tenant: { shopAllLabel: 'OLD LABEL' } });
    await tenants.load();
    expect(world.api.tenantCalls).toEqual(['tilepix']);
    expect(tenants.tenant.shopAllLabel).toBe(server.shopAllLabel);
    const records = world.container.get<Records>(LocalRecords);
    expect(records.read(TenantDataRecord)?.tenant.shopAllLabel).toBe(server.shopAllLabel);
    tenants.start();
    world.api.tenants.set('tilepix', { ...server, shopAllLabel: 'NEW LABEL' });
    world.scheduler.advance(CONFIG_REFRESH_MS - 1);
    expect(world.api.tenantCalls).toHaveLength(1);
    world.scheduler.advance(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(world.api.tenantCalls).toHaveLength(2);
    expect(tenants.tenant.shopAllLabel).toBe('NEW LABEL');
    // A failed refresh keeps the tenant shown.
    world.api.tenants.delete('tilepix');
    world.scheduler.advance(CONFIG_REFRESH_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(tenants.state).toMatchObject({ status: 'ready', tenant: { shopAllLabel: 'NEW LABEL' } });
    tenants.dispose();
  });

  it("tenantData: another tenant's, an older build's or a malformed cache is not used", async () => {
    for (const value of [
      { version: TENANT_DATA_VERSION, tenant: { ...buildTestWorld().api.tenants.get('wg')! } },
      { version: 0, tenant: {} },
      { tenant: 'x' },
    ]) {
      const world = buildTestWorld({}, []);
      world.scheduler.time = NOW;
      world.storage.set(storageKey('tilepix', 'tenantData'), encodeStored(value, NOW));
      expect(world.container.get(TenantStore).state.status).toBe('loading');
    }
  });

  it('tenantData: a cached tenant stays while offline; one the server no longer knows ends in the §8 failure, and the cache goes', async () => {
    const world = buildTestWorld({}, []);
    world.scheduler.time = NOW;
    world.storage.set(storageKey('tilepix', 'tenantData'), encodeStored({ version: TENANT_DATA_VERSION, tenant: world.api.tenants.get('tilepix')! }, NOW));
    const tenants = world.container.get(TenantStore);
    // Offline at start: the cached tenant stays.
    const getTenant = world.api.getTenant.bind(world.api);
    world.api.getTenant = async () => left({ code: 'api/network', message: 'offline' });
    await tenants.load();
    expect(tenants.state.status).toBe('ready');
    world.api.getTenant = getTenant;
    world.api.tenants.delete('tilepix');
    await tenants.load();
    expect(tenants.state).toEqual({ status: 'failed', title: 'Error', message: 'Tenant not found.' });
    expect(world.storage.get(storageKey('tilepix', 'tenantData'))).toBeNull();
  });

  it('fbLoggedIn: a Facebook connection is remembered (the token is not), so the button reads Reconnect; Disconnect forgets it', async () => {
    let stored: boolean | undefined;
    const remembered = { read: () => stored ?? false, write: (v: boolean) => void (stored = v) };
    const logins = { available: async () => true, connect: async () => right({ accessToken: 'tok' }) };
    const albums = { albums: async () => right({ items: [], next: null }), photos: async () => right({ items: [], next: null }) };
    const store = new SocialPhotosStore('Facebook', albums as never, logins, remembered);
    await store.init();
    expect(store.connectedBefore).toBe(false);
    await store.connect();
    expect([store.connection.status, stored, store.connectedBefore]).toEqual(['connected', true, true]);
    expect(new SocialPhotosStore('Facebook', albums as never, logins, remembered).connectedBefore).toBe(true);
    store.disconnect('Your Facebook login expired.');
    expect(stored).toBe(true);
    store.disconnect();
    expect([stored, store.connectedBefore]).toEqual([false, false]);
    store.dispose();
  });

  it('mixpanelId: one random anonymous id per browser, kept fresh, sent with our own events (no Mixpanel script)', () => {
    const world = buildTestWorld({}, []);
    world.scheduler.time = NOW;
    const records = world.container.get<Records>(LocalRecords);
    const ids = ['0b9e3c1e-4a5f-4d2b-9c1a-7e6f5d4c3b2a', 'ffffffff-ffff-4fff-8fff-ffffffffffff'];
    const id = anonymousAnalyticsId(records, () => ids.shift()!);
    expect(id).toBe('0b9e3c1e-4a5f-4d2b-9c1a-7e6f5d4c3b2a');
    expect(anonymousAnalyticsId(records, () => ids.shift()!)).toBe(id);
    expect(records.read(MixpanelIdRecord)).toBe(id);
    // A value that is not a random id (hand-edited: an email) is not sent: a new id replaces it.
    world.storage.set(storageKey('tilepix', 'mixpanelId'), encodeStored('pat@example.test', NOW));
    expect(anonymousAnalyticsId(records, () => ids.shift()!)).toBe('ffffffff-ffff-4fff-8fff-ffffffffffff');

    const sent: ClientEventReport[] = [];
    const api = { reportClientEvent: async (e: ClientEventReport) => (sent.push(e), right(undefined)) } as unknown as MainApi;
    new ServerAnalytics(
      () => api,
      () => '/cart',
      () => id,
    ).track('tpx_add_to_cart', { items: 2 });
    new ServerAnalytics(
      () => api,
      () => '/cart',
      () => id,
    ).track('tpx_page_view');
    expect(sent).toEqual([
      { kind: 'event', name: 'tpx_add_to_cart', path: '/cart', detail: { items: 2, mixpanelId: id } },
      { kind: 'event', name: 'tpx_page_view', path: '/cart', detail: { mixpanelId: id } },
    ]);
  });
});
