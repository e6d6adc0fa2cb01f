import { left } from 'fp-ts/Either';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CONFIG_REFRESH_MS, ConfigStore } from '../../src/application/shell/config-store';
import { ShellStore } from '../../src/application/shell/shell-store';
import { TenantStore } from '../../src/application/shell/tenant-store';
import { buildTestWorld } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

describe('TenantStore', () => {
  it('resolves the tenant from the launch context and loads it', async () => {
    const world = buildTestWorld({ search: 'tenant=wg' });
    const store = world.container.get(TenantStore);
    expect(store.tenantId).toBe('wg');
    expect(store.state.status).toBe('loading');
    await store.load();
    expect(store.state.status).toBe('ready');
    expect(store.tenant.shopAllLabel).toBe('PRINT & PICK UP TODAY');
    expect(world.api.tenantCalls).toEqual(['wg']);
  });

  it("shows 'Error' / 'Tenant not found.' for an unknown tenant", async () => {
    const store = buildTestWorld({ search: 'tenant=nosuch' }).container.get(TenantStore);
    await store.load();
    expect(store.state).toEqual({ status: 'failed', title: 'Error', message: 'Tenant not found.' });
    expect(() => store.tenant).toThrow('tenant requested while failed');
  });

  it('takes the tenant from tpx-initial-data before the query and the host', async () => {
    const world = buildTestWorld({ search: 'tenant=wg', hostname: 'wg.localhost', initialData: { tenant: 'cvs' } });
    expect(world.container.get(TenantStore).tenantId).toBe('cvs');
    expect(buildTestWorld({ hostname: 'cvs.localhost' }).container.get(TenantStore).tenantId).toBe('cvs');
  });
});

describe('ConfigStore', () => {
  it('loads at start and refreshes every hour, and stops on dispose', async () => {
    const world = buildTestWorld();
    const store = world.container.get(ConfigStore);
    store.start();
    store.start(); // idempotent
    await Promise.resolve();
    expect(world.api.configCalls).toBe(1);
    expect(store.config?.welcomePromo.percentOff).toBe(30);
    world.scheduler.advance(CONFIG_REFRESH_MS - 1);
    expect(world.api.configCalls).toBe(1);
    world.scheduler.advance(1);
    expect(world.api.configCalls).toBe(2);
    store.dispose();
    expect(world.scheduler.pending).toBe(0);
    world.scheduler.advance(CONFIG_REFRESH_MS * 3);
    expect(world.api.configCalls).toBe(2);
  });

  it('keeps the last good config when a refresh fails, and reports the failure', async () => {
    const world = buildTestWorld();
    const store = world.container.get(ConfigStore);
    await store.refresh();
    const good = store.config;
    world.api.configAnswer = left({ code: 'api/server', status: 500, message: 'HTTP 500' });
    await store.refresh();
    expect(store.config).toBe(good);
    expect(world.analytics.errors.map((e) => e.where)).toEqual(['config refresh']);
  });
});

describe('ShellStore', () => {
  it('remembers a closed promo banner per tenant', () => {
    const world = buildTestWorld({ search: 'tenant=wg' });
    const shell = world.container.get(ShellStore);
    expect(shell.promoBannerClosed).toBe(false);
    shell.closePromoBanner();
    expect(shell.promoBannerClosed).toBe(true);
    expect(JSON.parse(world.storage.get('tpx:wg:promoBannerClosed')!)).toMatchObject({ value: true });
    expect(world.storage.get('tpx:tilepix:promoBannerClosed')).toBeNull();
  });

  it('opens and closes the menu and the error dialog, and keeps the cart count a whole number ≥ 0', () => {
    const shell = buildTestWorld().container.get(ShellStore);
    shell.toggleMenu();
    expect(shell.menuOpen).toBe(true);
    shell.closeMenu();
    expect(shell.menuOpen).toBe(false);
    shell.showError({ title: 'Photo Upload Failed', message: 'Unable to start uploading photos' });
    expect(shell.errorDialog?.title).toBe('Photo Upload Failed');
    shell.dismissError();
    expect(shell.errorDialog).toBeNull();
  });

  it('resolves one instance of each store from the container', () => {
    const { container } = buildTestWorld();
    expect(container.get(ShellStore)).toBe(container.get(ShellStore));
    expect(container.get(TenantStore)).toBe(container.get(TenantStore));
  });
});
