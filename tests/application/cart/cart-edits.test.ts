import { describe, expect, it, vi } from 'vitest';
import { CartPageStore } from '../../../src/application/cart/cart-page-store';
import { CartContentsStore } from '../../../src/application/cart/cart-contents-store';
import { cartEditPlan } from '../../../src/application/cart/checkout/cart-edit-plan';
import { ProjectStore } from '../../../src/application/printing/project-store';
import { cents } from '../../../src/domain/money';
import { buildTestWorld, tenantReady } from '../../fixtures/fakes';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const BLACK = 'gid://shopify/ProductVariant/41000000001';

function setup() {
  const world = buildTestWorld();
  world.scheduler.time = NOW;
  tenantReady(world);
  return { world, projects: world.container.get(ProjectStore), contents: world.container.get(CartContentsStore), store: world.container.get(CartPageStore) };
}

function addProject(projects: ProjectStore, photos: number) {
  for (let i = 0; i < photos; i++) projects.photos.addTile({ imagePath: `/files/photo-${i}.jpg`, width: 1600, height: 1200 });
  const added = projects.moveActiveToCart();
  if (added._tag === 'Left') throw new Error(added.left.message);
  return added.right;
}

async function fillValidForm(store: CartPageStore) {
  const f = store.checkout.form;
  for (const [k, v] of [
    ['email', 'shopper@example.com'],
    ['name', 'Ada Shopper'],
    ['address1', '12 Harbor Street'],
    ['city', 'Portland'],
    ['state', 'or'],
    ['zip', '97201'],
    ['phone', '(503) 555-0142'],
    ['cardNumber', '4242424242424242'],
    ['expiry', '1234'],
    ['securityCode', '123'],
  ] as const)
    f.edit(k, v);
}

/** A cart of `photos` tiles whose first payment was declined: the storefront cart exists, the shopper is back on the form. */
async function afterDeclinedPayment(photos = 2) {
  const s = setup();
  const added = addProject(s.projects, photos);
  await s.store.start();
  await s.store.applyPromo('TAKE20');
  s.store.checkout.begin();
  await fillValidForm(s.store);
  s.world.storefront.failNext.completeWithCard = { code: 'storefront/payment-declined', message: 'Your card was declined. Please use a different card.' };
  await s.store.checkout.placeOrder();
  expect(s.store.checkout.error).toBe('Your card was declined. Please use a different card.');
  s.world.storefront.calls = [];
  return { ...s, added };
}

const methods = (world: ReturnType<typeof setup>['world']) => world.storefront.calls.map((c) => c.method);

