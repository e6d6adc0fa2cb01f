/**
 * What the order emails say (issue 29), per kind of store: the default storefront speaks as the
 * brand's own studio; the pharmacy and the drugstore (SPEC §1's retail partners, `homeVariant`
 * 'pharmacy' and 'drugstore') speak under their own store name, in their counter's plainer words.
 */
export type StoreKind = 'default' | 'pharmacy' | 'drugstore';

export interface OrderEmailWording {
  readonly confirmationSubject: (brand: string, number: string) => string;
  readonly confirmationHeading: string;
  readonly confirmationIntro: string;
  /** The intro of a pick-up order's confirmation (issue 30): no shipping, an email when it is ready. */
  readonly confirmationPickupIntro: string;
  readonly shippedSubject: (brand: string, number: string) => string;
  readonly shippedHeading: string;
  readonly shippedIntro: (carrier: string) => string;
  /** Issue 30: the order is ready at the store the shopper chose. */
  readonly pickupReadySubject: (brand: string, number: string) => string;
  readonly pickupReadyHeading: string;
  readonly pickupReadyIntro: (store: string) => string;
  /** The closing line above the store's name. */
  readonly signOff: string;
}

const WORDING: Readonly<Record<StoreKind, OrderEmailWording>> = {
  default: {
    confirmationSubject: (brand, number) => `Your ${brand} order #${number} is confirmed`,
    confirmationHeading: 'Thanks for your order!',
    confirmationIntro: "We're printing your tiles now. We'll email you again when they ship.",
    confirmationPickupIntro: "We're printing your tiles now. We'll email you again when they're ready to pick up.",
    shippedSubject: (brand, number) => `Your ${brand} tiles are on their way (order #${number})`,
    shippedHeading: 'Your tiles are on their way',
    shippedIntro: (carrier) => `Your tiles left our studio with ${carrier}. Follow them with the tracking number below.`,
    pickupReadySubject: (brand, number) => `Your ${brand} order #${number} is ready for pick-up`,
    pickupReadyHeading: 'Your tiles are ready for pick-up',
    pickupReadyIntro: (store) => `Your tiles are waiting for you at ${store}. Bring your order number when you come.`,
    signOff: 'Happy hanging!',
  },
  pharmacy: {
    confirmationSubject: (brand, number) => `${brand}: we received your order #${number}`,
    confirmationHeading: 'Thank you for your photo order',
    confirmationIntro: 'Your photo tiles are being printed. We will send you another email when your order ships.',
    confirmationPickupIntro: 'Your photo tiles are being printed. We will send you another email when your order is ready for pick-up.',
    shippedSubject: (brand, number) => `${brand}: your order #${number} has shipped`,
    shippedHeading: 'Your photo tiles have shipped',
    shippedIntro: (carrier) => `Your order is on its way with ${carrier}. Use the tracking number below to follow it.`,
    pickupReadySubject: (brand, number) => `${brand}: your order #${number} is ready for pick-up`,
    pickupReadyHeading: 'Your photo tiles are ready for pick-up',
    pickupReadyIntro: (store) => `Your order is ready at ${store}. Please bring your order number to the photo counter.`,
    signOff: 'Thank you for choosing us for your photos.',
  },
  drugstore: {
    confirmationSubject: (brand, number) => `${brand} order #${number} confirmation`,
    confirmationHeading: 'Your photo order is confirmed',
    confirmationIntro: 'Thanks for ordering your photo tiles with us. We are printing them now and will email you when they ship.',
    confirmationPickupIntro: 'Thanks for ordering your photo tiles with us. We are printing them now and will email you when they are ready for pick-up.',
    shippedSubject: (brand, number) => `${brand} order #${number} has shipped`,
    shippedHeading: 'Your order is on the way',
    shippedIntro: (carrier) => `Your photo tiles shipped with ${carrier}. Track the package with the number below.`,
    pickupReadySubject: (brand, number) => `${brand} order #${number} is ready for pick-up`,
    pickupReadyHeading: 'Your order is ready for pick-up',
    pickupReadyIntro: (store) => `Your photo tiles are ready at ${store}. Show your order number at the photo counter to pick them up.`,
    signOff: 'Thank you for shopping with us.',
  },
};

export const orderEmailWording = (kind: StoreKind): OrderEmailWording => WORDING[kind];

/**
 * The name an order email is signed with: a retail partner's own store name ('Walgreens Photo Tiles'),
 * else the brand ('TilePix').
 */
export const emailBrandName = (tenant: { readonly partner: boolean; readonly name: string; readonly brand: string }): string =>
  tenant.partner ? tenant.name : tenant.brand;
