import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../server/auth/account-settings';
import type { Db } from '../../server/db/db';
import { createApp, type AppDeps } from '../../server/app/create-app';
import { OPEN_THROTTLE, prepareDb, TestClock } from './account-harness';

export const ADMIN_EMAIL = 'admin@tilepix.test';
export const TILE_BLACK = 'gid://shopify/ProductVariant/41000000001';

export interface TileInput {
  imagePath: string;
  crop?: [number, number, number, number] | null;
  matColor?: string;
  frameColor?: string;
  filter?: 'color' | 'grayScale';
  orientation?: 'Landscape' | 'Portrait';
}

export interface OrderInput {
  tenant?: string;
  email?: string | null;
  test?: boolean;
  totalCents?: number;
  /**
   * Lines with tiles are written as checkout writes them since issue 26: `_projectId` and `_tiles`, the
   * project frozen for the order. `olderOrder`: only the `_tiles` attribute, no project (before the fix).
   */
  lines?: Array<{
    productId: string;
    variantId: string;
    quantity: number;
    tiles?: TileInput[];
    olderOrder?: boolean;
    attributes?: Array<{ key: string; value: string }>;
  }>;
  createdAt?: string;
}

/**
 * The app over a migrated, seeded database with the admin seeded, a files folder holding a test photo
 * (1200 x 900 PNG, uploads/photo.png) and its own print cache; sessions signed with a test clock.
 */
