import { toPromo } from '../../src/contract/promo';
import { cents, type Cents } from '../../src/domain/money';
import { DEFAULT_PRICE_BOOK, priceCart, type CartLine, type PriceSummary } from '../../src/domain/pricing';
import { promoMessages, type Promo, type PromoError } from '../../src/domain/promo';
import { CatalogueRepository } from '../catalogue/catalogue-repository';
import type { Queryable } from '../db/db';
import { ANONYMOUS_BUYER, type BuyerPricing } from './buyer-pricing';
import type { StoredCart } from './cart-repository';

/** A cart priced on the server: the only totals the storefront ever answers or charges. */
export interface CartTotals {
  readonly summary: PriceSummary;
  /** Per stored line id: gross, net (after the automatic tile discount), its share of the code discount and what it costs (the lines add up to the total). */
  readonly lines: ReadonlyMap<
    string,
    { readonly unit: Cents; readonly gross: Cents; readonly net: Cents; readonly automatic: Cents; readonly code: Cents; readonly total: Cents }
  >;
  /** Each discount code with whether it applies; only the first code can apply (one promo per order). */
  readonly discountCodes: ReadonlyArray<{ readonly code: string; readonly applicable: boolean; readonly error?: PromoError }>;
}

/** Looks a code up (inside the caller's transaction when `q` is given); `undefined` when the store has no such code. */
export type PromoLookup = (tenantId: string, code: string, q?: Queryable) => Promise<Promo | PromoError | undefined>;

/** Promo codes from the catalogue's promos table, converted by the contract (unknown types refused). */
export const cataloguePromoLookup =
  (db: Queryable): PromoLookup =>
  async (tenantId, code, q = db) => {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(code)) return undefined;
    const wire = await new CatalogueRepository(q).promo(tenantId, code);
    if (!wire) return undefined;
    const promo = toPromo(wire);
    return promo._tag === 'Left' ? promo.left : promo.right;
  };

/** Whether the cart was bought for this signed-in customer. */
export const ownsCart = (buyer: BuyerPricing, cart: Pick<StoredCart, 'buyerCustomerId'>): boolean =>
  buyer.customerId !== null && cart.buyerCustomerId === buyer.customerId;

const isPromoError = (p: Promo | PromoError): p is PromoError => 'message' in p && !('type' in p);

/** An unknown code reads like one that has not started: the shopper cannot tell them apart. */
export const unknownCodeError = (): PromoError => promoMessages.notStarted();

/**
 * Prices a stored cart with the domain rules (SPEC §9 price book, volume tiers, membership, promo).
 * Unit prices come from the catalogue rows, never from the client; membership and the welcome offer
 * from the signed-in customer (`buyer`), combined with a code by the tenant's rule, as the client does.
 * The welcome offer prices only a cart whose recorded buyer is that customer (issue 26 item 4): a
 * shopper cannot lend it to someone else's cart by reading it with their own token.
 */
export async function priceStoredCart(
  cart: StoredCart,
  lookup: PromoLookup,
  now: number,
  q?: Queryable,
  buyer: BuyerPricing = ANONYMOUS_BUYER,
): Promise<CartTotals> {
  const lines: CartLine[] = cart.lines.map((l) => ({
    id: l.id,
    kind: l.variant.kind,
    variantId: l.variant.id,
    quantity: l.quantity,
    unitPrice: cents(l.variant.priceCents),
  }));
  const [first, ...rest] = cart.discountCodes;
  let promo: Promo | undefined;
  let firstError: PromoError | undefined;
  if (first !== undefined) {
    const found = await lookup(cart.tenantId, first, q);
    if (found === undefined) firstError = unknownCodeError();
    else if (isPromoError(found)) firstError = found;
    else promo = found;
  }
  const tileLine = cart.lines.find((l) => l.variant.kind === 'tile');
  const words = tileLine?.variant.words ?? { singular: 'tile', plural: 'tiles' };
  const summary = priceCart({
    lines,
    priceBook: DEFAULT_PRICE_BOOK,
    isMember: buyer.isMember,
    ...(promo ? { promo, promoContext: { now, words } } : {}),
    ...(buyer.welcomePercentOff > 0 && ownsCart(buyer, cart) ? { welcomePercentOff: buyer.welcomePercentOff } : {}),
    promoCombination: cart.promoCombination ?? 'sum',
  });
  const promoError = firstError ?? summary.promoError;
  return {
    summary,
    lines: new Map(
      summary.lines.map((l) => [l.id, { unit: l.unitPrice, gross: l.gross, net: l.net, automatic: l.automaticDiscount, code: l.codeDiscount, total: l.total }]),
    ),
    discountCodes: [
      ...(first === undefined ? [] : [{ code: first, applicable: promoError === undefined, ...(promoError ? { error: promoError } : {}) }]),
      ...rest.map((code) => ({ code, applicable: false })),
    ],
  };
}
