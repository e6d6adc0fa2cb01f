import { CheckoutService, type CompletionResult } from '../orders/checkout-service';
import { isOrderNumber } from '../../src/domain/admin/order-number';
import { OrderRepository } from '../orders/order-repository';
import { CartRepository, type StoredCart } from './cart-repository';
import { priceStoredCart } from './cart-totals';
import { gid, gidKey, gidType, parseGid, sameSecret } from './gid';
import { catalogueRoot } from './catalogue-resolvers';
import { PICKUP_RATE_HANDLE } from '../pickup/pickup-checkout';
import { StoreRepository } from '../pickup/store-repository';
import { cartView, checkoutView, orderView, paymentView, SHIPPING_RATES } from './views';
import {
  cartError,
  checkAttributes,
  checkBuyerIdentity,
  checkCodes,
  checkNote,
  LIMITS,
  NO_CART,
  normaliseCodes,
  resolveLines,
  throttledError,
  toAttributes,
  toBuyerIdentity,
  type AttributeInput,
  type BuyerIdentityInput,
  type CartLineInput,
  type CartUserError,
  type StorefrontContext,
} from './cart-checks';

export { LIMITS, throttledError, type StorefrontContext };

/** The cart's customer as Shopify's Customer, for that customer only (signed in with the bearer token). */
async function buyerCustomer(ctx: StorefrontContext, cart: StoredCart) {
  if (ctx.buyer.customerId === null || cart.buyerCustomerId !== ctx.buyer.customerId) return null;
  const [row] = await ctx.db.query<{ id: string; email: string; first_name: string | null; last_name: string | null }>(
    'SELECT id, email, first_name, last_name FROM customers WHERE id = $1 AND tenant_id = $2',
    [ctx.buyer.customerId, ctx.tenantId],
  );
  if (!row) return null;
  const name = [row.first_name, row.last_name].filter((n) => n !== null && n.trim() !== '').join(' ');
  return { id: gid('Customer', row.id), email: row.email, firstName: row.first_name, lastName: row.last_name, displayName: name || row.email, phone: null };
}

interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: AttributeInput[] | null;
}

/**
 * cartLinesUpdate's check and plan: each update names a line of the cart once; quantity 0 removes it;
 * the others are checked as lines joining the rest of the cart (catalogue, tile limits, printed-line rule).
 */
