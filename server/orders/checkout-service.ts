import { randomBytes } from 'node:crypto';
import { centsToDecimal, decimalToCents } from '../../src/contract/money';
import type { Db, Queryable } from '../db/db';
import { WelcomeOffers } from '../auth/welcome-offers';
import { CartRepository, type StoredCart } from '../storefront/cart-repository';
import { ANONYMOUS_BUYER, type BuyerPricing } from '../storefront/buyer-pricing';
import { priceStoredCart, type PromoLookup } from '../storefront/cart-totals';
import { checkoutRefusal } from '../storefront/tenant-limits';
import { DECLINED_MESSAGE } from '../vault/test-gateway';
import { OrderRepository } from './order-repository';
import { completeOrderedProjects } from '../projects/order-completion';
import { orderedProjectProblem } from './printed-lines';
import { queueOrderEmail } from './emails/order-email-queue';
import { deliveryOf, type PickupOrder } from '../pickup/pickup-checkout';
import { rememberMembership } from './membership-purchase';

export type CheckoutErrorCode = 'INVALID' | 'BLANK' | 'ALREADY_COMPLETED' | 'EMPTY' | 'TOTAL_PRICE_MISMATCH' | 'NOT_SUPPORTED';

export interface CheckoutUserError {
  readonly field: readonly string[] | null;
  readonly message: string;
  readonly code: CheckoutErrorCode;
}

export interface StoredPayment {
  readonly id: string;
  readonly checkoutToken: string;
  readonly idempotencyKey: string;
  readonly amountCents: number;
  readonly test: boolean;
  readonly status: 'PENDING' | 'SUCCESS' | 'FAILURE' | 'ERROR';
  readonly errorMessage: string | null;
  readonly orderId: string | null;
}

export interface CardPaymentInput {
  readonly amount: string;
  readonly currencyCode: string;
  readonly idempotencyKey: string;
  readonly vaultId: string;
  readonly test: boolean;
  readonly billingAddress: Record<string, unknown>;
}

export type CompletionResult = { readonly kind: 'error'; readonly error: CheckoutUserError } | { readonly kind: 'payment'; readonly payment: StoredPayment };

const err = (code: CheckoutErrorCode, message: string, field: readonly string[] | null = null): CompletionResult => ({
  kind: 'error',
  error: { code, message, field },
});

interface PaymentRow {
  id: string;
  checkout_token: string;
  idempotency_key: string;
  amount_cents: number;
  test: boolean;
  status: StoredPayment['status'];
  error_message: string | null;
  order_id: string | null;
}
const toPayment = (r: PaymentRow): StoredPayment => ({
  id: r.id,
  checkoutToken: r.checkout_token,
  idempotencyKey: r.idempotency_key,
  amountCents: r.amount_cents,
  test: r.test,
  status: r.status,
  errorMessage: r.error_message,
  orderId: r.order_id,
});

