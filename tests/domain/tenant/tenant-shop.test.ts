import { describe, expect, it } from 'vitest';
import { SHOP_API_VERSION, shopDomainOf, shopGraphqlUrl } from '../../../src/domain/tenant/tenant-shop';
import { shopUrlProblem, tenantShopProblems } from '../../../src/domain/tenant/tenant-shop-rules';

/** SPEC §1 "checkout through a hosted storefront cart API" (issue 34 item 4): the shop a tenant checks out through. */
describe('§1 a tenant shop', () => {
  it('§1 speaks the current cart API at Shopify’s URL layout and is named by its host in webhooks', () => {
    expect(SHOP_API_VERSION).toBe('2026-04');
    expect(shopGraphqlUrl({ url: 'https://tilepix.myshopify.com', token: 'abcdefgh' })).toBe('https://tilepix.myshopify.com/api/2026-04/graphql.json');
    expect(shopDomainOf('https://TilePix.myshopify.com')).toBe('tilepix.myshopify.com');
    expect(shopDomainOf('http://127.0.0.1:4411')).toBe('127.0.0.1:4411');
  });

  it('§1 takes an https shop host; a local one only outside production; nothing else', () => {
    expect(shopUrlProblem('https://tilepix.myshopify.com', false)).toBeNull();
    expect(shopUrlProblem('http://127.0.0.1:4411', true)).toBeNull();
    expect(shopUrlProblem('http://127.0.0.1:4411', false)).toBe('Shop address: a local shop only outside production');
    expect(shopUrlProblem('http://tilepix.myshopify.com', true)).toBe('Shop address must use https://');
    expect(shopUrlProblem('https://tilepix.myshopify.com/cart', true)).toBe(
      'Shop address must be https:// and the shop’s host, e.g. https://tilepix.myshopify.com',
    );
  });

  it('§1 needs both address and token, a token of the right shape and a long enough secret', () => {
    expect(tenantShopProblems(null, null, undefined, false)).toEqual([]);
    expect(tenantShopProblems('https://a.myshopify.com', 'token-123', 'a-secret-of-16-chars', false)).toEqual([]);
    expect(tenantShopProblems('https://a.myshopify.com', null, undefined, false)).toEqual([
      { field: 'storefrontToken', message: 'A shop needs both its address and its Storefront token' },
    ]);
    expect(tenantShopProblems(null, 'token-123', null, false)).toEqual([
      { field: 'storefrontUrl', message: 'A shop needs both its address and its Storefront token' },
    ]);
    expect(tenantShopProblems('ftp://x', 'bad token', 'short', false).map((p) => p.field)).toEqual(['storefrontUrl', 'storefrontToken', 'shopWebhookSecret']);
  });
});
