import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { samePromoCode } from '../../domain/promo/promo-code';
import type * as t from 'io-ts';
import { centsToDecimal } from '../../contract/money';
import type {
  CardPayment,
  CartAttribute,
  CheckoutDiscount,
  CartLineRequest,
  CompletedOrder,
  StorefrontCart,
  StorefrontCartState,
  StorefrontFailure,
  StorefrontUserError,
} from '../../application/ports/storefront-cart';
import { cents } from '../../domain/money';
import {
  CartQueryDataCodec,
  CheckoutDiscountsDataCodec,
  CheckoutOrderDataCodec,
  CheckoutReadyDataCodec,
  CompleteFreeDataCodec,
  CompleteWithCardDataCodec,
  PaymentNodeDataCodec,
  ShippingLineDataCodec,
  cartMutationData,
  decimalToCentsExact,
  type CartWire,
} from './codecs';
import * as doc from './documents';
import { GraphQLTransport, type TransportAuth, type TransportFailure, type TransportTiming } from './graphql-transport';
import type { StorefrontEndpoint } from './storefront-endpoint';
import { readStorefrontPage } from './storefront-pages';

/** The transport's timeout, for the module that makes this adapter (storefront-module.ts) without importing the transport itself. */
export { DEFAULT_TIMEOUT_MS } from './graphql-transport';

/** SPEC §9 polling: checkout ready 30 tries at 800 ms; order id 30 at 300 ms; payment 30 at 800 ms. */
export const POLLS = {
  checkoutReady: { tries: 30, intervalMs: 800 },
  orderId: { tries: 30, intervalMs: 300 },
  payment: { tries: 30, intervalMs: 800 },
} as const;

/** SPEC §8 wording of each cart mutation's failure. */
export const CART_ERRORS = {
  create: 'Cart creation failed: ',
  addLines: 'Cart line addition failed: ',
  removeLines: 'Cart line removal failed: ',
  applyCode: 'Failed to apply discount code: ',
  removeCodes: 'Failed to remove discount codes: ',
  attributes: 'Cart attributes update failed: ',
  buyerIdentity: 'Cart buyer identity update failed: ',
} as const;

const money = (m: { amount: string }) => cents(decimalToCentsExact(m.amount));

/** The checkout of a cart on the reference backend shares the cart's token. */
export const checkoutIdOfCart = (cartId: string): string => cartId.replace(/\?.*$/, '').replace('gid://shopify/Cart/', 'gid://shopify/Checkout/');

export const toCartState = (c: CartWire): StorefrontCartState => ({
  id: c.id,
  checkoutId: checkoutIdOfCart(c.id),
  checkoutUrl: c.checkoutUrl,
  totalQuantity: c.totalQuantity,
  attributes: c.attributes.map((a) => ({ key: a.key, value: a.value ?? '' })),
  buyerEmail: c.buyerIdentity.email,
  subtotal: money(c.cost.subtotalAmount),
  total: money(c.cost.totalAmount),
  discountCodes: c.discountCodes,
  lines: c.lines.nodes.map((l) => ({
    id: l.id,
    merchandiseId: l.merchandise.id,
    quantity: l.quantity,
    attributes: l.attributes.map((a) => ({ key: a.key, value: a.value ?? '' })),
    unitPrice: money(l.cost.amountPerQuantity),
    total: money(l.cost.totalAmount),
  })),
});

const fail = (
  prefix: string,
  f: TransportFailure | { code: 'storefront/user-error'; message: string },
  extra: Partial<StorefrontFailure> = {},
): StorefrontFailure => ({
  code: f.code,
  message: `${prefix}${f.message}`,
  ...extra,
});

const joinErrors = (errors: readonly StorefrontUserError[]) => errors.map((e) => e.message).join('; ');

/**
 * The StorefrontCart port over the Storefront GraphQL API: io-ts-decoded answers, SPEC §8 wording,
 * throttling ridden out by the transport, polls paced by the injected sleep.
 */
export class GraphQLStorefrontCart implements StorefrontCart {
  private readonly transport: GraphQLTransport;

  constructor(
    endpoint: StorefrontEndpoint,
    private readonly timing: TransportTiming,
    auth?: TransportAuth,
  ) {
    this.transport = new GraphQLTransport(endpoint, timing, auth);
  }

  createCart(input: { lines: readonly CartLineRequest[]; attributes: readonly CartAttribute[]; buyerEmail?: string }) {
    return this.cartMutation(
      CART_ERRORS.create,
      doc.CART_CREATE,
      'cartCreate',
      {
        input: { lines: input.lines, attributes: input.attributes, ...(input.buyerEmail ? { buyerIdentity: { email: input.buyerEmail } } : {}) },
      },
      null,
    );
  }

  async getCart(cartId: string): Promise<Either<StorefrontFailure, StorefrontCartState | null>> {
    const result = await this.transport.send(doc.CART_QUERY, { id: cartId }, CartQueryDataCodec);
    if (isLeft(result)) return left(fail('Cart query failed: ', result.left));
    return right(result.right.cart ? toCartState(result.right.cart) : null);
  }