export async function openAdminHarness(db: Db, options: { clientDir?: string; orders?: AppDeps['orders'] } = {}) {
  const clock = new TestClock();
  await prepareDb(db, clock);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tpx-admin-'));
  const filesDir = path.join(dataDir, 'files');
  const printCacheDir = path.join(dataDir, 'print-cache');
  await mkdir(path.join(filesDir, 'uploads'), { recursive: true });
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toFile(path.join(filesDir, 'uploads', 'photo.png'));
  const app: Hono = createApp({
    db,
    config: { clientDir: options.clientDir ?? tmpdir(), hostedPageUrl: 'https://hosted.example/hang' },
    frameAncestors: [],
    filesDir,
    printCacheDir,
    log: () => {},
    accounts: { settings: { ...DEFAULT_ACCOUNT_SETTINGS }, now: clock.now, throttle: OPEN_THROTTLE, refreshThrottle: OPEN_THROTTLE },
    ...(options.orders ? { orders: options.orders } : {}),
  });

  const request = async (method: 'GET' | 'POST', apiPath: string, opts: { token?: string; body?: unknown; tenant?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const sep = apiPath.includes('?') ? '&' : '?';
    return app.request(`http://localhost/api/${apiPath}${sep}tenantId=${opts.tenant ?? 'tilepix'}`, {
      method,
      headers,
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
  };

  const json = async (method: 'GET' | 'POST', apiPath: string, opts: { token?: string; body?: unknown; tenant?: string } = {}) => {
    const res = await request(method, apiPath, opts);
    return { status: res.status, body: (await res.json()) as any };
  };

  /** A signed-in session's access token (sign-up or login, then the mailed code). */
  const tokenFor = async (email: string, tenant = 'tilepix'): Promise<string> => {
    const created = await json('POST', 'v1/account/create', {
      tenant,
      body: { loginMethod: 'code', firstName: 'Pat', lastName: 'Lee', email, acceptsMarketing: true, source: 'test' },
    });
    if (created.status !== 200) expect((await json('POST', 'v1/account/login', { tenant, body: { email, loginMethod: 'code' } })).status).toBe(200);
    const mail = (await (await app.request(`http://localhost/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
    const code = /\b(\d{6})\b/.exec(mail[0]?.text ?? '')?.[1];
    const verified = await json('POST', 'v1/account/login_verify', { tenant, body: { email, code, source: 'test' } });
    expect(verified.status).toBe(200);
    return verified.body.accessToken as string;
  };

  /** Writes an order as checkout does (cart, checkout, order, lines, a successful payment); answers its id and number. */
  const placeOrder = async (input: OrderInput = {}): Promise<{ id: string; number: string }> => {
    const tenant = input.tenant ?? 'tilepix';
    const token = randomBytes(16).toString('hex');
    const id = String(1_000_000_000 + Math.floor(Math.random() * 1e9));
    const lines = input.lines ?? [
      {
        productId: 'tilepix',
        variantId: TILE_BLACK,
        quantity: 2,
        tiles: [{ imagePath: '/files/uploads/photo.png', crop: [100, 0, 900, 900] }, { imagePath: '/files/uploads/photo.png' }],
      },
    ];
    const total = input.totalCents ?? lines.reduce((s, l) => s + l.quantity * 1400, 0);
    await db.query('INSERT INTO carts (token, tenant_id) VALUES ($1, $2)', [token, tenant]);
    await db.query('INSERT INTO checkouts (token, tenant_id, completed_at) VALUES ($1, $2, now())', [token, tenant]);
    await db.query(
      `INSERT INTO orders (id, tenant_id, checkout_token, email, subtotal_cents, discount_cents, total_cents, created_at) VALUES ($1, $2, $3, $4, $5, 0, $5, $6)`,
      [id, tenant, token, input.email === undefined ? 'ada@example.com' : input.email, total, input.createdAt ?? new Date().toISOString()],
    );
    for (const [position, l] of lines.entries()) {
      const tiles = (l.tiles ?? []).map((t) => ({ frameColor: 'Black', matColor: '#FFFFFF00', filter: 'color', orientation: 'Portrait', crop: null, ...t }));
      const projectId = `p-${id}-${position}`;
      const frozen = l.tiles !== undefined && l.olderOrder !== true;
      if (frozen) {
        const document = {
          id: projectId,
          productId: l.productId,
          quantity: Math.max(1, Math.round(l.quantity / Math.max(1, tiles.length))),
          frameColor: 'Black',
          tiles: tiles.map((t, i) => ({
            id: `${projectId}-t${i}`,
            imagePath: t.imagePath,
            frameColor: t.frameColor,
            matColor: t.matColor,
            filter: t.filter,
            orientation: t.orientation,
            cropTopLeftX: t.crop?.[0] ?? 0,
            cropTopLeftY: t.crop?.[1] ?? 0,
            ...(t.crop ? { cropBottomRightX: t.crop[0] + t.crop[2], cropBottomRightY: t.crop[1] + t.crop[3] } : {}),
          })),
        };
        await db.query(
          `INSERT INTO projects (tenant_id, id, version, cart_token, document, tile_count, created_at, updated_at, completed_at, order_id)
           VALUES ($1, $2, 1, $3, $4, $5, now(), now(), now(), $6)`,
          [tenant, projectId, token, JSON.stringify(document), tiles.length, id],
        );
      }
      const attributes = l.attributes ?? [
        { key: 'Frame', value: 'Black' },
        ...(frozen ? [{ key: '_projectId', value: projectId }] : []),
        ...(l.tiles ? [{ key: '_tiles', value: JSON.stringify(tiles) }] : []),
      ];
      await db.query(
        `INSERT INTO order_lines (order_id, position, product_id, variant_id, title, quantity, unit_price_cents, total_cents, attributes) VALUES ($1, $2, $3, $4, $5, $6, 1400, $7, $8)`,
        [id, position, l.productId, l.variantId, 'Photo Tile 8x8 - Black', l.quantity, l.quantity * 1400, JSON.stringify(attributes)],
      );
    }
    await db.query(
      `INSERT INTO payments (id, tenant_id, checkout_token, idempotency_key, kind, amount_cents, test, status, order_id) VALUES ($1, $2, $3, 'k', 'free', $4, $5, 'SUCCESS', $6)`,
      [randomBytes(12).toString('hex'), tenant, token, total, input.test ?? false, id],
    );
    // The order number (issue 29): the code the column's default drew.
    const [row] = await db.query<{ code: string }>('SELECT code FROM orders WHERE id = $1', [id]);
    return { id, number: row!.code };
  };

  return { db, app, clock, filesDir, printCacheDir, request, json, tokenFor, placeOrder };
}

export type AdminHarness = Awaited<ReturnType<typeof openAdminHarness>>;
