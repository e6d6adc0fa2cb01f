import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT, resolveTenantId } from '../../src/domain/tenant/tenant-resolution';
import { originAllowed } from '../../src/domain/tenant/parent-origin';

const hostTenants = ['wg', 'cvs'];

describe('tenant resolution (DESIGN §3)', () => {
  it('prefers tpx-initial-data, then the tenant query, then the host, then the default', () => {
    expect(resolveTenantId({ initialDataTenant: 'cvs', queryTenant: 'wg', hostname: 'wg.localhost', hostTenants })).toBe('cvs');
    expect(resolveTenantId({ queryTenant: 'wg', hostname: 'cvs.localhost', hostTenants })).toBe('wg');
    expect(resolveTenantId({ queryTenant: null, hostname: 'cvs.localhost', hostTenants })).toBe('cvs');
    expect(resolveTenantId({ hostname: 'localhost', hostTenants })).toBe(DEFAULT_TENANT);
  });

  it('reads a host-name suffix and ignores hosts that are not tenants', () => {
    expect(resolveTenantId({ hostname: 'tiles-wg.example.com', hostTenants })).toBe('wg');
    expect(resolveTenantId({ hostname: 'WG.LOCALHOST', hostTenants })).toBe('wg');
    expect(resolveTenantId({ hostname: 'www.tilepix.com', hostTenants })).toBe('tilepix');
    expect(resolveTenantId({ hostname: 'wgx.example.com', hostTenants })).toBe('tilepix');
  });

  it('ignores empty values and normalises case and spaces', () => {
    expect(resolveTenantId({ initialDataTenant: ' ', queryTenant: ' CVS ', hostname: 'localhost', hostTenants })).toBe('cvs');
    expect(resolveTenantId({ initialDataTenant: '', queryTenant: '', hostname: '', hostTenants })).toBe('tilepix');
  });
});

describe('parent origin check', () => {
  const allowed = ['https://www.tilepix.com', 'http://localhost:*'];
  it.each([
    ['https://www.tilepix.com', true],
    ['http://localhost:8080', true],
    ['http://localhost', true],
    ['https://evil.example', false],
    ['https://www.tilepix.com.evil.example', false],
    ['http://localhost:80x', false],
    ['http://localhost.evil.example:80', false],
    ['null', false],
  ])('%s → %s', (origin, expected) => {
    expect(originAllowed(origin, allowed)).toBe(expected);
  });
});
