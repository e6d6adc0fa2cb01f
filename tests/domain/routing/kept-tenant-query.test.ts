import { describe, expect, it } from 'vitest';
import { keptTenantQuery, withKeptTenant } from '../../../src/domain/routing';

describe("the storefront's kept ?tenant=", () => {
  it('is the query the page was opened with, trimmed; none on an admin page or without one', () => {
    expect(keptTenantQuery('/photo-picker', '?tenant=wg')).toBe('wg');
    expect(keptTenantQuery('/', 'utm_source=x&tenant=%20cvs%20')).toBe('cvs');
    expect(keptTenantQuery('/', '')).toBeNull();
    expect(keptTenantQuery('/', '?tenant=')).toBeNull();
    expect(keptTenantQuery('/admin/t/wg/products', '?tenant=wg')).toBeNull();
    expect(keptTenantQuery('/admin', '?tenant=wg')).toBeNull();
  });

  it('goes on every storefront address, after its own query and before its hash', () => {
    expect(withKeptTenant('/cart', 'wg')).toBe('/cart?tenant=wg');
    expect(withKeptTenant('/', 'wg')).toBe('/?tenant=wg');
    expect(withKeptTenant('/shop-all?group=art', 'wg')).toBe('/shop-all?group=art&tenant=wg');
    expect(withKeptTenant('/faqs#returns', 'cvs')).toBe('/faqs?tenant=cvs#returns');
    expect(withKeptTenant('/d/abc?x=1#y', 'cvs')).toBe('/d/abc?x=1&tenant=cvs#y');
    expect(withKeptTenant('/cart', 'a b&c')).toBe('/cart?tenant=a%20b%26c');
  });

  it('leaves an address alone that names its own tenant, is an admin page or another site, or when nothing is kept', () => {
    expect(withKeptTenant('/?tenant=cvs', 'wg')).toBe('/?tenant=cvs');
    expect(withKeptTenant('/cart?x=1&tenant=cvs', 'wg')).toBe('/cart?x=1&tenant=cvs');
    expect(withKeptTenant('/admin/orders', 'wg')).toBe('/admin/orders');
    expect(withKeptTenant('/admin/t/wg/products?page=2', 'wg')).toBe('/admin/t/wg/products?page=2');
    expect(withKeptTenant('https://shop.example/cart', 'wg')).toBe('https://shop.example/cart');
    expect(withKeptTenant('//evil.example/cart', 'wg')).toBe('//evil.example/cart');
    expect(withKeptTenant('#main', 'wg')).toBe('#main');
    expect(withKeptTenant('/cart', null)).toBe('/cart');
  });
});
