import type { Hono } from 'hono';
import { tmpdir } from 'node:os';
import { storefrontAccessToken } from '../../src/adapters/storefront/storefront-endpoint';
import type { Db } from '../../server/db/db';
import { giftAttributes } from '../../src/domain/cart';
import { cents } from '../../src/domain/money';
import { createApp, type AppDeps } from '../../server/app/create-app';
import { migrateAndSeed } from './test-db';
import type { ThrottleLimits } from '../../server/storefront/throttle';

/** Seeded catalogue variants the storefront tests buy. */
export const VARIANTS = {
  black: 'gid://shopify/ProductVariant/41000000001',
  white: 'gid://shopify/ProductVariant/41000000002',
  wallPad: 'gid://shopify/ProductVariant/41000000008',
  reward: 'gid://shopify/ProductVariant/41000000005',
  gift: 'gid://shopify/ProductVariant/41000000004',
} as const;

export const ENDPOINT = '/api/storefront/2024-04/graphql.json';

type GqlBody<T> = { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };

export interface StorefrontHarness {
  db: Db;
  app: Hono;
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { tenant?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: GqlBody<T> }>;
}

/** A migrated, seeded database and the app over it, with a generous storefront throttle unless told. */
export async function openStorefrontHarness(
  open: () => Promise<Db>,
  options: { limits?: ThrottleLimits; app?: Partial<AppDeps> } = {},
): Promise<StorefrontHarness> {
  const db = await open();
  await migrateAndSeed(db);
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
      await storeLineProjects(db, variables, opts.tenant ?? 'tilepix');
      const res = await app.request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken(opts.tenant ?? 'tilepix'), ...opts.headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as never };
    },
  };
}

/** The cart token of the projects the harness's shopper saved (the anonymous proof a printed line carries). */
export const HARNESS_CART_TOKEN = 'harness-projects-cart-token';

const FRAMES: Record<string, string> = {
  [VARIANTS.black]: 'Black',
  [VARIANTS.white]: 'White',
  'gid://shopify/ProductVariant/41000000003': 'Gray',
  'large-white': 'White',
};

/**
 * A printed line's attributes as the client writes them (`lineAttributes`): its project, the cart
 * token holding it, and `tiles` photos in `frame` x `copies` copies.
 */
export const printedAttributes = (projectId: string, tiles: number, copies: number, frame = 'Black', cartToken = HARNESS_CART_TOKEN) => [
  { key: '_projectId', value: projectId },
  { key: '_cartToken', value: cartToken },
  { key: 'Frame', value: frame },
  { key: 'Tiles', value: String(tiles) },
  { key: 'Copies', value: String(copies) },
  {
    key: '_tiles',
    value: JSON.stringify(
      Array.from({ length: tiles }, (_, i) => ({
        imagePath: `/files/uploads/harness-${i}.jpg`,
        crop: [0, 0, 100, 100],
        frameColor: frame,
        matColor: '#FFFFFF00',
        filter: 'color',
        orientation: 'Portrait',
      })),
    ),
  },
];

let projectSerial = 0;

/**
 * A line as the client sends it. A framed tile (black, white, gray) is one photo x `quantity` copies
 * of a project of its own, which `storeLineProjects` saves before the request (the shopper's saves
 * land before checkout); any other product (wall pad, reward, gift) carries no tiles.
 */
export const tileLine = (quantity: number, variant: string = VARIANTS.black) => {
  const frame = FRAMES[variant];
  if (frame === undefined || !Number.isInteger(quantity) || quantity < 1)
    return { merchandiseId: variant, quantity, attributes: [{ key: 'Frame', value: 'Black' }] };
  return {
    merchandiseId: variant,
    quantity,
    attributes: printedAttributes(`hp-${process.pid}-${Date.now().toString(36)}-${++projectSerial}`, 1, quantity, frame),
  };
};

/** A gift tile line (issue 33): its recipient as line attributes, the amount exactly its tiles at 14.00. */
export const giftLine = (quantity: number, variant: string = VARIANTS.gift, recipient: { email?: string | null; phone?: string | null } = {}) => ({
  merchandiseId: variant,
  quantity,
  attributes: giftAttributes({
    name: 'Ada Lovelace',
    email: recipient.email === undefined ? 'ada@example.test' : recipient.email,
    phone: recipient.phone ?? null,
    amount: cents(1400 * quantity),
    tiles: quantity,
  }),
});

type LineLike = { merchandiseId?: unknown; attributes?: Array<{ key: string; value: string }> };

/** Every line (an object with a merchandiseId and attributes) anywhere in a request's variables. */
const linesIn = (value: unknown): LineLike[] => {
  if (Array.isArray(value)) return value.flatMap(linesIn);
  if (typeof value !== 'object' || value === null) return [];
  const v = value as LineLike;
  if (typeof v.merchandiseId === 'string' && Array.isArray(v.attributes)) return [v];
  return Object.values(value).flatMap(linesIn);
};

/**
 * Saves the projects the request's printed lines name under the harness's cart token, as the
 * project server would hold them after the shopper's saves (anonymous, not completed), built from
 * the line: its tiles in its frame colour, its copies, its variant's product. Already saved: left.
 */
export async function storeLineProjects(db: Db, variables: unknown, tenant = 'tilepix'): Promise<void> {
  for (const line of linesIn(variables)) {
    const attr = (key: string) => line.attributes!.find((a) => a.key === key)?.value;
    const id = attr('_projectId');
    if (id === undefined || attr('_cartToken') !== HARNESS_CART_TOKEN) continue;
    const [variant] = await db.query<{ product_id: string }>('SELECT product_id FROM product_variants WHERE tenant_id = $1 AND id = $2', [
      tenant,
      line.merchandiseId,
    ]);
    if (!variant) continue;
    const frame = attr('Frame') ?? 'Black';
    const tiles = (JSON.parse(attr('_tiles') ?? '[]') as Array<{ imagePath: string }>).map((t, i) => ({
      id: `${id}-${i}`,
      imagePath: t.imagePath,
      cropTopLeftX: 0,
      cropTopLeftY: 0,
      cropBottomRightX: 100,
      cropBottomRightY: 100,
      frameColor: frame,
      matColor: '#FFFFFF00',
      filter: 'color',
      orientation: 'Portrait',
    }));
    const document = { id, productId: variant.product_id, quantity: Number(attr('Copies') ?? 1), frameColor: frame, tiles };
    await db.query(
      `INSERT INTO projects (tenant_id, id, version, cart_token, document, tile_count, created_at, updated_at)
       VALUES ($1, $2, 1, $3, $4, $5, now(), now()) ON CONFLICT (tenant_id, id) DO NOTHING`,
      [tenant, id, HARNESS_CART_TOKEN, JSON.stringify(document), tiles.length],
    );
  }
}

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
