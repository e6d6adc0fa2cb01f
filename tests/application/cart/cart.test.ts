import { right } from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { CartPageStore } from '../../../src/application/cart/cart-page-store';
import { welcomeGrantedAt } from '../../../src/application/cart/welcome-offer';
import { CartContentsStore, promoCodeFromQuery } from '../../../src/application/cart/cart-contents-store';
import { ProjectStore } from '../../../src/application/printing/project-store';
import type { LaunchContext as Launch } from '../../../src/application/ports/launch-context';
import { cents } from '../../../src/domain/money';
import { encodeStored } from '../../../src/domain/persistence';
import { CHECKOUT_SAVE_WAIT_MS } from '../../../src/application/printing/project-sync';
import { checkoutMessages } from '../../../src/domain/cart';
import { buildTestWorld, tenantReady, type TestWorld } from '../../fixtures/fakes';

/** Lets the fake servers' promises and what they start run (the scheduler is manual). */
const flushPromises = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
};

const NOW = Date.parse('2026-11-21T12:00:00Z');
const BLACK = 'gid://shopify/ProductVariant/41000000001';

function setup(launch: Partial<Launch> = {}, before?: (world: TestWorld) => void) {
  const world = buildTestWorld(launch);
  world.scheduler.time = NOW;
  before?.(world);
  tenantReady(world);
  const projects = world.container.get(ProjectStore);
  return { world, projects, contents: world.container.get(CartContentsStore), cart: () => world.container.get(CartPageStore) };
}

/** The same browser storage (and the same storefront server) behind a freshly loaded page. */
function reload(world: TestWorld): TestWorld {
  const reloaded = buildTestWorld();
  reloaded.scheduler.time = NOW;
  for (const key of world.storage.keys()) reloaded.storage.set(key, world.storage.get(key)!);
  (reloaded.storefront as unknown as { state: unknown }).state = (world.storefront as unknown as { state: unknown }).state;
  return reloaded;
}

/** Frames `photos` photos in the active project and adds it to the cart. */
function addProject(projects: ProjectStore, photos: number, copies = 1) {
  for (let i = 0; i < photos; i++) projects.photos.addTile({ imagePath: `/files/photo-${i}.jpg`, width: 1600, height: 1200 });
  if (copies > 1) projects.setQuantity(copies);
  const added = projects.moveActiveToCart();
  if (added._tag === 'Left') throw new Error(added.left.message);
  return added.right;
}

/** A 2-tile project in the cart, its first save landed, and the checkout form filled in. */
async function atCheckoutWithSavedProject() {
  const { world, projects, cart } = setup();
  const added = addProject(projects, 2);
  const store = cart();
  await flushPromises();
  store.checkout.begin();
  await fillValidForm(store);
  return { world, projects, store, added };
}

/** Checkout stopped with `message`, back on the form, and the card was never charged. */
function expectStoppedUncharged(world: TestWorld, store: CartPageStore, message: string) {
  expect(store.checkout.error).toBe(message);
  expect(store.checkout.step).toBe('details');
  expect(world.storefront.calls.some((c) => c.method === 'completeWithCard')).toBe(false);
}

async function fillValidForm(store: CartPageStore, card = '4242424242424242') {
  const f = store.checkout.form;
  f.edit('email', 'shopper@example.com');
  f.edit('name', 'Ada Shopper');
  f.edit('address1', '12 Harbor Street');
  f.edit('city', 'Portland');
  f.edit('state', 'or');
  f.edit('zip', '97201');
  f.edit('phone', '(503) 555-0142');
  f.edit('cardNumber', card);
  f.edit('expiry', '1234');
  f.edit('securityCode', '123');
}