  addLines(cartId: string, lines: readonly CartLineRequest[]) {
    return this.cartMutation(CART_ERRORS.addLines, doc.CART_LINES_ADD, 'cartLinesAdd', { cartId, lines }, cartId);
  }

  removeLines(cartId: string, lineIds: readonly string[]) {
    return this.cartMutation(CART_ERRORS.removeLines, doc.CART_LINES_REMOVE, 'cartLinesRemove', { cartId, lineIds }, cartId);
  }

  async applyDiscountCode(cartId: string, code: string) {
    const result = await this.cartMutation(
      CART_ERRORS.applyCode,
      doc.CART_DISCOUNT_CODES_UPDATE,
      'cartDiscountCodesUpdate',
      { cartId, discountCodes: [code] },
      cartId,
    );
    if (isLeft(result)) return result;
    // Shopify may keep a code it does not apply without a user error: say so rather than show no discount.
    const applied = result.right.discountCodes.find((d) => samePromoCode(d.code, code));
    if (applied && !applied.applicable) {
      return left<StorefrontFailure, StorefrontCartState>({
        code: 'storefront/user-error',
        message: `${CART_ERRORS.applyCode}${code} is not applicable`,
        cart: result.right,
      });
    }
    return result;
  }

  removeDiscountCodes(cartId: string) {
    return this.cartMutation(CART_ERRORS.removeCodes, doc.CART_DISCOUNT_CODES_UPDATE, 'cartDiscountCodesUpdate', { cartId, discountCodes: [] }, cartId);
  }

  updateAttributes(cartId: string, attributes: readonly CartAttribute[]) {
    return this.cartMutation(CART_ERRORS.attributes, doc.CART_ATTRIBUTES_UPDATE, 'cartAttributesUpdate', { cartId, attributes }, cartId);
  }

  updateBuyerEmail(cartId: string, email: string) {
    return this.cartMutation(
      CART_ERRORS.buyerIdentity,
      doc.CART_BUYER_IDENTITY_UPDATE,
      'cartBuyerIdentityUpdate',
      { cartId, buyerIdentity: { email } },
      cartId,
    );
  }

  getPage(handle: string) {
    return readStorefrontPage(this.transport, handle);
  }

  async setShippingLine(checkoutId: string, shippingRateHandle: string): Promise<Either<StorefrontFailure, void>> {
    const result = await this.transport.send(doc.CHECKOUT_SHIPPING_LINE_UPDATE, { checkoutId, shippingRateHandle }, ShippingLineDataCodec);
    if (isLeft(result)) return left(fail('Shipping update failed: ', result.left));
    const errors = result.right.checkoutShippingLineUpdate.checkoutUserErrors;
    if (errors.length > 0) return left({ code: 'storefront/user-error', message: `Shipping update failed: ${joinErrors(errors)}`, userErrors: errors });
    return right(undefined);
  }

  async getCheckoutDiscounts(checkoutId: string): Promise<Either<StorefrontFailure, readonly CheckoutDiscount[]>> {
    const result = await this.transport.send(doc.CHECKOUT_DISCOUNTS_QUERY, { id: checkoutId }, CheckoutDiscountsDataCodec);
    if (isLeft(result)) return left(fail('Checkout query failed: ', result.left));
    return right(
      (result.right.node?.discountApplications?.nodes ?? []).map((d) => ({
        label: d.code ?? d.title ?? '',
        code: d.code ?? null,
        applicable: d.applicable ?? true,
        amount: 'amount' in d.value ? money(d.value) : null,
        percent: 'percentage' in d.value ? d.value.percentage : null,
      })),
    );
  }

  async waitForCheckoutReady(checkoutId: string): Promise<Either<StorefrontFailure, void>> {
    const ready = await this.poll(POLLS.checkoutReady, 'The checkout did not become ready', async () => {
      const r = await this.transport.send(doc.CHECKOUT_READY_QUERY, { id: checkoutId }, CheckoutReadyDataCodec);
      return isLeft(r) ? r : right(r.right.node?.ready === true ? true : undefined);
    });
    return isLeft(ready) ? ready : right(undefined);
  }

  async completeFree(checkoutId: string): Promise<Either<StorefrontFailure, CompletedOrder>> {
    const result = await this.transport.send(doc.CHECKOUT_COMPLETE_FREE, { checkoutId }, CompleteFreeDataCodec);
    if (isLeft(result)) return left(fail('Checkout failed: ', result.left));
    const { checkout, checkoutUserErrors } = result.right.checkoutCompleteFree;
    if (checkoutUserErrors.length > 0) {
      return left({ code: 'storefront/user-error', message: `Checkout failed: ${joinErrors(checkoutUserErrors)}`, userErrors: checkoutUserErrors });
    }
    if (checkout?.order) return right(completed(checkout.order, {}));
    return this.waitForOrder(checkoutId, {});
  }

