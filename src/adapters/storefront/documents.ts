/**
 * The GraphQL documents the client sends, in the Storefront API's names (SPEC §7 'Other calls').
 * The server suite runs these very documents against the reference schema.
 */

/** SPEC §9: cart lines are read 50 at a time. */
export const CART_LINES_PAGE = 50;
/** SPEC §9: discount applications are read 250 at a time. */
export const DISCOUNT_APPLICATIONS_PAGE = 250;

const MONEY = 'amount currencyCode';

export const CART_FRAGMENT = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    attributes { key value }
    buyerIdentity { email }
    cost { subtotalAmount { ${MONEY} } totalAmount { ${MONEY} } }
    discountCodes { code applicable }
    discountAllocations { discountedAmount { ${MONEY} } }
    lines(first: ${CART_LINES_PAGE}) {
      nodes {
        id
        quantity
        attributes { key value }
        merchandise { ... on ProductVariant { id title price { ${MONEY} } } }
        cost { amountPerQuantity { ${MONEY} } totalAmount { ${MONEY} } }
      }
    }
  }
`;

const USER_ERRORS = 'userErrors { field message code }';
const CHECKOUT_USER_ERRORS = 'checkoutUserErrors { field message code }';

const cartMutation = (name: string, params: string, args: string) => /* GraphQL */ `
  mutation ${name}(${params}) {
    ${name}(${args}) { cart { ...CartFields } ${USER_ERRORS} }
  }
  ${CART_FRAGMENT}
`;

export const CART_CREATE = cartMutation('cartCreate', '$input: CartInput', 'input: $input');
export const CART_LINES_ADD = cartMutation('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartId: $cartId, lines: $lines');
export const CART_LINES_REMOVE = cartMutation('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartId: $cartId, lineIds: $lineIds');
export const CART_DISCOUNT_CODES_UPDATE = cartMutation(
  'cartDiscountCodesUpdate',
  '$cartId: ID!, $discountCodes: [String!]',
  'cartId: $cartId, discountCodes: $discountCodes',
);
export const CART_ATTRIBUTES_UPDATE = cartMutation(
  'cartAttributesUpdate',
  '$cartId: ID!, $attributes: [AttributeInput!]!',
  'cartId: $cartId, attributes: $attributes',
);
export const CART_BUYER_IDENTITY_UPDATE = cartMutation(
  'cartBuyerIdentityUpdate',
  '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
  'cartId: $cartId, buyerIdentity: $buyerIdentity',
);

export const CART_QUERY = /* GraphQL */ `
  query cart($id: ID!) {
    cart(id: $id) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
`;

// The page query lives with its read (storefront-pages.ts), which loads without these documents.
export { PAGE_QUERY } from './page-document';

/** The order's own attributes carry what the server decided with it (a pick-up order's ready-by time). */
const ORDER_FIELDS = 'id customAttributes { key value }';

const CHECKOUT_FIELDS = `id ready completedAt order { ${ORDER_FIELDS} } totalPrice { ${MONEY} } paymentDue { ${MONEY} }`;

export const CHECKOUT_SHIPPING_LINE_UPDATE = /* GraphQL */ `
  mutation checkoutShippingLineUpdate($checkoutId: ID!, $shippingRateHandle: String!) {
    checkoutShippingLineUpdate(checkoutId: $checkoutId, shippingRateHandle: $shippingRateHandle) {
      checkout { ${CHECKOUT_FIELDS} } ${CHECKOUT_USER_ERRORS}
    }
  }
`;

export const CHECKOUT_COMPLETE_FREE = /* GraphQL */ `
  mutation checkoutCompleteFree($checkoutId: ID!) {
    checkoutCompleteFree(checkoutId: $checkoutId) { checkout { ${CHECKOUT_FIELDS} } ${CHECKOUT_USER_ERRORS} }
  }
`;

const PAYMENT_FIELDS = 'id ready errorMessage transaction { statusV2 }';

export const CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2 = /* GraphQL */ `
  mutation checkoutCompleteWithCreditCardV2($checkoutId: ID!, $payment: CreditCardPaymentInputV2!) {
    checkoutCompleteWithCreditCardV2(checkoutId: $checkoutId, payment: $payment) {
      checkout { ${CHECKOUT_FIELDS} }
      ${CHECKOUT_USER_ERRORS}
      payment { ${PAYMENT_FIELDS} }
    }
  }
`;

/** The checkout's discounts (SPEC §9: 250 discount applications). */
export const CHECKOUT_DISCOUNTS_QUERY = /* GraphQL */ `
  query checkoutDiscounts($id: ID!) {
    node(id: $id) {
      ... on Checkout {
        id
        discountApplications(first: ${DISCOUNT_APPLICATIONS_PAGE}) {
          nodes {
            value { ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
            ... on DiscountCodeApplication { code applicable }
            ... on AutomaticDiscountApplication { title }
          }
        }
      }
    }
  }
`;

/** The checkout-ready poll. */
export const CHECKOUT_READY_QUERY = /* GraphQL */ `
  query checkoutReady($id: ID!) {
    node(id: $id) {
      ... on Checkout {
        id
        ready
      }
    }
  }
`;

/** The order-id poll. */
export const CHECKOUT_ORDER_QUERY = /* GraphQL */ `
  query checkoutOrder($id: ID!) { node(id: $id) { ... on Checkout { id order { ${ORDER_FIELDS} } } } }
`;

/** The payment poll. */
export const PAYMENT_QUERY = /* GraphQL */ `
  query payment($id: ID!) { node(id: $id) { ... on Payment { ${PAYMENT_FIELDS} } } }
`;