async function planLineUpdates(ctx: StorefrontContext, carts: CartRepository, cart: StoredCart, updates: readonly CartLineUpdateInput[]) {
  const errors: CartUserError[] = [];
  const byId = new Map(cart.lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const removed: string[] = [];
  const changed: { lineId: string; input: CartLineInput; index: number }[] = [];
  updates.forEach((u, i) => {
    const lineId = parseGid('CartLine', u.id);
    const line = lineId === null ? undefined : byId.get(lineId);
    if (lineId === null || !line) errors.push(cartError('INVALID_MERCHANDISE_LINE', `The line with id ${u.id} does not exist.`, ['lines', String(i), 'id']));
    else if (seen.has(lineId)) errors.push(cartError('INVALID', `The line with id ${u.id} is updated twice.`, ['lines', String(i), 'id']));
    else if (u.quantity !== null && u.quantity !== undefined && (!Number.isInteger(u.quantity) || u.quantity < 0))
      errors.push(cartError('LESS_THAN', 'The quantity must be at least 0.', ['lines', String(i), 'quantity']));
    else if (u.quantity === 0) removed.push(lineId);
    else {
      const input = {
        merchandiseId: u.merchandiseId ?? line.variant.id,
        quantity: u.quantity ?? line.quantity,
        attributes: u.attributes ?? [...line.attributes],
      };
      changed.push({ lineId, input, index: i });
    }
    if (lineId !== null) seen.add(lineId);
  });
  const touched = new Set([...removed, ...changed.map((c) => c.lineId)]);
  const resolved = await resolveLines(
    ctx,
    carts,
    changed.map((c) => c.input),
    cart.lines.filter((l) => !touched.has(l.id)),
    'lines',
  );
  // resolveLines numbers the lines it was given: the error names the update's own position.
  for (const e of resolved.errors) {
    const at = e.field?.[1] === undefined ? undefined : changed[Number(e.field[1])]?.index;
    errors.push(at === undefined ? e : { ...e, field: ['lines', String(at), ...(e.field ?? []).slice(2)] });
  }
  return { errors, removed, changed: changed.map((c, i) => ({ lineId: c.lineId, line: resolved.lines[i] })) };
}

/** The root value: Shopify's query and mutation fields over the Db port. */
export function storefrontRoot() {
  const cartPayload = async (ctx: StorefrontContext, carts: CartRepository, token: string | null, userErrors: CartUserError[]) => {
    const cart = token ? await carts.find(ctx.tenantId, token) : null;
    if (!cart) return { cart: null, userErrors, warnings: [] };
    const totals = await priceStoredCart(cart, ctx.promos, ctx.now(), undefined, ctx.buyer);
    // A code the domain refuses stays on the cart (not applicable) and is explained with the promo's exact message.
    const promoErrors = totals.discountCodes.flatMap((d, i) => (d.error ? [cartError('INVALID', d.error.message, ['discountCodes', String(i)])] : []));
    return { cart: cartView(cart, totals, ctx.checkoutBase, () => buyerCustomer(ctx, cart)), userErrors: [...userErrors, ...promoErrors], warnings: [] };
  };

  /** Finds a cart that can still change (the caller has spent the cart's throttle token). */
  const openCart = async (
    ctx: StorefrontContext,
    carts: CartRepository,
    cartId: string,
    options: { lock?: boolean } = {},
  ): Promise<StoredCart | CartUserError> => {
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
  const mutate = async (ctx: StorefrontContext, cartId: string, work: (carts: CartRepository, cart: StoredCart) => Promise<CartUserError[]>) => {
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
    ...catalogueRoot(),

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
      {
        input,
      }: {
        input?: {
          lines?: CartLineInput[] | null;
          attributes?: AttributeInput[] | null;
          discountCodes?: string[] | null;
          note?: string | null;
          buyerIdentity?: BuyerIdentityInput | null;
        } | null;
      },
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

    cartLinesUpdate: async ({ cartId, lines }: { cartId: string; lines: CartLineUpdateInput[] }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, async (carts, cart) => {
        const plan = await planLineUpdates(ctx, carts, cart, lines);
        if (plan.errors.length > 0) return plan.errors;
        if (plan.removed.length > 0) await carts.removeLines(cart.token, plan.removed);
        for (const { lineId, line } of plan.changed) if (line) await carts.updateLine(cart.token, lineId, line);
        return [];
      }),

    cartNoteUpdate: async ({ cartId, note }: { cartId: string; note: string }, ctx: StorefrontContext) =>
      mutate(ctx, cartId, async (carts, cart) => {
        const errors = checkNote(note);
        if (errors.length === 0) await carts.setNote(cart.token, note);
        return errors;
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
        await carts.setAttributes(
          cart.token,
          [...merged].map(([key, value]) => ({ key, value })),
        );
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
        return {
          checkout: await checkoutPayload(ctx, cart.token),
          checkoutUserErrors: [{ code: 'ALREADY_COMPLETED', message: 'This checkout has already been completed.', field: ['checkoutId'] }],
        };
      }
      if (!SHIPPING_RATES.some((r) => r.handle === shippingRateHandle)) {
        return {
          checkout: await checkoutPayload(ctx, cart.token),
          checkoutUserErrors: [{ code: 'INVALID', message: `Unknown shipping rate: ${shippingRateHandle}`, field: ['shippingRateHandle'] }],
        };
      }
      if (shippingRateHandle === PICKUP_RATE_HANDLE && !(await new StoreRepository(ctx.db).offersPickup(ctx.tenantId))) {
        return {
          checkout: await checkoutPayload(ctx, cart.token),
          checkoutUserErrors: [{ code: 'INVALID', message: 'This store does not offer pick-up: your order ships.', field: ['shippingRateHandle'] }],
        };
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
      {
        checkoutId,
        payment,
      }: {
        checkoutId: string;
        payment: {
          paymentAmount: { amount: string; currencyCode: string };
          idempotencyKey: string;
          billingAddress: Record<string, unknown>;
          vaultId: string;
          test?: boolean | null;
        };
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