  async completeWithCard(checkoutId: string, payment: CardPayment): Promise<Either<StorefrontFailure, CompletedOrder>> {
    const result = await this.transport.send(
      doc.CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
      {
        checkoutId,
        payment: {
          paymentAmount: { amount: centsToDecimal(payment.amount), currencyCode: 'USD' },
          idempotencyKey: payment.idempotencyKey,
          billingAddress: payment.billingAddress,
          vaultId: payment.vaultId,
          test: payment.test ?? false,
        },
      },
      CompleteWithCardDataCodec,
    );
    // A timed-out completion is not re-sent: the same idempotency key lets the caller retry safely.
    if (isLeft(result)) return left(fail('Payment failed: ', result.left));
    const answer = result.right.checkoutCompleteWithCreditCardV2;
    if (answer.checkoutUserErrors.length > 0 || !answer.payment) {
      const errors = answer.checkoutUserErrors;
      return left({ code: 'storefront/user-error', message: `Payment failed: ${joinErrors(errors) || 'no payment was made'}`, userErrors: errors });
    }
    const paymentId = answer.payment.id;
    const settled = answer.payment.ready
      ? right(answer.payment)
      : await this.poll(POLLS.payment, 'The payment is still processing', async () => {
          const r = await this.transport.send(doc.PAYMENT_QUERY, { id: paymentId }, PaymentNodeDataCodec);
          return isLeft(r) ? r : right(r.right.node?.ready ? r.right.node : undefined);
        });
    if (isLeft(settled)) return settled;
    const status = settled.right.transaction?.statusV2;
    if (settled.right.errorMessage || (status !== 'SUCCESS' && status !== undefined && status !== null)) {
      return left({ code: 'storefront/payment-declined', message: settled.right.errorMessage ?? 'The payment was declined.' });
    }
    if (answer.checkout?.order) return right(completed(answer.checkout.order, { paymentId }));
    return this.waitForOrder(checkoutId, { paymentId });
  }

  private async waitForOrder(checkoutId: string, extra: { paymentId?: string }): Promise<Either<StorefrontFailure, CompletedOrder>> {
    const order = await this.poll(POLLS.orderId, 'The order was not created', async () => {
      const r = await this.transport.send(doc.CHECKOUT_ORDER_QUERY, { id: checkoutId }, CheckoutOrderDataCodec);
      return isLeft(r) ? r : right(r.right.node?.order ?? undefined);
    });
    return isLeft(order) ? order : right(completed(order.right, extra));
  }

  /** Tries `tries` times, `intervalMs` apart, until `attempt` answers a value; a failed call ends the poll. */
  private async poll<A>(
    { tries, intervalMs }: { tries: number; intervalMs: number },
    notReady: string,
    attempt: () => Promise<Either<TransportFailure, A | undefined>>,
  ): Promise<Either<StorefrontFailure, A>> {
    for (let i = 0; i < tries; i++) {
      if (i > 0) await this.timing.sleep(intervalMs);
      const r = await attempt();
      if (isLeft(r)) return left(fail(`${notReady}: `, r.left));
      if (r.right !== undefined) return right(r.right);
    }
    return left({ code: 'storefront/not-ready', message: `${notReady} after ${tries} tries.` });
  }

  /**
   * One cart mutation. User errors fail with the spec's prefix and the server's messages. A timed-out
   * mutation is never re-sent: the cart is read again and handed back with the failure.
   */
  private async cartMutation<K extends string>(
    prefix: string,
    document: string,
    field: K,
    variables: Record<string, unknown>,
    cartId: string | null,
  ): Promise<Either<StorefrontFailure, StorefrontCartState>> {
    const codec = cartMutationData(field) as t.Decoder<unknown, Record<K, t.TypeOf<ReturnType<typeof cartMutationData>>[string]>>;
    const result = await this.transport.send(document, variables, codec);
    if (isLeft(result)) {
      if (result.left.code === 'storefront/timeout' && cartId !== null) {
        const reread = await this.getCart(cartId);
        return left(fail(prefix, result.left, isLeft(reread) || reread.right === null ? {} : { cart: reread.right }));
      }
      return left(fail(prefix, result.left));
    }
    const { cart, userErrors } = result.right[field];
    if (userErrors.length > 0) {
      return left({ code: 'storefront/user-error', message: `${prefix}${joinErrors(userErrors)}`, userErrors, ...(cart ? { cart: toCartState(cart) } : {}) });
    }
    if (!cart) return left({ code: 'storefront/user-error', message: `${prefix}no cart in the answer` });
    return right(toCartState(cart));
  }
}

/** A completed order as the port gives it: its id and its own attributes (null values dropped). */
function completed(order: { id: string; customAttributes?: Array<{ key: string; value: string | null }> }, extra: { paymentId?: string }): CompletedOrder {
  const attributes = (order.customAttributes ?? []).flatMap((a) => (a.value === null ? [] : [{ key: a.key, value: a.value }]));
  return { orderId: order.id, attributes, ...extra };
}
