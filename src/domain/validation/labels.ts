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