/**
 * Checkout completion: re-prices the cart with the domain, charges the vaulted card through the test
 * gateway and writes the order, all in one transaction. A repeated completion with the same
 * idempotency key answers the first payment and never writes a second order.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly promos: PromoLookup,
    private readonly now: () => number = Date.now,
    /** The signed-in customer's pricing: the charge equals the total the cart page shows. */
    private readonly buyer: BuyerPricing = ANONYMOUS_BUYER,
  ) {}

  async payment(tenantId: string, id: string, tx: Queryable = this.db): Promise<StoredPayment | null> {
    const [row] = await tx.query<PaymentRow>('SELECT * FROM payments WHERE id = $1 AND tenant_id = $2', [id, tenantId]);
    return row ? toPayment(row) : null;
  }

  async completeWithCard(tenantId: string, checkoutToken: string, input: CardPaymentInput): Promise<CompletionResult> {
    if (input.idempotencyKey.trim() === '' || input.idempotencyKey.length > 100) {
      return err('INVALID', 'The idempotency key must be 1 to 100 characters.', ['payment', 'idempotencyKey']);
    }
    return this.db.transaction(async (tx) => {
      const carts = new CartRepository(tx);
      // Locked: no line can be added between pricing and writing the order. The idempotency key is
      // read after the lock: a retry racing the first completion (another server) waits for it and
      // then finds its payment, rather than reading "none yet" and answering ALREADY_COMPLETED.
      const cart = await carts.find(tenantId, checkoutToken, { lock: true });
      if (!cart) return err('INVALID', 'Checkout does not exist.', ['checkoutId']);
      const repeated = await this.byKey(tx, checkoutToken, input.idempotencyKey);
      if (repeated) return { kind: 'payment', payment: repeated };
      if (cart.checkout.completedAt !== null) return err('ALREADY_COMPLETED', 'This checkout has already been completed.', ['checkoutId']);
      if (cart.lines.length === 0) return err('EMPTY', 'Your cart is empty.', ['checkoutId']);
      const refused = await this.linesRefusal(tx, tenantId, cart.lines);
      if (refused) return refused;
      const pickup = await this.pickupOf(tx, cart);
      if (pickup.kind === 'refused') return pickup.result;
      const { bought, buyer } = await this.buyerOf(tx, cart);
      const totals = await priceStoredCart(bought, this.promos, this.now(), tx, buyer);
      const total = totals.summary.total;
      if (total === 0) return err('NOT_SUPPORTED', 'Nothing to pay: complete this checkout with checkoutCompleteFree.', ['payment']);
      if (input.currencyCode !== 'USD' || !/^\d+(\.\d{1,2})?$/.test(input.amount) || decimalToCents(input.amount) !== total) {
        return err('TOTAL_PRICE_MISMATCH', `The payment amount must be the checkout total of ${centsToDecimal(total)} USD.`, ['payment', 'paymentAmount']);
      }
      const [session] = await tx.query<{ id: string; outcome: 'approve' | 'decline' }>(
        `UPDATE payment_sessions SET used_at = now()
          WHERE id = $1 AND used_at IS NULL AND expires_at > $2 AND (tenant_id IS NULL OR tenant_id = $3)
          RETURNING id, outcome`,
        [input.vaultId, new Date(this.now()), tenantId],
      );
      if (!session) {
        // A concurrent completion with the same key may have spent the session and committed meanwhile.
        const raced = await this.byKey(tx, checkoutToken, input.idempotencyKey);
        if (raced) return { kind: 'payment', payment: raced };
        return err('INVALID', 'The card details have expired. Please enter your card again.', ['payment', 'vaultId']);
      }
      const approved = session.outcome === 'approve';
      const orderId = approved ? await new OrderRepository(tx).createFromCart(cart, totals, input.billingAddress, pickup.order) : null;
      if (approved) await tx.query('UPDATE checkouts SET completed_at = now() WHERE token = $1', [checkoutToken]);
      if (orderId !== null) await this.settleBuyer(tx, cart, bought, orderId);
      // The projects bought are frozen as they were bought (issue #15).
      if (orderId !== null) await completeOrderedProjects(tx, tenantId, orderId, cart.lines, this.now());
      // The confirmation email is owed by this commit, and sent after it (server/orders/emails).
      if (orderId !== null) await queueOrderEmail(tx, { orderId, kind: 'confirmation', reason: 'event', now: this.now() });
      const payment = await this.insertPayment(tx, {
        tenantId,
        checkoutToken,
        key: input.idempotencyKey,
        kind: 'card',
        sessionId: session.id,
        amount: total,
        test: input.test,
        status: approved ? 'SUCCESS' : 'FAILURE',
        errorMessage: approved ? null : DECLINED_MESSAGE,
        orderId,
      });
      return { kind: 'payment', payment };
    });
  }

  /** Completes a checkout with nothing to pay; completing it again answers the same checkout. */
  async completeFree(tenantId: string, checkoutToken: string): Promise<CompletionResult> {
    return this.db.transaction(async (tx) => {
      const cart = await new CartRepository(tx).find(tenantId, checkoutToken, { lock: true });
      if (!cart) return err('INVALID', 'Checkout does not exist.', ['checkoutId']);
      // After the lock, like completeWithCard: a racing repeat finds the first completion.
      const repeated = await this.byKey(tx, checkoutToken, 'free');
      if (repeated) return { kind: 'payment', payment: repeated };
      if (cart.checkout.completedAt !== null) return err('ALREADY_COMPLETED', 'This checkout has already been completed.', ['checkoutId']);
      if (cart.lines.length === 0) return err('EMPTY', 'Your cart is empty.', ['checkoutId']);
      const refused = await this.linesRefusal(tx, tenantId, cart.lines);
      if (refused) return refused;
      const pickup = await this.pickupOf(tx, cart);
      if (pickup.kind === 'refused') return pickup.result;
      const { bought, buyer } = await this.buyerOf(tx, cart);
      const totals = await priceStoredCart(bought, this.promos, this.now(), tx, buyer);
      if (totals.summary.total !== 0) {
        return err('INVALID', `This checkout has ${centsToDecimal(totals.summary.total)} USD to pay: complete it with a card.`, ['checkoutId']);
      }
      const orderId = await new OrderRepository(tx).createFromCart(cart, totals, undefined, pickup.order);
      await tx.query('UPDATE checkouts SET completed_at = now() WHERE token = $1', [checkoutToken]);
      await this.settleBuyer(tx, cart, bought, orderId);
      await completeOrderedProjects(tx, tenantId, orderId, cart.lines, this.now());
      await queueOrderEmail(tx, { orderId, kind: 'confirmation', reason: 'event', now: this.now() });
      const payment = await this.insertPayment(tx, {
        tenantId,
        checkoutToken,
        key: 'free',
        kind: 'free',
        sessionId: null,
        amount: 0,
        test: false,
        status: 'SUCCESS',
        errorMessage: null,
        orderId,
      });
      return { kind: 'payment', payment };
    });
  }

  /**
   * The locked cart's buyer and the pricing it gets (issue 26 item 4): a signed-in shopper checking
   * out a cart without a buyer is its buyer (recorded with the order, `settleBuyer`); the buyer's
   * welcome offer is read again with its row locked, so that of two checkouts at once only the first
   * gets it and the second waits, finds it spent and is priced without it. Writes nothing.
   */
  private async buyerOf(tx: Queryable, cart: StoredCart): Promise<{ bought: StoredCart; buyer: BuyerPricing }> {
    const customerId = this.buyer.customerId;
    const bought = customerId !== null && cart.buyerCustomerId === null ? { ...cart, buyerCustomerId: customerId } : cart;
    if (bought.buyerCustomerId === null || bought.buyerCustomerId !== customerId || this.buyer.welcomePercentOff === 0) return { bought, buyer: this.buyer };
    const offer = await new WelcomeOffers(tx).of(bought.buyerCustomerId, { tx, lock: true });
    return { bought, buyer: offer === null || offer.spent ? { ...this.buyer, welcomePercentOff: 0 } : this.buyer };
  }

  /**
   * With the order: the cart's buyer is recorded (if it had none), and the buyer's first completed
   * order spends their welcome offer, whether or not it priced this one (a larger code may have won),
   * and a membership bought is remembered on their account (SPEC §9).
   */
  private async settleBuyer(tx: Queryable, cart: StoredCart, bought: StoredCart, orderId: string): Promise<void> {
    if (bought.buyerCustomerId === null) return;
    if (cart.buyerCustomerId === null) await new CartRepository(tx).claimBuyer(cart.token, bought.buyerCustomerId);
    await new WelcomeOffers(tx).spend(tx, bought.buyerCustomerId, orderId, this.now());
    await rememberMembership(tx, cart, bought.buyerCustomerId, this.now());
  }

  /**
   * Why the cart's lines cannot be paid for, checked before anything is charged or written: the
   * tenant's stored limits as they are now (issue 26, item 5), then what is printed is what is paid
   * (item 1): every printed line's stored project is the buyer's and adds up (and is locked).
   */
  private async linesRefusal(tx: Queryable, tenantId: string, lines: StoredCart['lines']): Promise<CompletionResult | null> {
    const limited = await checkoutRefusal(tx, tenantId, lines);
    if (limited) return err('INVALID', limited.message, ['checkoutId']);
    const problem = await orderedProjectProblem(tx, tenantId, { customerId: this.buyer.customerId ?? null }, lines);
    return problem ? err('INVALID', problem.message, ['lineItems', String(problem.index)]) : null;
  }

  /**
   * The cart's delivery (issue 30): a pick-up order names the tenant's own store that takes it now,
   * with the ready-by time on the server's clock; a refusal is checked before anything is charged.
   */
  private async pickupOf(tx: Queryable, cart: StoredCart): Promise<{ kind: 'ok'; order: PickupOrder | null } | { kind: 'refused'; result: CompletionResult }> {
    const delivery = await deliveryOf(tx, cart, this.now());
    if (delivery.kind === 'refused') return { kind: 'refused', result: err('INVALID', delivery.message, ['attributes', '_pickupStoreId']) };
    return { kind: 'ok', order: delivery.kind === 'pickup' ? delivery.pickup : null };
  }

  private async byKey(tx: Queryable, checkoutToken: string, key: string): Promise<StoredPayment | null> {
    const [row] = await tx.query<PaymentRow>('SELECT * FROM payments WHERE checkout_token = $1 AND idempotency_key = $2', [checkoutToken, key]);
    return row ? toPayment(row) : null;
  }

  private async insertPayment(
    tx: Queryable,
    p: {
      tenantId: string;
      checkoutToken: string;
      key: string;
      kind: 'card' | 'free';
      sessionId: string | null;
      amount: number;
      test: boolean;
      status: StoredPayment['status'];
      errorMessage: string | null;
      orderId: string | null;
    },
  ): Promise<StoredPayment> {
    const [row] = await tx.query<PaymentRow>(
      `INSERT INTO payments (id, tenant_id, checkout_token, idempotency_key, kind, session_id, amount_cents, test, status, error_message, order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [randomBytes(18).toString('base64url'), p.tenantId, p.checkoutToken, p.key, p.kind, p.sessionId, p.amount, p.test, p.status, p.errorMessage, p.orderId],
    );
    return toPayment(row as PaymentRow);
  }
}