describe('add to cart', () => {
  it('moves the active project into the cart and starts a fresh one; the header count follows tiles and wall pads', () => {
    const { projects, contents } = setup();
    const added = addProject(projects, 3, 2);
    expect(added.status).toBe('Cart');
    expect(projects.active.id).not.toBe(added.id);
    expect(projects.active.tiles).toHaveLength(0);
    expect(projects.cartProjects.map((p) => p.id)).toEqual([added.id]);
    expect(contents.itemCount).toBe(6);
    contents.setWallPads(2);
    expect(contents.itemCount).toBe(8);
  });

  it('refuses an empty project and one still uploading, and changes nothing', () => {
    const { projects } = setup();
    const empty = projects.moveActiveToCart();
    expect(empty._tag === 'Left' && empty.left.message).toBe('Add at least one photo before adding this project to the cart.');
    projects.photos.addTile({ imagePath: 'blob:local', width: 800, height: 800, uploading: true });
    const uploading = projects.moveActiveToCart();
    expect(uploading._tag === 'Left' && uploading.left.message).toBe('Your photos are still uploading. Add the project to the cart once they have arrived.');
    expect(projects.cartProjects).toHaveLength(0);
  });

  it('reopens a cart project for editing as the active project, dropping the empty one', () => {
    const { projects, cart, world } = setup();
    const added = addProject(projects, 2);
    world.navigator.navigate('/cart');
    expect(cart().editProject(added.id)).toBe(true);
    expect(world.navigator.current()).toBe('/printing');
    expect(projects.active.id).toBe(added.id);
    expect(projects.active.status).toBe('InProgress');
    expect(projects.projects).toHaveLength(1);
    expect(projects.cartProjects).toHaveLength(0);
  });
});

describe('cart pricing', () => {
  it('prices tiles with the domain: the next tier below 10 tiles, the 10% tier from 10', async () => {
    const { projects, cart } = setup();
    const added = addProject(projects, 6);
    const store = cart();
    await store.start();
    expect(store.pricing.summary.subtotal).toBe(8400);
    expect(store.pricing.discountRows).toEqual([]);
    expect(store.pricing.nextTier).toEqual({ tilesToAdd: 4, percent: 10, extraSaving: 840 });
    store.changeQuantity(added.id, 2);
    expect(store.pricing.summary.tileCount).toBe(12);
    expect(store.pricing.discountRows).toEqual([{ key: 'automatic', label: 'Volume discount (10%)', amount: 1680 }]);
    expect(store.pricing.summary.total).toBe(15120);
    expect(store.pricing.nextTier).toEqual({ tilesToAdd: 8, percent: 20, extraSaving: 1680 });
    expect(store.pricing.items[0]).toMatchObject({ tiles: 6, quantity: 2, gross: 16800, net: 15120 });
  });

  it('adds wall pads at the config price and removes them', async () => {
    const { cart } = setup();
    const store = cart();
    expect(store.pricing.isEmpty).toBe(true);
    store.setWallPads(3);
    expect(store.pricing.isEmpty).toBe(false);
    expect(store.pricing.summary.total).toBe(1500);
    store.setWallPads(-4);
    expect(store.contents.wallPads).toBe(0);
  });

  it('prices ready-made items: a membership in the cart takes 40% off the tiles, and goes to the storefront as its variant', async () => {
    const { world, projects, contents, cart } = setup();
    addProject(projects, 5);
    contents.addItem({ productId: 'membership', variantId: 'gid://shopify/ProductVariant/41000000009', name: 'Membership', unitPriceCents: cents(9900) });
    const store = cart();
    expect(store.pricing.discountRows).toEqual([{ key: 'automatic', label: 'Membership (40%)', amount: 2800 }]);
    expect(store.pricing.summary.total).toBe(7000 - 2800 + 9900);
    expect(contents.itemCount).toBe(6);
    store.checkout.begin();
    await fillValidForm(store);
    await store.checkout.placeOrder();
    const create = world.storefront.calls.find((c) => c.method === 'createCart')!.args[0] as { lines: Array<{ merchandiseId: string; quantity: number }> };
    expect(create.lines.map((l) => [l.merchandiseId, l.quantity])).toEqual([
      [BLACK, 5],
      ['gid://shopify/ProductVariant/41000000009', 1],
    ]);
    expect(store.checkout.lastOrder?.items.map((i) => i.name)).toEqual(['Photo Tile 8x8', 'Membership']);
    expect(contents.items).toEqual([]);
  });

  it('carries the link’s attribution (UTM) and a test launch into the order: cart attributes and the payment’s test flag', async () => {
    const { world, projects, cart } = setup({ search: 'utm_source=newsletter&utm_campaign=spring&utm_medium=&test=1&other=x' });
    addProject(projects, 2);
    const store = cart();
    store.checkout.begin();
    await fillValidForm(store);
    await store.checkout.placeOrder();
    const create = world.storefront.calls.find((c) => c.method === 'createCart')!.args[0] as { attributes: Array<{ key: string; value: string }> };
    expect(create.attributes).toEqual([
      { key: '_tenant', value: 'tilepix' },
      { key: 'utm_source', value: 'newsletter' },
      { key: 'utm_campaign', value: 'spring' },
      { key: '_test', value: 'true' },
    ]);
    expect(world.storefront.calls.find((c) => c.method === 'completeWithCard')!.args[1]).toMatchObject({ test: true });
  });

  it('an ordinary launch is no test and carries no attribution', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 1);
    const store = cart();
    store.checkout.begin();
    await fillValidForm(store);
    await store.checkout.placeOrder();
    expect((world.storefront.calls.find((c) => c.method === 'createCart')!.args[0] as { attributes: unknown }).attributes).toEqual([
      { key: '_tenant', value: 'tilepix' },
    ]);
    expect(world.storefront.calls.find((c) => c.method === 'completeWithCard')!.args[1]).toMatchObject({ test: false });
  });

  it('tpx-initial-data preselects the product options of new projects', () => {
    const { projects } = setup({ initialData: { frameColor: 'white', filter: 'grayscale', matColor: 'gray' } });
    expect(projects.active).toMatchObject({ frameColor: 'White', filter: 'grayScale', matColor: '#939598FF' });
    addProject(projects, 1);
    expect(projects.active).toMatchObject({ frameColor: 'White', filter: 'grayScale' });
  });

  it("caps the pharmacy tenant's main product at 12 tiles with a clear message", () => {
    const { projects, cart } = setup({ search: 'tenant=wg' });
    const added = addProject(projects, 7);
    const store = cart();
    store.changeQuantity(added.id, 2);
    expect(store.limitMessage).toBe('You can print up to 12 tiles per order. You have room for 5 more.');
    expect(projects.cartProjects[0]?.quantity).toBe(1);
  });

  it("checks out only within the limits the tenant publishes now (an admin's saved change), in the server's words (issue 26)", () => {
    let tenant: { maxMainProductTiles: number | null; allowedFrameColors: string[] | null } = { maxMainProductTiles: null, allowedFrameColors: null };
    const { world, projects, cart } = setup({}, (w) => w.api.tenants.set('tilepix', { ...w.api.tenants.get('tilepix')!, ...tenant }));
    projects.options.setFrameColor('White');
    addProject(projects, 4);
    const store = cart();
    expect(store.pricing.overLimitMessage).toBeNull();
    tenant = { maxMainProductTiles: 3, allowedFrameColors: null };
    world.api.tenants.set('tilepix', { ...world.api.tenants.get('tilepix')!, ...tenant });
    tenantReady(world);
    expect(store.pricing.overLimitMessage).toBe('You can print up to 3 tiles per order. Remove 1 to check out.');
    world.api.tenants.set('tilepix', { ...world.api.tenants.get('tilepix')!, maxMainProductTiles: null, allowedFrameColors: ['Black'] });
    tenantReady(world);
    expect(store.pricing.overLimitMessage).toBe('White frames are not available here.');
    store.checkout.begin();
    expect(store.checkout.step).toBe('cart');
  });
});

