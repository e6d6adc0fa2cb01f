import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE, CART_LINES_ADD, CHECKOUT_COMPLETE_FREE, CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2 } from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { writeRecorder } from './gates/write-recorder';
import { serverProject, tiles } from './projects-harness';
import { checkoutIdOf, ENDPOINT, storeLineProjects, tileLine, VARIANTS, vaultCard } from './storefront-harness';
import { testDbFactories } from './test-db';

type Settings = Record<string, unknown>;
type UserError = { code: string; field: string[] | null; message: string };

/**
 * Issue 26, item 5: the tenant limits an admin saves at /admin/tenants (tiles per order, frame colours,
 * forced product) are what the storefront (every line path and checkout) and project saves enforce,
 * from the next call on. A refusal is a userError (a 400 for projects) and writes nothing.
 */
describe.each(testDbFactories)('tenant limits saved by an admin, enforced on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let recorder: Awaited<ReturnType<typeof writeRecorder>>;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
    recorder = await writeRecorder(h.db, ['rate_limits']);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  /** Saves the default store's limits through the admin API (as /admin/tenants does). */
  const setLimits = async (limits: { maxMainProductTiles?: number | null; allowedFrameColors?: string[] | null; forcedProductId?: string | null }) => {
    const current = (await h.json('GET', 'v1/admin/tenants/tilepix/settings', { token: admin })).body as { version: number; settings: Settings };
    const saved = await h.json('POST', 'v1/admin/tenants/tilepix/settings', {
      token: admin,
      body: { version: current.version, settings: { ...current.settings, ...limits } },
    });
    expect(saved.status).toBe(200);
    await recorder.writtenSince();
  };
  // The projects a request's printed lines name are saved first, as the shopper's saves land before
  // checkout; those harness writes are not the request's, so `written()` leaves them out.
  let pending: string[] = [];
  const written = async () => {
    const tables = [...new Set([...pending, ...(await recorder.writtenSince())])];
    pending = [];
    return tables;
  };
  const gql = async (query: string, variables: Record<string, unknown>) => {
    pending.push(...(await recorder.writtenSince()));
    await storeLineProjects(h.db, variables);
    await recorder.writtenSince();
    const res = await h.app.request(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix') },
      body: JSON.stringify({ query, variables }),
    });
    return (
      (await res.json()) as {
        data: Record<string, { cart?: { id: string; totalQuantity: number } | null; userErrors?: UserError[]; checkoutUserErrors?: UserError[] }>;
      }
    ).data;
  };
  const create = async (lines: unknown[]) => (await gql(CART_CREATE, { input: { lines } })).cartCreate!;
  const add = async (cartId: string, lines: unknown[]) => (await gql(CART_LINES_ADD, { cartId, lines })).cartLinesAdd!;
  const LARGE_WHITE = 'large-white';

  it('cartCreate and cartLinesAdd refuse what the saved limits leave out, with the userError and nothing written', async () => {
    await setLimits({ maxMainProductTiles: 3, allowedFrameColors: ['White'], forcedProductId: null });
    const black = await create([tileLine(1, VARIANTS.black)]);
    expect(black).toEqual({ cart: null, userErrors: [{ code: 'INVALID', field: ['lines'], message: 'Black frames are not available here.' }] });
    const tooMany = await create([tileLine(2, VARIANTS.white), tileLine(2, LARGE_WHITE)]);
    expect(tooMany.userErrors).toEqual([{ code: 'INVALID', field: ['lines'], message: 'You can print up to 3 tiles per order. You have room for 3 more.' }]);
    expect(await written()).toEqual([]);

    const { cart } = await create([tileLine(2, VARIANTS.white), { merchandiseId: VARIANTS.wallPad, quantity: 4 }]);
    expect(cart?.totalQuantity).toBe(6);
    await written();
    const over = await add(cart!.id, [tileLine(2, LARGE_WHITE)]);
    expect(over.userErrors).toEqual([{ code: 'INVALID', field: ['lines'], message: 'You can print up to 3 tiles per order. You have room for 1 more.' }]);
    expect(over.cart?.totalQuantity).toBe(6);
    const blackAdded = await add(cart!.id, [tileLine(1, VARIANTS.black)]);
    expect(blackAdded.userErrors).toEqual([{ code: 'INVALID', field: ['lines'], message: 'Black frames are not available here.' }]);
    expect(await written()).toEqual([]);
    expect((await add(cart!.id, [tileLine(1, LARGE_WHITE)])).userErrors).toEqual([]);
  });

  it('a forced product: designs of any other product are refused; ready-made products are still sold', async () => {
    await setLimits({ maxMainProductTiles: null, allowedFrameColors: null, forcedProductId: 'largeTile12x12' });
    const refused = await create([tileLine(1, VARIANTS.white)]);
    expect(refused.userErrors).toEqual([{ code: 'INVALID', field: ['lines'], message: 'Photo Tile 8x8 cannot be printed in this store.' }]);
    expect(await written()).toEqual([]);
    const ok = await create([tileLine(2, LARGE_WHITE), { merchandiseId: VARIANTS.wallPad, quantity: 1 }]);
    expect(ok.userErrors).toEqual([]);
  });

  it('checkout refuses a cart the limits saved since no longer allow (card and free), writes nothing, and pays once they allow it', async () => {
    await setLimits({ maxMainProductTiles: null, allowedFrameColors: null, forcedProductId: null });
    const { cart } = await create([tileLine(3, VARIANTS.white)]);
    const checkoutId = checkoutIdOf(cart!.id);
    const vaultId = await vaultCard(h.app);
    const pay = async () =>
      (
        await gql(CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, {
          checkoutId,
          payment: {
            paymentAmount: { amount: '42.00', currencyCode: 'USD' },
            idempotencyKey: 'limits-1',
            billingAddress: { address1: '1 Main St', city: 'Springfield', country: 'US', zip: '12345', firstName: 'Ada', lastName: 'Lee' },
            vaultId,
            test: true,
          },
        })
      ).checkoutCompleteWithCreditCardV2!;

    await setLimits({ maxMainProductTiles: 2 });
    expect((await pay()).checkoutUserErrors).toEqual([
      { code: 'INVALID', field: ['checkoutId'], message: 'You can print up to 2 tiles per order. Remove 1 to check out.' },
    ]);
    expect((await gql(CHECKOUT_COMPLETE_FREE, { checkoutId })).checkoutCompleteFree!.checkoutUserErrors).toEqual([
      { code: 'INVALID', field: ['checkoutId'], message: 'You can print up to 2 tiles per order. Remove 1 to check out.' },
    ]);
    await setLimits({ maxMainProductTiles: null, allowedFrameColors: ['Black', 'Gray'] });
    expect((await pay()).checkoutUserErrors).toEqual([{ code: 'INVALID', field: ['checkoutId'], message: 'White frames are not available here.' }]);
    expect(await written()).toEqual([]);

    await setLimits({ allowedFrameColors: null });
    const paid = await pay();
    expect(paid.checkoutUserErrors).toEqual([]);
    expect(await written()).toEqual(expect.arrayContaining(['orders', 'payments']));
  });

  it('project saves (create and update) follow the saved limits: 400 in the same words, nothing written', async () => {
    await setLimits({ maxMainProductTiles: 4, allowedFrameColors: ['Black'], forcedProductId: null });
    const save = (body: unknown, token?: string) => h.json('POST', 'v1/projects/save', { ...(token ? { token } : {}), body });
    const white = serverProject('limits-white', 'limits-cart', { frameColor: 'White', tiles: tiles('limits-white', 1, { frameColor: 'White' }) });
    expect(await save({ ...white, baseVersion: null })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'White frames are not available here.' }),
    });
    const big = serverProject('limits-big', 'limits-cart', { tiles: tiles('limits-big', 3), quantity: 2 });
    expect(await save({ ...big, baseVersion: null })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'You can print up to 4 tiles per order. Remove 2 to check out.' }),
    });
    expect(await written()).toEqual([]);

    const ok = serverProject('limits-ok', 'limits-cart', { tiles: tiles('limits-ok', 2), quantity: 2 });
    expect((await save({ ...ok, baseVersion: null })).body).toEqual({ version: 1 });
    await written();
    const grayTile = { ...ok, tiles: [...ok.tiles.slice(0, 1), { ...ok.tiles[1]!, frameColor: 'Gray' }], baseVersion: 1 };
    expect(await save(grayTile)).toEqual({ status: 400, body: expect.objectContaining({ message: 'Gray frames are not available here.' }) });

    await setLimits({ forcedProductId: 'largeTile12x12' });
    expect(await save({ ...ok, baseVersion: 1 })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Photo Tile 8x8 cannot be printed in this store.' }),
    });
    expect(await written()).toEqual([]);
    expect((await save({ ...ok, productId: 'largeTile12x12', baseVersion: 1 })).body).toEqual({ version: 2 });
    await setLimits({ maxMainProductTiles: null, allowedFrameColors: null, forcedProductId: null });
  });
});
