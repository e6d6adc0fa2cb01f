/** The field labels used in validation messages and forms (SPEC §5). */
export const FIELD_LABELS = {
  name: 'Name',
  email: 'Email address',
  numberOfTiles: 'Number of tiles',
  phone: 'Phone number',
  code: 'Code',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  cardNumber: 'Card number',
  expiry: 'Expiration date',
  securityCode: 'Security code',
  recipientName: 'Recipient Name',
  recipientEmail: 'Recipient Email',
  recipientPhone: 'Recipient Phone',
  amount: 'Amount',
  promoCode: 'Promo code',
} as const;

/**
 * The label of a project's quantity in the design tool (SPEC §5 'Number of tiles'). A copy of a
 * one-tile design is one more tile, so there the quantity is the number of tiles; a copy of a
 * larger design is that many tiles again, and calling it a number of tiles would misname it.
 */
export const projectQuantityLabel = (tilesPerCopy: number): string => (tilesPerCopy === 1 ? FIELD_LABELS.numberOfTiles : 'Quantity');
