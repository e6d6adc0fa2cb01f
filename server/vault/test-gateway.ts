/** What the reference backend's test gateway does with a card (DESIGN §6 test cards). */
export type GatewayOutcome = 'approve' | 'decline';

/** Stripe-style test numbers: 4000 0000 0000 0002 is declined; every other valid card succeeds. */
export const DECLINED_TEST_CARD = '4000000000000002';

export const gatewayOutcome = (digits: string): GatewayOutcome => (digits === DECLINED_TEST_CARD ? 'decline' : 'approve');

/** The card brand from its number's prefix (what receipts and order pages show). */
export const cardBrand = (digits: string): string =>
  /^4/.test(digits)
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'american_express'
        : /^6(011|5)/.test(digits)
          ? 'discover'
          : 'unknown';

/** The message a declined payment carries (Payment.errorMessage). */
export const DECLINED_MESSAGE = 'Your card was declined. Please use a different card.';