describe('promo codes', () => {
  it('refuses each seeded invalid code with the spec message and changes nothing', async () => {
    const { projects, contents, cart } = setup();
    addProject(projects, 6, 2);
    const store = cart();
    const refusals: Array<[string, string]> = [
      ['FUTURE', "Hmm... That code didn't work 🤔"],
      ['EXPIRED', 'Sorry... That code has expired.'],
      ['UPTO5', 'That code is only valid for up to 5 tiles'],
      ['MYSTERY', 'Unexpected promo type: buy_one_get_pony'],
      ['NOSUCHCODE', "Hmm... That code didn't work 🤔"],
      ['SPEND30GET1', 'That code requires buying at least $30 worth of tiles'],
      ['  ', 'Promo code is required'],
    ];
    for (const [code, message] of refusals) {
      await store.applyPromo(code);
      expect(store.contents.promo).toMatchObject({ kind: 'refused', message });
      expect(store.pricing.summary.total).toBe(15120);
      expect(contents.promoCode).toBeNull();
    }
  });

  it('applies a valid code, remembers it across a reload, and shows its saving', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 6, 2);
    await cart().applyPromo('take20');
    expect(cart().contents.promo.kind).toBe('applied');
    expect(cart().pricing.promoSaving).toBe(3024);
    expect(cart().pricing.summary.total).toBe(12096);
    expect(cart().pricing.discountRows.map((r) => r.key)).toEqual(['automatic', 'promo']);

    // A reload: new stores over the same storage.
    projects.flush();
    const reloaded = reload(world);
    const again = reloaded.container.get(CartPageStore);
    await again.start();
    expect(again.contents.promo).toMatchObject({ kind: 'applied', code: 'TAKE20' });
    expect(again.pricing.summary.total).toBe(12096);
  });

  it('says when the code cannot be checked (network) without dropping the cart', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 2);
    world.api.promoFailure = { code: 'api/network', message: 'offline' };
    await cart().applyPromo('TAKE20');
    expect(cart().contents.promo).toMatchObject({ kind: 'refused', message: "We couldn't check that code just now. Please try again." });
    expect(projects.cartProjects).toHaveLength(1);
  });

  it('shows the refusal when the cart changes under an applied code', async () => {
    const { projects, cart } = setup();
    const added = addProject(projects, 5);
    await cart().applyPromo('UPTO5');
    expect(cart().contents.promo.kind).toBe('applied');
    cart().changeQuantity(added.id, 2);
    expect(cart().pricing.summary.promoError?.message).toBe('That code is only valid for up to 5 tiles');
    expect(cart().pricing.promoSaving).toBe(0);
  });

  it('takes the code from the link (tpx-promo before p) and keeps it', () => {
    expect(promoCodeFromQuery('p=SAVE10')).toBe('SAVE10');
    expect(promoCodeFromQuery('p=SAVE10&tpx-promo=TAKE20')).toBe('TAKE20');
    expect(promoCodeFromQuery('p=%20')).toBeNull();
    const { world, contents } = setup({ search: 'p=TAKE20' });
    expect(contents.promoCode).toBe('TAKE20');
    expect(world.storage.get('tpx:tilepix:promo')).toContain('TAKE20');
  });

  it('gives the pharmacy tenant the larger of the welcome offer and the code, not both', async () => {
    const { projects, cart } = setup({ search: 'tenant=wg' }, (world) => {
      world.storage.set(
        'tpx:wg:customer',
        encodeStored({ id: 'c1', email: 'a@b.co', metafields: [{ key: 'promo_welcome_date', value: String(NOW - 1000) }] }, NOW),
      );
    });
    addProject(projects, 4);
    const store = cart();
    await store.start();
    expect(store.pricing.summary.welcomeDiscount).toBe(1680);
    await store.applyPromo('WGSUMMER');
    expect(store.contents.promo.kind).toBe('applied');
    // 30% welcome beats the 25% code: only the welcome offer counts.
    expect(store.pricing.discountRows.map((r) => [r.key, r.amount])).toEqual([['welcome', 1680]]);
    expect(store.pricing.summary.total).toBe(5600 - 1680);
  });

  it('gives a member customer (tag) the membership price on tiles without buying it again', async () => {
    const { projects, cart } = setup({}, (world) => {
      world.storage.set('tpx:tilepix:customer', encodeStored({ id: 'c1', email: 'a@b.co', tags: 'vip, member' }, NOW));
    });
    addProject(projects, 4);
    const store = cart();
    await store.start();
    // 4 tiles at 14.00 with 40 % membership off: 33.60.
    expect(store.pricing.summary.total).toBe(3360);
  });

  it('§9 a membership bought is shown in the cart once the customer is read again: the 40 % row and until when, gone after its last day', async () => {
    const { world, projects, cart } = setup({}, (world) => {
      world.storage.set('tpx:tilepix:customer', encodeStored({ id: 'c1', email: 'a@b.co', tags: 'vip' }, NOW));
    });
    addProject(projects, 4);
    const store = cart();
    await store.start();
    expect(store.pricing.summary.total).toBe(5600);
    expect(store.pricing.membershipNote).toBeNull();
    // The order that bought the membership tagged the account on the server; the cart reads the customer again.
    world.api.customerAnswers.push(right({ id: 'c1', email: 'a@b.co', tags: 'vip, membership:2027-11-21' }));
    store.pricing.orderPlaced();
    await vi.waitFor(() => expect(store.pricing.summary.total).toBe(3360));
    expect(store.pricing.discountRows.map((r) => [r.label, r.amount])).toEqual([['Membership (40%)', 2240]]);
    expect(store.pricing.membershipNote).toBe('Member: 40% off every tile until November 21, 2027.');
    world.scheduler.time = Date.parse('2027-11-22T00:00:00Z');
    expect(store.pricing.summary.total).toBe(5600);
    expect(store.pricing.membershipNote).toBeNull();
  });

  it('reads when the welcome offer was granted from the stored customer', () => {
    expect(welcomeGrantedAt({ metafields: [{ key: 'promo_welcome_date', value: '2026-11-20T00:00:00Z' }] })).toBe(Date.parse('2026-11-20T00:00:00Z'));
    expect(welcomeGrantedAt({ metafields: [{ key: 'promo_welcome_date', value: '1795000000000' }] })).toBe(1795000000000);
    expect(welcomeGrantedAt({ metafields: [{ key: 'promo_welcome_date', value: 'soon' }] })).toBeUndefined();
    expect(welcomeGrantedAt({ metafields: 'x' })).toBeUndefined();
    expect(welcomeGrantedAt(null)).toBeUndefined();
    // The first order spent it (issue 26): the cart shows it no more.
    expect(
      welcomeGrantedAt({
        metafields: [
          { key: 'promo_welcome_date', value: '1795000000000' },
          { key: 'promo_welcome_used', value: '1795000060000' },
        ],
      }),
    ).toBeUndefined();
  });

  it('reads the customer again once an order is placed: a spent welcome offer leaves the cart', async () => {
    const { world, projects, cart } = setup({}, (world) => {
      world.storage.set(
        'tpx:tilepix:customer',
        encodeStored({ id: 'c1', email: 'a@b.co', metafields: [{ key: 'promo_welcome_date', value: String(NOW - 1000) }] }, NOW),
      );
    });
    addProject(projects, 2);
    const store = cart();
    await store.start();
    expect(store.pricing.summary.welcomeDiscount).toBe(840);
    world.api.customerAnswers.push(
      right({
        id: 'c1',
        email: 'a@b.co',
        metafields: [
          { key: 'promo_welcome_date', value: String(NOW - 1000) },
          { key: 'promo_welcome_used', value: String(NOW) },
        ],
      }),
    );
    store.pricing.orderPlaced();
    await vi.waitFor(() => expect(store.pricing.summary.welcomeDiscount).toBe(0));
  });
});

