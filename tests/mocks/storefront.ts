import { http, HttpResponse } from 'msw';
import { centsToDecimal } from '../../src/contract/money';

/** Where the storefront lives in adapter tests. */
export const STOREFRONT_URL = 'http://store.test/api/storefront/2024-04/graphql.json';
export const VAULT_URL = 'http://store.test/api/vault/sessions?tenantId=tilepix';
export const STOREFRONT_TOKEN = 'tpx-storefront-tilepix-public';

export const PRICES: Record<string, number> = {
  'gid://shopify/ProductVariant/41000000001': 1400,
  'gid://shopify/ProductVariant/41000000008': 500,
};

interface Line {
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: Array<{ key: string; value: string }>;
}
interface FakeCart {
  id: string;
  lines: Line[];
  attributes: Array<{ key: string; value: string }>;
  email: string | null;
  codes: string[];
}

/** Every GraphQL operation the handlers saw, by operation name, with its variables. */
export interface SeenOperation {
  name: string;
  variables: Record<string, any>;
  token: string | null;
}

/**
 * An in-memory storefront speaking the Storefront API wire format the client uses (the happy path;
 * tests override per case with server.use). TAKE20 takes 20% off; every other code is refused with
 * the promo message "Hmm... That code didn't work 🤔". A vault id 'vs_declined' is declined.
 * Payments are ready after `paymentPollsUntilReady` polls, orders after `orderPollsUntilReady`.
 */
