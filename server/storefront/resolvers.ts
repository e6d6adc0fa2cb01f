import { GraphQLError } from 'graphql';
import { checkPurchasable } from '../../src/domain/pricing';
import { email as emailRule, phone as phoneRule } from '../../src/domain/validation';
import type { Db } from '../db/db';
import { CheckoutService, type CompletionResult } from '../orders/checkout-service';
import { isOrderNumber } from '../../src/domain/admin/order-number';
import { OrderRepository } from '../orders/order-repository';
import { printedLineProblems } from '../orders/printed-lines';
import { checkGiftLine } from '../../src/domain/cart/gift-recipient';
import { cents } from '../../src/domain/money';
import { CartRepository, MAX_CART_LINES, type Attribute, type BuyerIdentity, type NewLine, type StoredCart } from './cart-repository';
import type { BuyerPricing } from './buyer-pricing';
import { priceStoredCart, type PromoLookup } from './cart-totals';
import { gidKey, gidType, parseGid, sameSecret } from './gid';
import type { RateLimiter } from '../coordination/rate-limiter';
import { PICKUP_RATE_HANDLE } from '../pickup/pickup-checkout';
import { StoreRepository } from '../pickup/store-repository';
import { cartView, checkoutView, orderView, paymentView, SHIPPING_RATES } from './views';
import { addingLinesRefusal } from './tenant-limits';

/** What one request's resolvers work with: the tenant the access token belongs to and the services. */
export interface StorefrontContext {
  readonly tenantId: string;
  readonly db: Db;
  readonly promos: PromoLookup;
  /** The signed-in customer's pricing (membership, welcome offer); anonymous without a bearer token. */
  readonly buyer: BuyerPricing;
  readonly throttle: RateLimiter;
  /** Who is calling, for throttling cart creation (there is no cart yet). */
  readonly clientKey: string;
  readonly checkoutBase: string;
  readonly now: () => number;
}

type CartErrorCode = 'INVALID' | 'LESS_THAN' | 'INVALID_MERCHANDISE_LINE' | 'MISSING_DISCOUNT_CODE';
interface CartUserError {
  readonly field: readonly string[] | null;
  readonly message: string;
  readonly code: CartErrorCode;
}

interface AttributeInput { key: string; value: string }
interface CartLineInput { merchandiseId: string; quantity?: number | null; attributes?: AttributeInput[] | null }
interface BuyerIdentityInput { email?: string | null; phone?: string | null; countryCode?: string | null }

/** Limits on what one cart may hold. */
export const LIMITS = { maxQuantity: 10_000, maxAttributes: 250, maxKey: 255, maxValue: 20_000, maxCodes: 10, maxNote: 5000, maxPhone: 32 } as const;

const cartError = (code: CartErrorCode, message: string, field: readonly string[] | null): CartUserError => ({ code, message, field });

const NO_CART = (field: string) => cartError('INVALID', 'The specified cart does not exist.', [field]);

/** Shopify's throttling error: HTTP 200 with `extensions.code: 'THROTTLED'`. */
export const throttledError = () => new GraphQLError('Throttled', { extensions: { code: 'THROTTLED' } });

function checkAttributes(list: readonly AttributeInput[] | null | undefined, field: string[]): CartUserError[] {
  const attributes = list ?? [];
  if (attributes.length > LIMITS.maxAttributes) return [cartError('INVALID', `At most ${LIMITS.maxAttributes} attributes are allowed.`, field)];
  return attributes.flatMap((a, i) =>
    a.key.trim() === '' || a.key.length > LIMITS.maxKey
      ? [cartError('INVALID', `Attribute keys must be 1 to ${LIMITS.maxKey} characters.`, [...field, String(i), 'key'])]
      : a.value.length > LIMITS.maxValue
        ? [cartError('INVALID', `Attribute values must be at most ${LIMITS.maxValue} characters.`, [...field, String(i), 'value'])]
        : [],
  );
}

const toAttributes = (list: readonly AttributeInput[] | null | undefined): Attribute[] => (list ?? []).map((a) => ({ key: a.key, value: a.value }));

function checkBuyerIdentity(input: BuyerIdentityInput | null | undefined, field: string[]): CartUserError[] {
  const errors: CartUserError[] = [];
  const email = input?.email;
  if (email !== null && email !== undefined && (emailRule(email.trim()) || email.trim() === '')) {
    errors.push(cartError('INVALID', 'Email is invalid', [...field, 'email']));
  }
  // SPEC §5's phone rule (US style, optional +country prefix); the length bound keeps separators from padding it out.
  const phone = input?.phone;
  if (phone !== null && phone !== undefined && (phone.length > LIMITS.maxPhone || phoneRule(phone))) {
    errors.push(cartError('INVALID', 'Invalid phone number', [...field, 'phone']));
  }
  return errors;
}