describe('checkout', () => {
  it('refuses an invalid form: the first invalid field is named and nothing is sent', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 2);
    const store = cart();
    store.checkout.begin();
    expect(await store.checkout.placeOrder()).toBe('email');
    expect(store.checkout.form.errors.email).toBe('Email address is required');
    expect(world.storefront.calls).toHaveLength(0);
    expect(world.vault.cards).toHaveLength(0);
  });

  it('places the order: lines with the tile images, the promo, the email, the card; then the cart is emptied', async () => {
    const { world, projects, contents, cart } = setup();
    const added = addProject(projects, 3);
    contents.setWallPads(0);
    const store = cart();
    await store.start();
    await store.applyPromo('TAKE20');
    store.checkout.begin();
    await fillValidForm(store);
    expect(await store.checkout.placeOrder()).toBeUndefined();

    const create = world.storefront.calls.find((c) => c.method === 'createCart')!.args[0] as {
      lines: Array<{ merchandiseId: string; quantity: number; attributes: Array<{ key: string; value: string }> }>;
    };
    expect(create.lines).toHaveLength(1);
    expect(create.lines[0]).toMatchObject({ merchandiseId: BLACK, quantity: 3 });
    const tiles = JSON.parse(create.lines[0]!.attributes.find((a) => a.key === '_tiles')!.value) as Array<{ imagePath: string }>;
    expect(tiles.map((t) => t.imagePath)).toEqual(['/files/photo-0.jpg', '/files/photo-1.jpg', '/files/photo-2.jpg']);
    expect(world.storefront.calls.map((c) => c.method)).toEqual([
      'createCart',
      'applyDiscountCode',
      'updateBuyerEmail',
      'getCheckoutDiscounts',
      'waitForCheckoutReady',
      'setShippingLine',
      'completeWithCard',
    ]);
    expect(world.vault.cards[0]).toMatchObject({ number: '4242424242424242', expiry: '12/34' });

    expect(store.checkout.step).toBe('completed');
    expect(store.checkout.lastOrder).toMatchObject({ orderId: 'gid://shopify/Order/2', email: 'shopper@example.com', total: 3360 });
    expect(projects.projects.find((p) => p.id === added.id)?.status).toBe('Completed');
    expect(projects.cartProjects).toHaveLength(0);
    expect(projects.active.tiles).toHaveLength(0);
    expect(contents.promoCode).toBeNull();
    expect(contents.itemCount).toBe(0);
    // The card never stays in the form; the address is remembered for next time.
    expect(store.checkout.form.values.cardNumber).toBe('');
    expect(world.storage.get('tpx:tilepix:checkoutDetails')).toContain('Portland');
    expect(world.storage.get('tpx:tilepix:checkoutDetails')).not.toContain('4242');

    // /confirm after a reload reads the last cart.
    const reloaded = reload(world);
    expect(reloaded.container.get(CartPageStore).checkout.lastOrder?.orderId).toBe('gid://shopify/Order/2');
    expect(reloaded.container.get(CartPageStore).checkout.form.values.city).toBe('Portland');

    // A kept order that is not whole (here its items lost their pictures) is not shown at all.
    const key = [...world.storage.keys()].find((k) => k.endsWith(':lastCart')) as string;
    const kept = JSON.parse(world.storage.get(key) as string) as { value: { items: Array<Record<string, unknown>> } };
    for (const item of kept.value.items) delete item.imagePaths;
    world.storage.set(key, JSON.stringify(kept));
    expect(reload(world).container.get(CartPageStore).checkout.lastOrder).toBeNull();
  });

  it('keeps the details typed across a reload mid-checkout, never the card', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 2);
    const store = cart();
    store.checkout.begin();
    await fillValidForm(store);
    const form = reload(world).container.get(CartPageStore).checkout.form;
    expect(form.values).toMatchObject({ email: 'shopper@example.com', name: 'Ada Shopper', address1: '12 Harbor Street', state: 'OR', zip: '97201' });
    expect(form.values.phone).toBe('(503) 555-0142');
    expect([form.values.cardNumber, form.values.expiry, form.values.securityCode]).toEqual(['', '', '']);
    expect(world.storage.get('tpx:tilepix:checkoutDetails')).not.toContain('4242');
  });

  it('keeps the cart when the card is declined, and pays on the next try', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 2);
    const store = cart();
    store.checkout.begin();
    await fillValidForm(store);
    world.storefront.failNext.completeWithCard = { code: 'storefront/payment-declined', message: 'Your card was declined. Please use a different card.' };
    await store.checkout.placeOrder();
    expect(store.checkout.error).toBe('Your card was declined. Please use a different card.');
    expect(store.checkout.step).toBe('details');
    expect(projects.cartProjects).toHaveLength(1);
    await store.checkout.placeOrder();
    expect(store.checkout.step).toBe('completed');
    expect(world.storefront.calls.filter((c) => c.method === 'createCart')).toHaveLength(1);
  });

  it('an edit made a moment before paying lands on the server first: the order is placed only once the save has been answered', async () => {
    const { world, projects, store, added } = await atCheckoutWithSavedProject();
    world.serverProjects.hold = true;
    projects.setProjectQuantity(added.id, 3);
    // Past its throttle: the edit is sent at once, and nothing is charged while it is in flight.
    const placing = store.checkout.placeOrder();
    await flushPromises();
    expect(world.serverProjects.saves.at(-1)).toMatchObject({ id: added.id, quantity: 3 });
    expect(world.storefront.calls.some((c) => c.method === 'completeWithCard')).toBe(false);
    world.serverProjects.release();
    world.serverProjects.hold = false;
    expect(await placing).toBeUndefined();
    expect(store.checkout.step).toBe('completed');
    expect(world.serverProjects.copy(added.id).project.quantity).toBe(3);
    expect(world.storefront.calls.filter((c) => c.method === 'completeWithCard')).toHaveLength(1);
  });

  it('a save that fails before paying stops checkout in words and charges nothing; the next try pays once it lands', async () => {
    const { world, projects, store, added } = await atCheckoutWithSavedProject();
    world.serverProjects.failures = [{ code: 'api/network', message: 'offline' }];
    projects.setProjectQuantity(added.id, 4);
    await store.checkout.placeOrder();
    expectStoppedUncharged(world, store, 'We could not save the latest changes to your tiles, so nothing was charged. Check your connection and try again.');
    expect(projects.cartProjects).toHaveLength(1);
    // The next try sends the change again at once (no waiting out the backoff) and pays.
    expect(await store.checkout.placeOrder()).toBeUndefined();
    expect(store.checkout.step).toBe('completed');
    expect(world.serverProjects.copy(added.id).project.quantity).toBe(4);
  });

  it('a save that never answers stops checkout after the wait, and nothing is charged', async () => {
    const { world, projects, store, added } = await atCheckoutWithSavedProject();
    world.serverProjects.hold = true;
    projects.setProjectQuantity(added.id, 5);
    const placing = store.checkout.placeOrder();
    await flushPromises();
    world.scheduler.advance(CHECKOUT_SAVE_WAIT_MS);
    await placing;
    expectStoppedUncharged(world, store, checkoutMessages.changesNotSaved);
  });

  it('after a lost payment answer and a reload, pays with the same cart and the same payment key (never twice)', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 2);
    const store = cart();
    store.checkout.begin();
    await fillValidForm(store);
    world.storefront.failNext.completeWithCard = { code: 'storefront/timeout', message: 'The payment is taking longer than expected.' };
    await store.checkout.placeOrder();
    expect(store.checkout.step).toBe('details');
    const firstKey = (world.storefront.calls.find((c) => c.method === 'completeWithCard')!.args[1] as { idempotencyKey: string }).idempotencyKey;
    expect(world.storage.get('tpx:tilepix:checkoutId')).toContain(firstKey);

    projects.flush();
    const reloaded = reload(world);
    const again = reloaded.container.get(CartPageStore);
    again.checkout.begin();
    await fillValidForm(again);
    await again.checkout.placeOrder();
    expect(again.checkout.step).toBe('completed');
    expect(reloaded.storefront.calls.map((c) => c.method)).not.toContain('createCart');
    expect((reloaded.storefront.calls.find((c) => c.method === 'completeWithCard')!.args[1] as { idempotencyKey: string }).idempotencyKey).toBe(firstKey);
    expect(reloaded.storage.get('tpx:tilepix:checkoutId')).toBeNull();
  });

  it('a declined card gets a new payment key; the cart changed after it is edited (SPEC §7), and the record follows it', async () => {
    const { world, projects, cart } = setup();
    const added = addProject(projects, 2);
    const store = cart();
    store.checkout.begin();
    await fillValidForm(store);
    world.storefront.failNext.completeWithCard = { code: 'storefront/payment-declined', message: 'Your card was declined. Please use a different card.' };
    await store.checkout.placeOrder();
    const stored = JSON.parse(world.storage.get('tpx:tilepix:checkoutId')!) as { value: { idempotencyKey: string | null; contents: string } };
    expect(stored.value.idempotencyKey).toBeNull();
    store.changeQuantity(added.id, 2);
    await vi.waitFor(() => expect(world.storefront.calls.at(-1)?.method).toBe('addLines'));
    const after = JSON.parse(world.storage.get('tpx:tilepix:checkoutId')!) as { value: { cartId: string; idempotencyKey: string | null; contents: string } };
    expect(after.value).toMatchObject({ cartId: 'gid://shopify/Cart/fake', idempotencyKey: null });
    expect(after.value.contents).not.toBe(stored.value.contents);
  });

  it('completes for free when the server total is zero, without asking the vault', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 1);
    world.storefront.unitPrice = 0;
    const store = cart();
    store.checkout.begin();
    await fillValidForm(store);
    await store.checkout.placeOrder();
    expect(world.storefront.calls.map((c) => c.method)).toContain('completeFree');
    expect(world.vault.cards).toHaveLength(0);
    expect(store.checkout.lastOrder?.orderId).toBe('gid://shopify/Order/1');
  });

  it('shows a storefront failure in its words and lets the shopper try again', async () => {
    const { world, projects, cart } = setup();
    addProject(projects, 1);
    const store = cart();
    store.checkout.begin();
    await fillValidForm(store);
    world.storefront.failNext.createCart = { code: 'storefront/user-error', message: 'Cart creation failed: The merchandise does not exist.' };
    await store.checkout.placeOrder();
    expect(store.checkout.error).toBe('Cart creation failed: The merchandise does not exist.');
    expect(store.checkout.step).toBe('details');
    await store.checkout.placeOrder();
    expect(store.checkout.step).toBe('completed');
  });

  it('asks for no card when discounts cover the order, and will not check out an empty cart', () => {
    const { cart } = setup();
    const store = cart();
    store.checkout.begin();
    expect(store.checkout.step).toBe('cart');
  });
});
