import type { Either } from 'fp-ts/Either';
import type { Cents } from '../../domain/money';

/** A Shopify-style custom attribute: tile images and options ride on lines as these. */
export interface CartAttribute {
  readonly key: string;
  readonly value: string;
}

/** A line to add: a catalogue variant, a quantity and its attributes. */
export interface CartLineRequest {
  readonly merchandiseId: string;
  readonly quantity: number;
  readonly attributes: readonly CartAttribute[];
}

export interface StorefrontCartLine {
  readonly id: string;
  readonly merchandiseId: string;
  readonly quantity: number;
  readonly attributes: readonly CartAttribute[];
  readonly unitPrice: Cents;
  /** After automatic (volume / membership) discounts. */
  readonly total: Cents;
}

/** A storefront cart as the server priced it (amounts in cents). */
export interface StorefrontCartState {
  readonly id: string;
  /** The checkout of this cart (same token): what the checkout calls take. */
  readonly checkoutId: string;
  readonly checkoutUrl: string;
  readonly totalQuantity: number;
  readonly lines: readonly StorefrontCartLine[];
  readonly attributes: readonly CartAttribute[];
  readonly buyerEmail: string | null;
  readonly subtotal: Cents;
  readonly total: Cents;
  readonly discountCodes: ReadonlyArray<{ readonly code: string; readonly applicable: boolean }>;
}

/** A Shopify user error (`userErrors` / `checkoutUserErrors`). */
export interface StorefrontUserError {
  readonly field: readonly string[] | null;
  readonly message: string;
  readonly code: string | null;
}

/**
 * Why a storefront call failed. `message` carries the spec's wording ('Cart creation failed: ...',
 * 'Failed to apply discount code: ...'); `userErrors` the server's own messages (e.g. the promo message).
 */
export interface StorefrontFailure {
  readonly code:
    | 'storefront/user-error'
    | 'storefront/throttled'
    | 'storefront/network'
    | 'storefront/timeout'
    | 'storefront/http'
    | 'storefront/graphql'
    | 'storefront/decode'
    | 'storefront/payment-declined'
    | 'storefront/not-ready';
  readonly message: string;
  readonly userErrors?: readonly StorefrontUserError[];
  /** After a timed-out mutation, the cart as read again (the mutation is never re-sent blindly). */
  readonly cart?: StorefrontCartState;
}

/** Shopify's MailingAddressInput: every part optional (a pick-up order's card has a name and a phone only). */
export interface BillingAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly address1?: string;
  readonly address2?: string;
  readonly city?: string;
  readonly province?: string;
  readonly zip?: string;
  readonly country: string;
  readonly phone?: string;
}

export interface CardPayment {
  readonly amount: Cents;
  readonly idempotencyKey: string;
  readonly vaultId: string;
  readonly billingAddress: BillingAddress;
  readonly test?: boolean;
}

/** A discount the checkout applies: a code or an automatic (volume / membership) discount. */
export interface CheckoutDiscount {
  /** The code, or the automatic discount's title. */
  readonly label: string;
  readonly code: string | null;
  readonly applicable: boolean;
  /** A fixed amount taken off, or… */
  readonly amount: Cents | null;
  /** …a percentage. */
  readonly percent: number | null;
}

/** A completed checkout. */
export interface CompletedOrder {
  readonly orderId: string;
  /** The order's own attributes, as the server wrote them (a pick-up order's `_pickupReadyBy`). */
  readonly attributes?: readonly CartAttribute[];
  readonly paymentId?: string;
}

type Result<A> = Promise<Either<StorefrontFailure, A>>;

/** The shopper's storefront cart and checkout (Shopify Storefront API). */
export interface StorefrontCart {
  /** cartCreate with lines, attributes and the buyer's email. */
  createCart(input: { lines: readonly CartLineRequest[]; attributes: readonly CartAttribute[]; buyerEmail?: string }): Result<StorefrontCartState>;
  /** The cart (first 50 lines); null when it no longer exists. */
  getCart(cartId: string): Result<StorefrontCartState | null>;
  addLines(cartId: string, lines: readonly CartLineRequest[]): Result<StorefrontCartState>;
  removeLines(cartId: string, lineIds: readonly string[]): Result<StorefrontCartState>;
  /** Applies one code; a refused code fails with the promo's message in `userErrors`. */
  applyDiscountCode(cartId: string, code: string): Result<StorefrontCartState>;
  removeDiscountCodes(cartId: string): Result<StorefrontCartState>;
  updateAttributes(cartId: string, attributes: readonly CartAttribute[]): Result<StorefrontCartState>;
  updateBuyerEmail(cartId: string, email: string): Result<StorefrontCartState>;
  /** An online store page's HTML body by handle; null when there is none. */
  getPage(handle: string): Result<{ readonly title: string; readonly body: string } | null>;
  setShippingLine(checkoutId: string, shippingRateHandle: string): Result<void>;
  /** The checkout's discount applications (up to 250). */
  getCheckoutDiscounts(checkoutId: string): Result<readonly CheckoutDiscount[]>;
  /** Polls until the checkout is ready (30 tries, 800 ms apart). */
  waitForCheckoutReady(checkoutId: string): Result<void>;
  /** checkoutCompleteFree, then the order-id poll. */
  completeFree(checkoutId: string): Result<CompletedOrder>;
  /** checkoutCompleteWithCreditCardV2, then the payment poll and the order-id poll. */
  completeWithCard(checkoutId: string, payment: CardPayment): Result<CompletedOrder>;
}
export const StorefrontCart = Symbol('StorefrontCart');
