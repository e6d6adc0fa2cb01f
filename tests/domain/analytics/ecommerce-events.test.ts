import { describe, expect, it } from 'vitest';
import {
  addPaymentInfo,
  addToCart,
  beginCheckout,
  cartChanges,
  checkGtmContainerId,
  currencyUnits,
  pageView,
  prefixedEventName,
  productItem,
  projectItem,
  purchase,
  removeFromCart,
  utmAttributes,
  utmFromSearch,
  viewCart,
  viewItem,
  viewItemList,
  type CartLineItem,
  type EcommerceItem,
} from '../../../src/domain/analytics';
import { cents } from '../../../src/domain/money';

const tile: EcommerceItem = { itemId: 'TPX-TILE-8X8-BLACK', itemName: 'TilePix 8x8', itemVariant: 'Black', price: cents(1400), quantity: 6 };
const pads: EcommerceItem = { itemId: 'gid://shopify/ProductVariant/9', itemName: 'Wall pad kit', price: cents(500), quantity: 2 };
const product = {
  id: 'tilepix8x8Tile',
  name: 'TilePix 8x8',
  price: cents(1400),
  variants: [
    { id: 'tile-black', name: 'Black', price: cents(1400), sku: 'TPX-TILE-8X8-BLACK' },
    { id: 'tile-white', name: 'White', price: cents(1500), sku: '' },
  ],
};

describe('GA4 ecommerce events (exact payloads)', () => {
  it('view_item_list names the list on the event and on every item, indexed from 0', () => {
    expect(viewItemList({ id: 'shop-all', name: 'SHOP ALL' }, [productItem(product), productItem(product, 'White')])).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'shop-all',
        item_list_name: 'SHOP ALL',
        items: [
          {
            item_id: 'TPX-TILE-8X8-BLACK',
            item_name: 'TilePix 8x8',
            item_variant: 'Black',
            price: 14,
            quantity: 1,
            index: 0,
            item_list_id: 'shop-all',
            item_list_name: 'SHOP ALL',
          },
          // No SKU: the variant id is the item id.
          {
            item_id: 'tile-white',
            item_name: 'TilePix 8x8',
            item_variant: 'White',
            price: 15,
            quantity: 1,
            index: 1,
            item_list_id: 'shop-all',
            item_list_name: 'SHOP ALL',
          },
        ],
      },
    });
  });

  it('view_item, add_to_cart and remove_from_cart carry currency and value = price × quantity', () => {
    expect(viewItem(productItem(product))).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'USD',
        value: 14,
        items: [{ item_id: 'TPX-TILE-8X8-BLACK', item_name: 'TilePix 8x8', item_variant: 'Black', price: 14, quantity: 1 }],
      },
    });
    expect(addToCart([tile, pads])).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 94,
        items: [
          { item_id: 'TPX-TILE-8X8-BLACK', item_name: 'TilePix 8x8', item_variant: 'Black', price: 14, quantity: 6 },
          { item_id: 'gid://shopify/ProductVariant/9', item_name: 'Wall pad kit', price: 5, quantity: 2 },
        ],
      },
    });
    expect(removeFromCart([pads]).ecommerce).toEqual({
      currency: 'USD',
      value: 10,
      items: [{ item_id: 'gid://shopify/ProductVariant/9', item_name: 'Wall pad kit', price: 5, quantity: 2 }],
    });
  });

  it('view_cart, begin_checkout and add_payment_info take the cart total; coupon only when a code applies', () => {
    expect(viewCart([tile], cents(7560))).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'USD', value: 75.6, items: [addToCart([tile]).ecommerce.items[0]] },
    });
    expect(beginCheckout([tile], cents(6720), 'TAKE20').ecommerce).toMatchObject({ currency: 'USD', value: 67.2, coupon: 'TAKE20' });
    expect(beginCheckout([tile], cents(8400), null).ecommerce).not.toHaveProperty('coupon');
    expect(addPaymentInfo([tile], cents(8400), null, 'Credit Card').ecommerce).toEqual({
      currency: 'USD',
      value: 84,
      payment_type: 'Credit Card',
      items: [{ item_id: 'TPX-TILE-8X8-BLACK', item_name: 'TilePix 8x8', item_variant: 'Black', price: 14, quantity: 6 }],
    });
  });

  it('purchase: the order number is the transaction id; value is what was charged', () => {
    expect(purchase({ transactionId: '#1001', items: [tile], total: cents(12096), shipping: cents(0), tax: cents(0), coupon: 'TAKE20' })).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        value: 120.96,
        transaction_id: '#1001',
        shipping: 0,
        tax: 0,
        coupon: 'TAKE20',
        items: [{ item_id: 'TPX-TILE-8X8-BLACK', item_name: 'TilePix 8x8', item_variant: 'Black', price: 14, quantity: 6 }],
      },
    });
  });

  it('prices are exact to the cent', () => {
    expect(currencyUnits(cents(1999))).toBe(19.99);
    expect(currencyUnits(cents(1))).toBe(0.01);
    expect(currencyUnits(cents(0))).toBe(0);
  });

  it("a project is its tiles × copies of the frame colour's SKU", () => {
    const project = { id: 'p1', frameColor: 'Black', quantity: 2, tiles: [{}, {}, {}] as never[] };
    expect(projectItem(project, product, cents(1400))).toEqual({
      lineId: 'project:p1',
      itemId: 'TPX-TILE-8X8-BLACK',
      itemName: 'TilePix 8x8',
      itemVariant: 'Black',
      price: 1400,
      quantity: 6,
    });
    // Not priced yet: the variant's price.
    expect(projectItem({ ...project, frameColor: 'White' }, product).price).toBe(1500);
  });
});

