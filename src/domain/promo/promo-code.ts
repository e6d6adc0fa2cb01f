/**
 * A promo code's form, in one place for the cart, the storefront cart, the server's lookup and its
 * cart checks (issue #36: it was restated in four). Codes match case-insensitively (SPEC §5): the
 * store keeps and compares them upper case, trimmed; the shopper's own spelling is only what they typed.
 */

/** What a code may be: letters, digits, hyphens or underscores, at most 40 (the store's codes). */
const PROMO_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** The one spelling every side compares: trimmed, upper case. */
export const normalisePromoCode = (raw: string): string => raw.trim().toUpperCase();

/** Whether a (trimmed) code has a promo code's form; anything else is refused before a lookup. */
export const isPromoCodeForm = (code: string): boolean => PROMO_CODE.test(code);

/** Whether two spellings name the same code. */
export const samePromoCode = (a: string, b: string): boolean => normalisePromoCode(a) === normalisePromoCode(b);