const checkNote = (note: string | null | undefined): CartUserError[] =>
  note && note.length > LIMITS.maxNote ? [cartError('INVALID', `The note must be at most ${LIMITS.maxNote} characters.`, ['note'])] : [];

const toBuyerIdentity = (input: BuyerIdentityInput | null | undefined, current?: BuyerIdentity): BuyerIdentity => ({
  email: input?.email === undefined ? (current?.email ?? null) : input.email === null ? null : input.email.trim(),
  phone: input?.phone === undefined ? (current?.phone ?? null) : input.phone,
  countryCode: input?.countryCode === undefined ? (current?.countryCode ?? null) : input.countryCode,
});

/**
 * Checks lines against the tenant's catalogue and the cart they join; nothing is written unless every
 * line is good. Adding to a cart runs this inside the transaction that holds the cart row locked, so the
 * line cap and the tile limit hold however requests interleave.
 */
async function resolveLines(
  ctx: StorefrontContext,
  carts: CartRepository,
  lines: readonly CartLineInput[],
  existingLines: StoredCart['lines'],
  field: string,
): Promise<{ lines: NewLine[]; errors: CartUserError[] }> {
  const existing = existingLines.length;
  const variants = await carts.variants(ctx.tenantId, lines.map((l) => l.merchandiseId));
  const errors: CartUserError[] = [];
  const resolved: NewLine[] = [];
  const positions: number[] = [];
  if (existing + lines.length > MAX_CART_LINES) {
    errors.push(cartError('INVALID', `A cart holds at most ${MAX_CART_LINES} lines.`, [field]));
  }
  lines.forEach((line, i) => {
    const quantity = line.quantity ?? 1;
    const variant = variants.get(line.merchandiseId);
    const purchasable = variant ? checkPurchasable(variant.kind, quantity) : undefined;
    if (!variant) {
      errors.push(cartError('INVALID', `The merchandise with id ${line.merchandiseId} does not exist.`, [field, String(i), 'merchandiseId']));
    } else if (!Number.isInteger(quantity) || quantity < 1) {
      errors.push(cartError('LESS_THAN', 'The quantity must be at least 1.', [field, String(i), 'quantity']));
    } else if (quantity > LIMITS.maxQuantity) {
      errors.push(cartError('INVALID', `The quantity must be at most ${LIMITS.maxQuantity}.`, [field, String(i), 'quantity']));
    } else if (purchasable?._tag === 'Left') {
      errors.push(cartError('INVALID', purchasable.left.message, [field, String(i), 'merchandiseId']));
    } else {
      resolved.push({ variant, quantity, attributes: toAttributes(line.attributes) });
      positions.push(i);
    }
    errors.push(...checkAttributes(line.attributes, [field, String(i), 'attributes']));
    // A gift tile carries its recipient (SPEC §5, issue 33): the same rules as the form, checked again here.
    if (variant?.kind === 'giftTile') {
      const gift = checkGiftLine(toAttributes(line.attributes), quantity, cents(variant.priceCents));
      if (gift._tag === 'Left') errors.push(cartError('INVALID', gift.left.message, [field, String(i), 'attributes']));
    }
  });
  // What is printed is what is paid: a line that does not add up is refused (issue 26, item 1).
  for (const problem of printedLineProblems(existingLines, resolved)) {
    errors.push(cartError('INVALID', problem.message, [field, String(positions[problem.index]), 'attributes']));
  }
  // The tenant's stored limits (tiles per order, frame colours, forced product): tenant-limits.ts. Read
  // through the cart's transaction (PGlite has one connection: a read beside it would wait for it).
  const limit = await addingLinesRefusal(carts.db, ctx.tenantId, existingLines, resolved);
  if (limit) errors.push(cartError('INVALID', limit.message, [field]));
  return { lines: resolved, errors };
}

function checkCodes(codes: readonly string[]): CartUserError[] {
  if (codes.length > LIMITS.maxCodes) return [cartError('INVALID', `At most ${LIMITS.maxCodes} discount codes are allowed.`, ['discountCodes'])];
  return codes.flatMap((c, i) =>
    c.trim() === '' || c.length > 100 ? [cartError('MISSING_DISCOUNT_CODE', 'Discount codes must be 1 to 100 characters.', ['discountCodes', String(i)])] : [],
  );
}