describe('cart changes', () => {
  const line = (lineId: string, quantity: number): CartLineItem => ({ ...tile, lineId, quantity });
  it('a line that grows is added by the difference; one that shrinks or leaves is removed', () => {
    const { added, removed } = cartChanges([line('a', 6), line('b', 3), line('c', 2)], [line('a', 12), line('b', 1), line('d', 4)]);
    expect(added.map((i) => i.quantity)).toEqual([6, 4]);
    expect(removed.map((i) => i.quantity)).toEqual([2, 2]);
    expect(added[0]).not.toHaveProperty('lineId');
  });
  it('no change, no event', () => {
    expect(cartChanges([line('a', 6)], [line('a', 6)])).toEqual({ added: [], removed: [] });
  });
});

describe('the GTM container id', () => {
  it('accepts GTM- then capitals and digits', () => {
    expect(checkGtmContainerId('GTM-TPXDEMO')).toEqual({ kind: 'valid', id: 'GTM-TPXDEMO' });
    expect(checkGtmContainerId(' GTM-5X9K2 ')).toEqual({ kind: 'valid', id: 'GTM-5X9K2' });
  });
  it('no id: no tag', () => {
    expect(checkGtmContainerId(null)).toEqual({ kind: 'none' });
    expect(checkGtmContainerId('')).toEqual({ kind: 'none' });
    expect(checkGtmContainerId(undefined)).toEqual({ kind: 'none' });
  });
  it.each(['gtm-abc', 'GTM-', 'UA-12345-1', 'G-ABC123', 'GTM-ABC"></script>', 'GTM-ABC&l=x', 'GTM-ABC DEF', `GTM-${'A'.repeat(21)}`])(
    'refuses %j with a reason',
    (raw) => {
      const check = checkGtmContainerId(raw);
      expect(check.kind).toBe('invalid');
      if (check.kind === 'invalid')
        expect(check.reason).toMatch(/^The Google Tag Manager container id ".*" is not of the form GTM-XXXXXXX: no tag is loaded\.$/s);
    },
  );
});

describe('UTM parameters', () => {
  it('keeps the five fields, trimmed, and nothing else', () => {
    expect(utmFromSearch('?utm_source=news&utm_medium=email&utm_campaign=%20spring%20&utm_content=a&utm_term=tiles&utm_id=9&x=1')).toEqual({
      source: 'news',
      medium: 'email',
      campaign: 'spring',
      content: 'a',
      term: 'tiles',
    });
  });
  it('none or only empty ones: null', () => {
    expect(utmFromSearch('tenant=wg')).toBeNull();
    expect(utmFromSearch('utm_source=&utm_medium=%20')).toBeNull();
  });
  it('cuts a long value at 200 characters', () => {
    expect(utmFromSearch(`utm_source=${'x'.repeat(5000)}`)?.source).toHaveLength(200);
  });
  it('as order attributes', () => {
    expect(utmAttributes({ source: 'news', term: 'tiles' })).toEqual([
      { key: 'utm_source', value: 'news' },
      { key: 'utm_term', value: 'tiles' },
    ]);
  });
});

describe('page views and the analytics prefix', () => {
  it("prefixes our own events with the tenant's analyticsPrefix", () => {
    expect(pageView('wg', { path: '/cart', location: '/cart' })).toEqual({ event: 'wg_page_view', page_path: '/cart', page_location: '/cart' });
    expect(prefixedEventName('', 'page_view')).toBe('page_view');
    expect(prefixedEventName('a-b c', 'page_view')).toBe('abc_page_view');
  });
});
