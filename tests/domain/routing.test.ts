import { describe, expect, it } from 'vitest';
import { appSignInUrl, normalizeTrailingSlashes, redirectFor } from '../../src/domain/routing';

const ctx = { hostedPageUrl: 'https://hosted.example/hang', appScheme: 'tilepix' };

describe('redirects (SPEC §2)', () => {
  it.each([
    ['/walgreens', '', { kind: 'external', url: 'https://hosted.example/hang' }],
    ['/hang', '', { kind: 'external', url: 'https://hosted.example/hang' }],
    ['/hang/', '', { kind: 'external', url: 'https://hosted.example/hang' }],
    ['/signin', '?u=abc', { kind: 'app', url: 'tilepix://signin?u=abc' }],
    ['/membership', '', { kind: 'internal', to: '/#membership' }],
    ['/products/wood8x8', '', { kind: 'internal', to: '/products/tilepix' }],
    ['/products/wood8x8', '?tenant=wg', { kind: 'internal', to: '/products/tilepix?tenant=wg' }],
    ['/gallery', 'tenant=cvs', { kind: 'internal', to: '/photo-picker?tenant=cvs' }],
    ['/admin', '', { kind: 'internal', to: '/admin/orders' }],
    ['/admin/', '', { kind: 'internal', to: '/admin/orders' }],
    ['/faqs//', '', { kind: 'internal', to: '/faqs/' }],
    ['/faqs///', '?x=1', { kind: 'internal', to: '/faqs/?x=1' }],
  ])('%s%s → %o', (path, search, expected) => {
    expect(redirectFor(path, search, ctx)).toEqual(expected);
  });

  it.each(['/', '/faqs', '/faqs/', '/products/tilepix', '/admin/orders', '/unknown'])('%s has no redirect', (path) => {
    expect(redirectFor(path, '', ctx)).toBeNull();
  });

  it('/signin carries only u, encoded, and works without it', () => {
    expect(appSignInUrl('u=a b&x=1', 'tilepix')).toBe('tilepix://signin?u=a%20b');
    expect(appSignInUrl('', 'myapp')).toBe('myapp://signin');
  });

  it('normalises a trailing double slash to a single one, and only a trailing one', () => {
    expect(normalizeTrailingSlashes('/shop-all//')).toBe('/shop-all/');
    expect(normalizeTrailingSlashes('//')).toBe('/');
    expect(normalizeTrailingSlashes('/shop-all/')).toBe('/shop-all/');
    expect(normalizeTrailingSlashes('/a//b')).toBe('/a//b');
  });
});