const normaliseCodes = (codes: readonly string[]): string[] => [...new Set(codes.map((c) => c.trim().toUpperCase()))];

/** The root value: Shopify's query and mutation fields over the Db port. */
export function storefrontRoot() {
  const cartPayload = async (ctx: StorefrontContext, carts: CartRepository, token: string | null, userErrors: CartUserError[]) => {
    const cart = token ? await carts.find(ctx.tenantId, token) : null;
    if (!cart) return { cart: null, userErrors, warnings: [] };
    const totals = await priceStoredCart(cart, ctx.promos, ctx.now(), undefined, ctx.buyer);
    // A code the domain refuses stays on the cart (not applicable) and is explained with the promo's exact message.
    const promoErrors = totals.discountCodes.flatMap((d, i) =>
      d.error ? [cartError('INVALID', d.error.message, ['discountCodes', String(i)])] : [],
    );
    return { cart: cartView(cart, totals, ctx.checkoutBase), userErrors: [...userErrors, ...promoErrors], warnings: [] };
  };

  /** Finds a cart that can still change (the caller has spent the cart's throttle token). */
  const openCart = async (ctx: StorefrontContext, carts: CartRepository, cartId: string, options: { lock?: boolean } = {}): Promise<StoredCart | CartUserError> => {
    const token = parseGid('Cart', cartId);
    const cart = token ? await carts.find(ctx.tenantId, token, options) : null;
    if (!cart) return NO_CART('cartId');
    if (cart.checkout.completedAt !== null) return cartError('INVALID', 'This cart has already been checked out.', ['cartId']);
    return cart;
  };
  const isError = <T extends object>(v: T | CartUserError): v is CartUserError => 'message' in v;

  /**
   * Runs a cart mutation in one transaction on the cart as it is with its row locked (SELECT … FOR
   * UPDATE): checks and writes see the same cart, and concurrent mutations of one cart run one after another.
   */
  const mutate = async (
    ctx: StorefrontContext,
    cartId: string,
    work: (carts: CartRepository, cart: StoredCart) => Promise<CartUserError[]>,
  ) => {
    // The token is spent before the transaction: the throttle has its own round trip, never inside a held cart lock.
    const token = parseGid('Cart', cartId);
    if (token !== null && !(await ctx.throttle.take(`cart:${token}`))) throw throttledError();
    const outcome = await ctx.db.transaction(async (tx) => {
      const carts = new CartRepository(tx);
      const cart = await openCart(ctx, carts, cartId, { lock: true });
      if (isError(cart)) return cart;
      const errors = await work(carts, cart);
      // A cart made before signing in becomes the signed-in shopper's on their first change to it (a refused change writes nothing).
      if (errors.length === 0 && ctx.buyer.customerId !== null && cart.buyerCustomerId === null) await carts.claimBuyer(cart.token, ctx.buyer.customerId);
      return { token: cart.token, errors };
    });
    if (isError(outcome)) return { cart: null, userErrors: [outcome], warnings: [] };
    return cartPayload(ctx, new CartRepository(ctx.db), outcome.token, outcome.errors);
  };

  const checkoutPayload = async (ctx: StorefrontContext, token: string) => {
    const cart = await new CartRepository(ctx.db).find(ctx.tenantId, token);
    if (!cart) return null;
    const totals = await priceStoredCart(cart, ctx.promos, ctx.now(), undefined, ctx.buyer);
    const order = await new OrderRepository(ctx.db).findByCheckout(ctx.tenantId, token);
    return checkoutView(cart, totals, order, ctx.checkoutBase);
  };

  const openCheckout = async (ctx: StorefrontContext, checkoutId: string): Promise<string | null> => {
    const token = parseGid('Checkout', checkoutId);
    if (token !== null && !(await ctx.throttle.take(`cart:${token}`))) throw throttledError();
    return token;
  };

  const noCheckout = { checkout: null, checkoutUserErrors: [{ code: 'INVALID', message: 'Checkout does not exist.', field: ['checkoutId'] }] };

  const completion = async (ctx: StorefrontContext, token: string, result: CompletionResult) => {
    const checkout = await checkoutPayload(ctx, token);
    if (result.kind === 'error') return { checkout, checkoutUserErrors: [result.error], payment: null };
    return { checkout, checkoutUserErrors: [], payment: paymentView(result.payment, () => checkoutPayload(ctx, token)) };
  };

  return {
    cart: async ({ id }: { id: string }, ctx: StorefrontContext) => {
      const token = parseGid('Cart', id);
      if (token === null) return null;
      if (!(await ctx.throttle.take(`cart:${token}`))) throw throttledError();
      return (await cartPayload(ctx, new CartRepository(ctx.db), token, [])).cart;
    },

    node: async ({ id }: { id: string }, ctx: StorefrontContext) => {
      const type = gidType(id);
      const raw = type ? parseGid(type, id) : null;
      if (!type || raw === null) return null;
      // Orders and payments are looked up by id: one bucket per client, so guessing ids is slow as well as hopeless.
      const bucket = type === 'Order' || type === 'Payment' ? `lookup:${ctx.clientKey}` : `cart:${raw}`;
      if (!(await ctx.throttle.take(bucket))) throw throttledError();
      if (type === 'Cart') return (await cartPayload(ctx, new CartRepository(ctx.db), raw, [])).cart;
      if (type === 'Checkout') return checkoutPayload(ctx, raw);
      if (type === 'Order') {
        // A number (issue 29), or the digits id a gid carried before it (a confirmation kept in a browser).
        const orders = new OrderRepository(ctx.db);
        const order = isOrderNumber(raw) ? await orders.findByCode(ctx.tenantId, raw) : /^\d{1,20}$/.test(raw) ? await orders.find(ctx.tenantId, raw) : null;
        return order && sameSecret(gidKey(id), order.checkoutToken) ? orderView(order) : null;
      }
      if (type === 'Payment') {
        const payment = await new CheckoutService(ctx.db, ctx.promos, ctx.now, ctx.buyer).payment(ctx.tenantId, raw);
        if (!payment) return null;
        if (!(await ctx.throttle.take(`cart:${payment.checkoutToken}`))) throw throttledError();
        return paymentView(payment, () => checkoutPayload(ctx, payment.checkoutToken));
      }
      return null;
    },

    page: async ({ handle }: { handle: string }, ctx: StorefrontContext) => {
      const page = await new CartRepository(ctx.db).page(ctx.tenantId, handle);
      return page ? { __typename: 'Page', id: `gid://shopify/Page/${page.handle}`, ...page } : null;
    },

    cartCreate: async (
      { input }: { input?: { lines?: CartLineInput[] | null; attributes?: AttributeInput[] | null; discountCodes?: string[] | null; note?: string | null; buyerIdentity?: BuyerIdentityInput | null } | null },
      ctx: StorefrontContext,
    ) => {
      if (!(await ctx.throttle.take(`create:${ctx.clientKey}`))) throw throttledError();
      const carts = new CartRepository(ctx.db);
      const { lines, errors } = await resolveLines(ctx, carts, input?.lines ?? [], [], 'lines');
      const codes = normaliseCodes(input?.discountCodes ?? []);
      errors.push(
        ...checkAttributes(input?.attributes, ['attributes']),
        ...checkBuyerIdentity(input?.buyerIdentity, ['buyerIdentity']),
        ...checkCodes(codes),
        ...checkNote(input?.note),
      );
      if (errors.length > 0) return { cart: null, userErrors: errors, warnings: [] };
      const token = await ctx.db.transaction(async (tx) => {
        const repo = new CartRepository(tx);
        const created = await repo.create(ctx.tenantId, {
          attributes: toAttributes(input?.attributes),
          buyerIdentity: toBuyerIdentity(input?.buyerIdentity),
          note: input?.note ?? null,
          buyerCustomerId: ctx.buyer.customerId,
        });
        await repo.addLines(created, ctx.tenantId, lines);
        if (codes.length > 0) await repo.setDiscountCodes(created, codes);
        return created;
      });
      return cartPayload(ctx, carts, token, []);
    },

    cartLinesAdd: async ({ cartId, lines }: { cartId: string; lines: CartLineInput[] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, async (carts, cart) => {
        const resolved = await resolveLines(ctx, carts, lines, cart.lines, 'lines');
        if (resolved.errors.length === 0) await carts.addLines(cart.token, ctx.tenantId, resolved.lines);
        return resolved.errors;
      }),

    cartLinesRemove: async ({ cartId, lineIds }: { cartId: string; lineIds: string[] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, async (carts, cart) => {
        const known = new Set(cart.lines.map((l) => l.id));
        const ids = lineIds.map((id) => parseGid('CartLine', id));
        const missing = ids.flatMap((id, i) => (id === null || !known.has(id) ? [i] : []));
        if (missing.length > 0) {
          return missing.map((i) => cartError('INVALID_MERCHANDISE_LINE', `The line with id ${lineIds[i]} does not exist.`, ['lineIds', String(i)]));
        }
        await carts.removeLines(cart.token, ids as string[]);
        return [];
      }),

    cartDiscountCodesUpdate: async ({ cartId, discountCodes }: { cartId: string; discountCodes?: string[] | null }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, async (carts, cart) => {
        const codes = normaliseCodes(discountCodes ?? []);
        const errors = checkCodes(codes);
        if (errors.length === 0) await carts.setDiscountCodes(cart.token, codes);
        return errors;
      }),

    cartAttributesUpdate: async ({ cartId, attributes }: { cartId: string; attributes: AttributeInput[] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, async (carts, cart) => {
        const errors = checkAttributes(attributes, ['attributes']);
        if (errors.length > 0) return errors;
        // Shopify merges by key: a new value replaces the old one, other attributes stay.
        const merged = new Map(cart.attributes.map((a) => [a.key, a.value]));
        for (const a of attributes) merged.set(a.key, a.value);
        // The cap holds for the cart, not for one call: three calls of 95 new keys must not make 285.
        if (merged.size > LIMITS.maxAttributes) return [cartError('INVALID', `At most ${LIMITS.maxAttributes} attributes are allowed.`, ['attributes'])];
        await carts.setAttributes(cart.token, [...merged].map(([key, value]) => ({ key, value })));
        return [];
      }),

    cartBuyerIdentityUpdate: async ({ cartId, buyerIdentity }: { cartId: string; buyerIdentity: BuyerIdentityInput }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, async (carts, cart) => {
        const errors = checkBuyerIdentity(buyerIdentity, ['buyerIdentity']);
        if (errors.length === 0) await carts.setBuyerIdentity(cart.token, toBuyerIdentity(buyerIdentity, cart.buyerIdentity));
        return errors;
      }),

    checkoutShippingLineUpdate: async ({ checkoutId, shippingRateHandle }: { checkoutId: string; shippingRateHandle: string }, ctx: StorefrontContext) => {
      const token = await openCheckout(ctx, checkoutId);
      const carts = new CartRepository(ctx.db);
      const cart = token ? await carts.find(ctx.tenantId, token) : null;
      if (!cart) return noCheckout;
      if (cart.checkout.completedAt !== null) {
        return { checkout: await checkoutPayload(ctx, cart.token), checkoutUserErrors: [{ code: 'ALREADY_COMPLETED', message: 'This checkout has already been completed.', field: ['checkoutId'] }] };
      }
      if (!SHIPPING_RATES.some((r) => r.handle === shippingRateHandle)) {
        return { checkout: await checkoutPayload(ctx, cart.token), checkoutUserErrors: [{ code: 'INVALID', message: `Unknown shipping rate: ${shippingRateHandle}`, field: ['shippingRateHandle'] }] };
      }
      if (shippingRateHandle === PICKUP_RATE_HANDLE && !(await new StoreRepository(ctx.db).offersPickup(ctx.tenantId))) {
        return { checkout: await checkoutPayload(ctx, cart.token), checkoutUserErrors: [{ code: 'INVALID', message: 'This store does not offer pick-up: your order ships.', field: ['shippingRateHandle'] }] };
      }
      await carts.setShippingRate(cart.token, shippingRateHandle);
      return { checkout: await checkoutPayload(ctx, cart.token), checkoutUserErrors: [] };
    },

    checkoutCompleteFree: async ({ checkoutId }: { checkoutId: string }, ctx: StorefrontContext) => {
      const token = await openCheckout(ctx, checkoutId);
      if (token === null) return noCheckout;
      const result = await new CheckoutService(ctx.db, ctx.promos, ctx.now, ctx.buyer).completeFree(ctx.tenantId, token);
      const { checkout, checkoutUserErrors } = await completion(ctx, token, result);
      return { checkout, checkoutUserErrors };
    },

    checkoutCompleteWithCreditCardV2: async (
      { checkoutId, payment }: {
        checkoutId: string;
        payment: { paymentAmount: { amount: string; currencyCode: string }; idempotencyKey: string; billingAddress: Record<string, unknown>; vaultId: string; test?: boolean | null };
      },
      ctx: StorefrontContext,
    ) => {
      const token = await openCheckout(ctx, checkoutId);
      if (token === null) return { ...noCheckout, payment: null };
      const result = await new CheckoutService(ctx.db, ctx.promos, ctx.now, ctx.buyer).completeWithCard(ctx.tenantId, token, {
        amount: String(payment.paymentAmount.amount),
        currencyCode: payment.paymentAmount.currencyCode,
        idempotencyKey: payment.idempotencyKey,
        vaultId: payment.vaultId,
        test: payment.test ?? false,
        billingAddress: { ...payment.billingAddress },
      });
      return completion(ctx, token, result);
    },
  };
}