describe('§7 the storefront cart is edited, not recreated', () => {
  it('§7 a change of quantity and a removed code: cartLinesRemove, cartLinesAdd, cartDiscountCodesUpdate on the same cart, sent as the shopper changes it', async () => {
    const { world, store, added } = await afterDeclinedPayment();
    store.checkout.backToCart();
    store.changeQuantity(added.id, 2);
    await vi.waitFor(() => expect(methods(world)).toEqual(['removeLines', 'addLines']));
    const [, lineIds] = world.storefront.calls[0]!.args as [string, string[]];
    expect(lineIds).toEqual(['line-1']);
    expect((world.storefront.calls[1]!.args[1] as Array<{ merchandiseId: string; quantity: number }>)[0]).toMatchObject({ merchandiseId: BLACK, quantity: 4 });

    store.removePromo();
    await vi.waitFor(() => expect(methods(world)).toEqual(['removeLines', 'addLines', 'removeDiscountCodes']));

    // Paying now pays that very cart: nothing is made again, nothing is sent twice.
    store.checkout.begin();
    await fillValidForm(store);
    await store.checkout.placeOrder();
    expect(store.checkout.step).toBe('completed');
    expect(methods(world)).not.toContain('createCart');
    expect(methods(world).slice(3)).toEqual(['updateBuyerEmail', 'getCheckoutDiscounts', 'waitForCheckoutReady', 'setShippingLine', 'completeWithCard']);
    expect(store.checkout.lastOrder).toMatchObject({ total: 5600 });
  });

  it('§7 the cart attributes that changed go by cartAttributesUpdate; an unchanged cart sends nothing', async () => {
    const { world, store } = await afterDeclinedPayment();
    store.checkout.begin();
    await fillValidForm(store);
    await store.checkout.placeOrder();
    // Unchanged: only the checkout's own calls.
    expect(methods(world)).toEqual(['updateBuyerEmail', 'getCheckoutDiscounts', 'waitForCheckoutReady', 'setShippingLine', 'completeWithCard']);
    const plan = cartEditPlan(
      {
        id: 'c',
        checkoutId: 'k',
        checkoutUrl: '',
        totalQuantity: 0,
        lines: [],
        attributes: [
          { key: '_tenant', value: 'tilepix' },
          { key: 'utm_source', value: 'a' },
        ],
        buyerEmail: null,
        subtotal: cents(0),
        total: cents(0),
        discountCodes: [{ code: 'TAKE20', applicable: true }],
      },
      {
        lines: [],
        attributes: [
          { key: '_tenant', value: 'tilepix' },
          { key: 'utm_source', value: 'b' },
        ],
        promo: 'take20',
      },
    );
    expect(plan).toEqual({ removeLineIds: [], addLines: [], attributes: [{ key: 'utm_source', value: 'b' }], removeCodes: false, applyCode: null });
  });

  it('§7 a swapped code: the old codes are removed, then the new one applied', () => {
    const cart = {
      id: 'c',
      checkoutId: 'k',
      checkoutUrl: '',
      totalQuantity: 1,
      attributes: [],
      buyerEmail: null,
      subtotal: cents(1400),
      total: cents(1400),
      discountCodes: [{ code: 'OLD', applicable: true }],
    };
    const line = {
      id: 'l1',
      merchandiseId: BLACK,
      quantity: 1,
      attributes: [
        { key: 'b', value: '2' },
        { key: 'a', value: '1' },
      ],
      unitPrice: cents(1400),
      total: cents(1400),
    };
    // Attribute order does not make a line different.
    expect(
      cartEditPlan(
        { ...cart, lines: [line] },
        {
          lines: [
            {
              merchandiseId: BLACK,
              quantity: 1,
              attributes: [
                { key: 'a', value: '1' },
                { key: 'b', value: '2' },
              ],
            },
          ],
          attributes: [],
          promo: 'NEW',
        },
      ),
    ).toEqual({
      removeLineIds: [],
      addLines: [],
      attributes: [],
      removeCodes: true,
      applyCode: 'NEW',
    });
  });
});

describe('§8 a failed edit shows its own words and charges nothing', () => {
  for (const [method, message] of [
    ['removeLines', 'Cart line removal failed: The line with id gid://shopify/CartLine/1 does not exist.'],
    ['addLines', 'Cart line addition failed: The merchandise with id gid://shopify/ProductVariant/41000000001 does not exist.'],
    ['removeDiscountCodes', 'Failed to remove discount codes: Internal error'],
  ] as const) {
    it(`§8 '${message.split(':')[0]}: …' shows in the cart and on the checkout form; the order is not paid`, async () => {
      const { world, store, added } = await afterDeclinedPayment();
      store.checkout.backToCart();
      world.storefront.failNext[method] = { code: 'storefront/user-error', message };
      if (method === 'removeDiscountCodes') store.removePromo();
      else store.changeQuantity(added.id, 2);
      await vi.waitFor(() => expect(store.checkout.problem).toBe(message));
      // Placing the order tries the edit again: it goes through now, and the cart is paid as the shopper holds it.
      world.storefront.failNext[method] = { code: 'storefront/user-error', message };
      store.checkout.begin();
      await fillValidForm(store);
      await store.checkout.placeOrder();
      expect(store.checkout.problem).toBe(message);
      expect(store.checkout.step).toBe('details');
      expect(methods(world)).not.toContain('completeWithCard');
      expect(methods(world)).not.toContain('createCart');
    });
  }
});

describe('§9 discount applications', () => {
  it('§9 the checkout reads the discounts the storefront applies (first 250) before paying, and shows the applicable ones', async () => {
    const { world, projects, store } = setup();
    addProject(projects, 2);
    await store.start();
    await store.applyPromo('TAKE20');
    store.checkout.begin();
    await fillValidForm(store);
    world.storefront.failNext.completeWithCard = { code: 'storefront/payment-declined', message: 'Your card was declined. Please use a different card.' };
    await store.checkout.placeOrder();
    expect(methods(world)).toContain('getCheckoutDiscounts');
    expect(store.checkout.appliedDiscounts).toEqual(['TAKE20 (20%)']);
  });
});