export function storefrontHandlers(
  options: {
    paymentPollsUntilReady?: number;
    orderPollsUntilReady?: number;
    checkoutPollsUntilReady?: number;
    /** Fault injection: the operation is applied, then its answer is lost (a dropped connection). */
    loseAnswer?: (name: string) => boolean;
  } = {},
) {
  /** Answers by Idempotency-Key, as the reference backend keeps them: a repeat is answered, not applied. */
  const answered = new Map<string, unknown>();
  const carts = new Map<string, FakeCart>();
  const seen: SeenOperation[] = [];
  const polls = { payment: 0, order: 0, checkout: 0 };
  let next = 1;
  const completed = new Map<string, string>();
  const payments = new Map<string, { declined: boolean }>();

  const money = (c: number) => ({ amount: centsToDecimal(c), currencyCode: 'USD' });
  const view = (c: FakeCart) => {
    const subtotal = c.lines.reduce((s, l) => s + (PRICES[l.merchandiseId] ?? 0) * l.quantity, 0);
    const applicable = c.codes[0] === 'TAKE20';
    const total = applicable ? Math.round(subtotal * 0.8) : subtotal;
    return {
      id: c.id,
      checkoutUrl: `http://store.test/checkouts/${c.id.split('/').pop()}`,
      totalQuantity: c.lines.reduce((n, l) => n + l.quantity, 0),
      attributes: c.attributes,
      buyerIdentity: { email: c.email },
      cost: { subtotalAmount: money(subtotal), totalAmount: money(total) },
      discountCodes: c.codes.map((code) => ({ code, applicable: code === 'TAKE20' })),
      discountAllocations: [],
      lines: {
        nodes: c.lines.map((l) => ({
          id: l.id,
          quantity: l.quantity,
          attributes: l.attributes,
          merchandise: { id: l.merchandiseId, title: 'Black', price: money(PRICES[l.merchandiseId] ?? 0) },
          cost: { amountPerQuantity: money(PRICES[l.merchandiseId] ?? 0), totalAmount: money((PRICES[l.merchandiseId] ?? 0) * l.quantity) },
        })),
      },
    };
  };
  const noCart = { cart: null, userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }] };
  const addLines = (cart: FakeCart, lines: Array<Omit<Line, 'id'>>) => {
    const bad = lines.findIndex((l) => PRICES[l.merchandiseId] === undefined);
    if (bad >= 0)
      return [
        { field: ['lines', String(bad), 'merchandiseId'], message: `The merchandise with id ${lines[bad]!.merchandiseId} does not exist.`, code: 'INVALID' },
      ];
    for (const l of lines)
      cart.lines.push({ id: `gid://shopify/CartLine/${next++}`, merchandiseId: l.merchandiseId, quantity: l.quantity ?? 1, attributes: l.attributes ?? [] });
    return [];
  };
  const withCart = (id: string, work: (c: FakeCart) => unknown[]) => {
    const cart = carts.get(id);
    if (!cart) return noCart;
    const userErrors = work(cart);
    return { cart: view(cart), userErrors };
  };

  const operations: Record<string, (v: Record<string, any>) => unknown> = {
    cartCreate: ({ input }) => {
      const cart: FakeCart = {
        id: `gid://shopify/Cart/c${next++}`,
        lines: [],
        attributes: input?.attributes ?? [],
        email: input?.buyerIdentity?.email ?? null,
        codes: [],
      };
      const userErrors = addLines(cart, input?.lines ?? []);
      if (userErrors.length > 0) return { cartCreate: { cart: null, userErrors } };
      carts.set(cart.id, cart);
      return { cartCreate: { cart: view(cart), userErrors: [] } };
    },
    cart: ({ id }) => ({ cart: carts.has(id) ? view(carts.get(id)!) : null }),
    cartLinesAdd: ({ cartId, lines }) => ({ cartLinesAdd: withCart(cartId, (c) => addLines(c, lines)) }),
    cartLinesRemove: ({ cartId, lineIds }) => ({
      cartLinesRemove: withCart(cartId, (c) => {
        const missing = (lineIds as string[]).find((id) => !c.lines.some((l) => l.id === id));
        if (missing) return [{ field: ['lineIds', '0'], message: `The line with id ${missing} does not exist.`, code: 'INVALID_MERCHANDISE_LINE' }];
        c.lines = c.lines.filter((l) => !lineIds.includes(l.id));
        return [];
      }),
    }),
    cartDiscountCodesUpdate: ({ cartId, discountCodes }) => ({
      cartDiscountCodesUpdate: withCart(cartId, (c) => {
        c.codes = (discountCodes ?? []).map((d: string) => d.toUpperCase());
        return c.codes
          .filter((d) => d !== 'TAKE20')
          .map((_, i) => ({ field: ['discountCodes', String(i)], message: "Hmm... That code didn't work 🤔", code: 'INVALID' }));
      }),
    }),
    cartAttributesUpdate: ({ cartId, attributes }) => ({ cartAttributesUpdate: withCart(cartId, (c) => ((c.attributes = attributes), [])) }),
    cartBuyerIdentityUpdate: ({ cartId, buyerIdentity }) => ({
      cartBuyerIdentityUpdate: withCart(cartId, (c) => {
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(buyerIdentity.email))
          return [{ field: ['buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' }];
        c.email = buyerIdentity.email;
        return [];
      }),
    }),
    page: ({ handle }) => ({
      page: handle === 'shipping-policy' ? { id: 'gid://shopify/Page/1', handle, title: 'Shipping policy', body: '<p>Free.</p>' } : null,
    }),
    checkoutShippingLineUpdate: ({ checkoutId, shippingRateHandle }) => ({
      checkoutShippingLineUpdate: {
        checkout: { id: checkoutId, ready: true, completedAt: null, order: null, totalPrice: money(0), paymentDue: money(0) },
        checkoutUserErrors:
          shippingRateHandle === 'tilepix-standard'
            ? []
            : [{ field: ['shippingRateHandle'], message: `Unknown shipping rate: ${shippingRateHandle}`, code: 'INVALID' }],
      },
    }),
    checkoutCompleteFree: ({ checkoutId }) => {
      completed.set(checkoutId, `gid://shopify/Order/${next++}`);
      return {
        checkoutCompleteFree: {
          checkout: { id: checkoutId, ready: true, completedAt: null, order: null, totalPrice: money(0), paymentDue: money(0) },
          checkoutUserErrors: [],
        },
      };
    },
    checkoutCompleteWithCreditCardV2: ({ checkoutId, payment }) => {
      const id = `gid://shopify/Payment/${next++}`;
      const declined = payment.vaultId === 'vs_declined';
      payments.set(id, { declined });
      if (!declined) completed.set(checkoutId, `gid://shopify/Order/${next++}`);
      return {
        checkoutCompleteWithCreditCardV2: {
          checkout: { id: checkoutId, ready: true, completedAt: null, order: null, totalPrice: money(0), paymentDue: money(0) },
          checkoutUserErrors: [],
          payment: { id, ready: false, errorMessage: null, transaction: null },
        },
      };
    },
    checkoutDiscounts: ({ id }) => ({
      node: {
        id,
        discountApplications: {
          nodes: [
            { value: { percentage: 10 }, title: 'Volume discount 10% off' },
            { value: { amount: '5.60', currencyCode: 'USD' }, code: 'TAKE20', applicable: true },
          ],
        },
      },
    }),
    checkoutReady: ({ id }) => ({ node: { id, ready: ++polls.checkout >= (options.checkoutPollsUntilReady ?? 1) } }),
    checkoutOrder: ({ id }) => ({
      node: { id, order: ++polls.order >= (options.orderPollsUntilReady ?? 1) && completed.has(id) ? { id: completed.get(id) } : null },
    }),
    payment: ({ id }) => {
      const p = payments.get(id);
      const ready = ++polls.payment >= (options.paymentPollsUntilReady ?? 1);
      return {
        node: {
          id,
          ready,
          errorMessage: ready && p?.declined ? 'Your card was declined. Please use a different card.' : null,
          transaction: ready ? { statusV2: p?.declined ? 'FAILURE' : 'SUCCESS' } : null,
        },
      };
    },
  };

  const handlers = [
    http.post(STOREFRONT_URL, async ({ request }) => {
      const body = (await request.json()) as { query: string; variables: Record<string, unknown> };
      const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      seen.push({ name, variables: body.variables, token: request.headers.get('X-Shopify-Storefront-Access-Token') });
      if (request.headers.get('X-Shopify-Storefront-Access-Token') !== STOREFRONT_TOKEN) {
        return HttpResponse.json({ errors: [{ message: '[API] Invalid API key or access token (unrecognized login or wrong password)' }] }, { status: 401 });
      }
      const op = operations[name];
      if (!op) return HttpResponse.json({ errors: [{ message: `Unknown operation ${name}` }] });
      const key = body.query.trimStart().startsWith('mutation') ? request.headers.get('Idempotency-Key') : null;
      const data = key !== null && answered.has(key) ? answered.get(key) : op(body.variables);
      if (key !== null) answered.set(key, data);
      if (options.loseAnswer?.(name)) return HttpResponse.error();
      return HttpResponse.json({ data });
    }),
    http.post(VAULT_URL.split('?')[0]!, async ({ request }) => {
      const { credit_card: card } = (await request.json()) as { credit_card: { number: string } };
      if (card.number === '4242424242424241') return HttpResponse.json({ message: 'Invalid credit card number' }, { status: 422 });
      return HttpResponse.json({ id: card.number === '4000000000000002' ? 'vs_declined' : 'vs_ok' });
    }),
  ];
  return { handlers, seen, carts, polls };
}
