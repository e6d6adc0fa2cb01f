import type { Hono } from 'hono';
import { tmpdir } from 'node:os';
import { storefrontAccessToken } from '../../src/adapters/storefront/storefront-endpoint';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp, type AppDeps } from '../../server/http/app';
import { seed } from '../../server/seed/seed';
import type { ThrottleLimits } from '../../server/storefront/throttle';

/** Seeded catalogue variants the storefront tests buy. */
export const VARIANTS = {
  black: 'gid://shopify/ProductVariant/41000000001',
  white: 'gid://shopify/ProductVariant/41000000002',
  wallPad: 'gid://shopify/ProductVariant/41000000008',
  reward: 'gid://shopify/ProductVariant/41000000005',
} as const;

export const ENDPOINT = '/api/storefront/2024-04/graphql.json';

type GqlBody<T> = { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };

export interface StorefrontHarness {
  db: Db;
  app: Hono;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, options?: { tenant?: string; headers?: Record<string, string> }): Promise<{ status: number; body: GqlBody<T> }>;
}

/** A migrated, seeded database and the app over it, with a generous storefront throttle unless told. */
export async function openStorefrontHarness(
  open: () => Promise<Db>,
  options: { limits?: ThrottleLimits; app?: Partial<AppDeps> } = {},
): Promise<StorefrontHarness> {
  const db = await open();
  await migrate(db);
  await seed(db);
  const limits = options.limits ?? { capacity: 1000, refillPerSecond: 1000 };
  const app = createApp({
    db,
    config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang' },
    frameAncestors: [],
    log: () => {},
    storefront: { throttle: limits, vaultThrottle: limits },
    ...options.app,
  });
  return {
    db,
    app,
    async gql(query, variables = {}, opts = {}) {
      const res = await app.request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken(opts.tenant ?? 'tilepix'), ...opts.headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as never };
    },
  };
}

/** A tile line as the client sends it. */
export const tileLine = (quantity: number, variant: string = VARIANTS.black) => ({
  merchandiseId: variant,
  quantity,
  attributes: [{ key: 'Frame', value: 'Black' }],
});

export const checkoutIdOf = (cartId: string) => cartId.replace('/Cart/', '/Checkout/');

/** A vaulted test card's session id. */
export async function vaultCard(app: Hono, number = '4242424242424242'): Promise<string> {
  const res = await app.request('/api/vault/sessions?tenantId=tilepix', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credit_card: { number, first_name: 'Ada', last_name: 'Lovelace', month: 12, year: 2099, verification_value: '123' } }),
  });
  return ((await res.json()) as { id: string }).id;
}
