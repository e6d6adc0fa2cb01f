import { describe, expect, it } from 'vitest';
import { isAdminPath, oldAdminAddress, redirectFor, tenantAdminPath } from '../../../src/domain/routing';
import { sectionOfAdminPath, tenantOfAdminPath } from '../../../src/domain/routing/admin-path-reading';
import { resolveTenantId } from '../../../src/domain/tenant/tenant-resolution';

const ctx = { hostedPageUrl: 'https://hosted.example/hang', appScheme: 'tilepix' };
const hostTenants = ['wg', 'cvs'];

describe("the admin's addresses (issue 32 item 6)", () => {
  it('carries the edited tenant in the path', () => {
    expect(tenantAdminPath('wg', 'products')).toBe('/admin/t/wg/products');
    expect(tenantAdminPath('wg', 'products', 'q=tile&edit=new')).toBe('/admin/t/wg/products?q=tile&edit=new');
    expect(tenantOfAdminPath('/admin/t/wg/products')).toBe('wg');
    expect(tenantOfAdminPath('/admin/t/demo-2/tenants')).toBe('demo-2');
    expect(sectionOfAdminPath('/admin/t/wg/product-import')).toBe('product-import');
    expect(sectionOfAdminPath('/admin/orders')).toBeNull();
  });

  it('names no tenant for a path without one or with a bad one', () => {
    for (const path of [
      '/admin/orders',
      '/admin/t',
      '/admin/t/WG!/products',
      '/admin/t/%E0%A4%A/products',
      '/products/t/wg/x',
      '/admin/t/' + 'a'.repeat(41) + '/groups',
    ]) {
      expect(tenantOfAdminPath(path)).toBeNull();
    }
  });

  it("sends an old link (the README's /admin/tenants?tenant=wg) to its new address, keeping the rest of the query", () => {
    expect(oldAdminAddress('/admin/tenants', '?tenant=wg', 'tilepix')).toBe('/admin/t/wg/tenants');
    expect(oldAdminAddress('/admin/products', 'tenant=WG&q=tile&edit=tilepix', 'tilepix')).toBe('/admin/t/wg/products?q=tile&edit=tilepix');
    expect(oldAdminAddress('/admin/groups/', '', 'cvs')).toBe('/admin/t/cvs/groups');
    expect(oldAdminAddress('/admin/product-import', '?tenant=<script>', 'tilepix')).toBe('/admin/t/tilepix/product-import');
    // Pages about every tenant keep their address (the orders' tenant filter is a filter, not the page's tenant).
    expect(oldAdminAddress('/admin/orders', '?tenant=wg', 'tilepix')).toBeNull();
    expect(oldAdminAddress('/admin/t/wg/products', '', 'tilepix')).toBeNull();
    expect(redirectFor('/admin/tenants', '?tenant=wg', ctx)).toEqual({ kind: 'internal', to: '/admin/t/wg/tenants' });
    expect(redirectFor('/admin/products', '', { ...ctx, ownTenant: 'wg' })).toEqual({ kind: 'internal', to: '/admin/t/wg/products' });
    expect(redirectFor('/admin/products', '', ctx)).toEqual({ kind: 'internal', to: '/admin/t/tilepix/products' });
  });

  it("runs an admin page as the host's tenant, whatever the query or the initial data say", () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(resolveTenantId({ queryTenant: 'wg', initialDataTenant: 'cvs', hostname: 'localhost', hostTenants, path: '/admin/t/wg/tenants' })).toBe('tilepix');
    expect(resolveTenantId({ queryTenant: 'wg', hostname: 'cvs.localhost', hostTenants, path: '/admin/orders' })).toBe('cvs');
    expect(resolveTenantId({ queryTenant: 'wg', hostname: 'localhost', hostTenants, path: '/administrator' })).toBe('wg');
    expect(resolveTenantId({ queryTenant: 'wg', hostname: 'localhost', hostTenants, path: '/shop-all' })).toBe('wg');
  });
});
