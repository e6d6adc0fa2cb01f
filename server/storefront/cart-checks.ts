/** The cart mutations' checks: what a cart may hold, in Shopify's userErrors. Nothing here writes. */
import { GraphQLError } from 'graphql';
import { normalisePromoCode } from '../../src/domain/promo/promo-code';
import { checkGiftLine } from '../../src/domain/cart/gift-recipient';
import { cents } from '../../src/domain/money';
import { checkPurchasable } from '../../src/domain/pricing';
import { email as emailRule, phone as phoneRule } from '../../src/domain/validation';
import type { Db } from '../db/db';
import { printedLineProblems } from '../orders/printed-lines';
import { MAX_CART_LINES, type Attribute, type BuyerIdentity, type CartRepository, type NewLine, type StoredCart } from './cart-repository';
import type { BuyerPricing } from './buyer-pricing';
import type { PromoLookup } from './cart-totals';
import type { InContext } from './in-context';
import type { RateLimiter } from '../coordination/rate-limiter';
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
  /** The operation's `@inContext(country, language)`. */
  readonly inContext: InContext;
}

export type CartErrorCode = 'INVALID' | 'LESS_THAN' | 'INVALID_MERCHANDISE_LINE' | 'MISSING_DISCOUNT_CODE';
export interface CartUserError {
  readonly field: readonly string[] | null;
  readonly message: string;
  readonly code: CartErrorCode;
}

export interface AttributeInput {
  key: string;
  value: string;
}
export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeInput[] | null;
}
export interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
}

/** Limits on what one cart may hold. */
export const LIMITS = { maxQuantity: 10_000, maxAttributes: 250, maxKey: 255, maxValue: 20_000, maxCodes: 10, maxNote: 5000, maxPhone: 32 } as const;

export const cartError = (code: CartErrorCode, message: string, field: readonly string[] | null): CartUserError => ({ code, message, field });

export const NO_CART = (field: string) => cartError('INVALID', 'The specified cart does not exist.', [field]);

/** Shopify's throttling error: HTTP 200 with `extensions.code: 'THROTTLED'`. */
export const throttledError = () => new GraphQLError('Throttled', { extensions: { code: 'THROTTLED' } });

export function checkAttributes(list: readonly AttributeInput[] | null | undefined, field: string[]): CartUserError[] {
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

export const toAttributes = (list: readonly AttributeInput[] | null | undefined): Attribute[] => (list ?? []).map((a) => ({ key: a.key, value: a.value }));

export function checkBuyerIdentity(input: BuyerIdentityInput | null | undefined, field: string[]): CartUserError[] {
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

export const checkNote = (note: string | null | undefined): CartUserError[] =>
  note && note.length > LIMITS.maxNote ? [cartError('INVALID', `The note must be at most ${LIMITS.maxNote} characters.`, ['note'])] : [];

export const toBuyerIdentity = (input: BuyerIdentityInput | null | undefined, current?: BuyerIdentity): BuyerIdentity => ({
  email: input?.email === undefined ? (current?.email ?? null) : input.email === null ? null : input.email.trim(),
  phone: input?.phone === undefined ? (current?.phone ?? null) : input.phone,
  countryCode: input?.countryCode === undefined ? (current?.countryCode ?? null) : input.countryCode,
});

/**
 * Checks lines against the tenant's catalogue and the cart they join; nothing is written unless every
 * line is good. Adding to a cart runs this inside the transaction that holds the cart row locked, so the
 * line cap and the tile limit hold however requests interleave.
 */
export async function resolveLines(
  ctx: StorefrontContext,
  carts: CartRepository,
  lines: readonly CartLineInput[],
  existingLines: StoredCart['lines'],
  field: string,
): Promise<{ lines: NewLine[]; errors: CartUserError[] }> {
  const existing = existingLines.length;
  const variants = await carts.variants(
    ctx.tenantId,
    lines.map((l) => l.merchandiseId),
  );
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

export function checkCodes(codes: readonly string[]): CartUserError[] {
  if (codes.length > LIMITS.maxCodes) return [cartError('INVALID', `At most ${LIMITS.maxCodes} discount codes are allowed.`, ['discountCodes'])];
  return codes.flatMap((c, i) =>
    c.trim() === '' || c.length > 100 ? [cartError('MISSING_DISCOUNT_CODE', 'Discount codes must be 1 to 100 characters.', ['discountCodes', String(i)])] : [],
  );
}

export const normaliseCodes = (codes: readonly string[]): string[] => [...new Set(codes.map(normalisePromoCode))];
