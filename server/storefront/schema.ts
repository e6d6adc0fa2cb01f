import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The subset of the Shopify Storefront API (2024-04) that TilePix uses, with Shopify's type, field,
 * argument and enum names so that the client would work against a real shop. Money amounts are
 * Decimal strings ("14.00"); ids are gids (gid://shopify/Cart/{token}…).
 */
export const STOREFRONT_SDL = /* GraphQL */ `
  scalar Decimal
  scalar URL
  scalar DateTime
  scalar HTML

  enum CurrencyCode { USD }
  enum CountryCode { US CA GB }

  interface Node { id: ID! }

  type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
  input MoneyInput { amount: Decimal! currencyCode: CurrencyCode! }

  type Attribute { key: String! value: String }
  input AttributeInput { key: String! value: String! }

  type Product implements Node { id: ID! handle: String! title: String! }
  type ProductVariant implements Node {
    id: ID!
    title: String!
    sku: String
    price: MoneyV2!
    product: Product!
  }
  union Merchandise = ProductVariant

  type CartLineCost {
    amountPerQuantity: MoneyV2!
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }

  interface CartDiscountAllocation { discountedAmount: MoneyV2! }
  type CartCodeDiscountAllocation implements CartDiscountAllocation { code: String! discountedAmount: MoneyV2! }
  type CartAutomaticDiscountAllocation implements CartDiscountAllocation { title: String! discountedAmount: MoneyV2! }

  interface BaseCartLine {
    id: ID!
    quantity: Int!
    merchandise: Merchandise!
    attributes: [Attribute!]!
    cost: CartLineCost!
    discountAllocations: [CartDiscountAllocation!]!
  }
  type CartLine implements BaseCartLine & Node {
    id: ID!
    quantity: Int!
    merchandise: Merchandise!
    attributes: [Attribute!]!
    attribute(key: String!): Attribute
    cost: CartLineCost!
    discountAllocations: [CartDiscountAllocation!]!
  }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type BaseCartLineEdge { cursor: String! node: BaseCartLine! }
  type BaseCartLineConnection { edges: [BaseCartLineEdge!]! nodes: [BaseCartLine!]! pageInfo: PageInfo! }

  type CartCost {
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
    checkoutChargeAmount: MoneyV2!
  }
  type CartDiscountCode { code: String! applicable: Boolean! }
  type CartBuyerIdentity { email: String phone: String countryCode: CountryCode }

  type Cart implements Node {
    id: ID!
    checkoutUrl: URL!
    createdAt: DateTime!
    updatedAt: DateTime!
    note: String
    totalQuantity: Int!
    lines(first: Int, after: String): BaseCartLineConnection!
    attributes: [Attribute!]!
    attribute(key: String!): Attribute
    buyerIdentity: CartBuyerIdentity!
    cost: CartCost!
    discountCodes: [CartDiscountCode!]!
    discountAllocations: [CartDiscountAllocation!]!
  }

  enum CartErrorCode {
    INVALID
    LESS_THAN
    INVALID_MERCHANDISE_LINE
    MISSING_DISCOUNT_CODE
    MISSING_NOTE
  }
  type CartUserError { field: [String!] message: String! code: CartErrorCode }
  type CartWarning { code: String! message: String! target: ID! }

  input CartLineInput { merchandiseId: ID! quantity: Int = 1 attributes: [AttributeInput!] }
  input CartBuyerIdentityInput { email: String phone: String countryCode: CountryCode }
  input CartInput {
    lines: [CartLineInput!]
    attributes: [AttributeInput!]
    discountCodes: [String!]
    note: String
    buyerIdentity: CartBuyerIdentityInput
  }

  type CartCreatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
  type CartLinesAddPayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
  type CartLinesRemovePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
  type CartDiscountCodesUpdatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
  type CartAttributesUpdatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }
  type CartBuyerIdentityUpdatePayload { cart: Cart userErrors: [CartUserError!]! warnings: [CartWarning!]! }

  type ShippingRate { handle: String! title: String! priceV2: MoneyV2! }
  type AvailableShippingRates { ready: Boolean! shippingRates: [ShippingRate!] }

  enum TransactionStatus { PENDING SUCCESS FAILURE ERROR }
  type Transaction { statusV2: TransactionStatus amountV2: MoneyV2! test: Boolean! }

  type OrderLineItem { title: String! quantity: Int! customAttributes: [Attribute!]! variant: ProductVariant originalTotalPrice: MoneyV2! discountedTotalPrice: MoneyV2! }
  type OrderLineItemConnection { nodes: [OrderLineItem!]! }
  type Order implements Node {
    id: ID!
    name: String!
    orderNumber: Int!
    email: String
    processedAt: DateTime!
    subtotalPrice: MoneyV2
    totalPrice: MoneyV2!
    customAttributes: [Attribute!]!
    lineItems(first: Int): OrderLineItemConnection!
  }

  enum DiscountApplicationAllocationMethod { ACROSS EACH ONE }
  enum DiscountApplicationTargetSelection { ALL ENTITLED EXPLICIT }
  enum DiscountApplicationTargetType { LINE_ITEM SHIPPING_LINE }
  type PricingPercentageValue { percentage: Float! }
  union PricingValue = MoneyV2 | PricingPercentageValue
  interface DiscountApplication {
    allocationMethod: DiscountApplicationAllocationMethod!
    targetSelection: DiscountApplicationTargetSelection!
    targetType: DiscountApplicationTargetType!
    value: PricingValue!
  }
  type DiscountCodeApplication implements DiscountApplication {
    allocationMethod: DiscountApplicationAllocationMethod!
    targetSelection: DiscountApplicationTargetSelection!
    targetType: DiscountApplicationTargetType!
    value: PricingValue!
    applicable: Boolean!
    code: String!
  }
  type AutomaticDiscountApplication implements DiscountApplication {
    allocationMethod: DiscountApplicationAllocationMethod!
    targetSelection: DiscountApplicationTargetSelection!
    targetType: DiscountApplicationTargetType!
    value: PricingValue!
    title: String!
  }
  type DiscountApplicationEdge { cursor: String! node: DiscountApplication! }
  type DiscountApplicationConnection { edges: [DiscountApplicationEdge!]! nodes: [DiscountApplication!]! pageInfo: PageInfo! }

  type Checkout implements Node {
    id: ID!
    ready: Boolean!
    webUrl: URL!
    email: String
    completedAt: DateTime
    order: Order
    subtotalPrice: MoneyV2!
    totalPrice: MoneyV2!
    paymentDue: MoneyV2!
    discountApplications(first: Int, after: String): DiscountApplicationConnection!
    shippingLine: ShippingRate
    availableShippingRates: AvailableShippingRates
  }

  type Payment implements Node {
    id: ID!
    ready: Boolean!
    test: Boolean!
    idempotencyKey: String
    errorMessage: String
    amount: MoneyV2!
    checkout: Checkout!
    transaction: Transaction
  }

  enum CheckoutErrorCode {
    INVALID
    BLANK
    NOT_SUPPORTED
    ALREADY_COMPLETED
    EMPTY
    TOTAL_PRICE_MISMATCH
    SHIPPING_RATE_EXPIRED
  }
  type CheckoutUserError { field: [String!] message: String! code: CheckoutErrorCode }

  input MailingAddressInput {
    address1: String
    address2: String
    city: String
    company: String
    country: String
    firstName: String
    lastName: String
    phone: String
    province: String
    zip: String
  }
  input CreditCardPaymentInputV2 {
    paymentAmount: MoneyInput!
    idempotencyKey: String!
    billingAddress: MailingAddressInput!
    vaultId: String!
    test: Boolean = false
  }

  type CheckoutCompleteFreePayload { checkout: Checkout checkoutUserErrors: [CheckoutUserError!]! }
  type CheckoutCompleteWithCreditCardV2Payload { checkout: Checkout checkoutUserErrors: [CheckoutUserError!]! payment: Payment }
  type CheckoutShippingLineUpdatePayload { checkout: Checkout checkoutUserErrors: [CheckoutUserError!]! }

  type Page implements Node { id: ID! handle: String! title: String! body: HTML! }

  type QueryRoot {
    cart(id: ID!): Cart
    node(id: ID!): Node
    page(handle: String!): Page
  }

  type Mutation {
    cartCreate(input: CartInput): CartCreatePayload
    cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
    cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
    cartDiscountCodesUpdate(cartId: ID!, discountCodes: [String!]): CartDiscountCodesUpdatePayload
    cartAttributesUpdate(cartId: ID!, attributes: [AttributeInput!]!): CartAttributesUpdatePayload
    cartBuyerIdentityUpdate(cartId: ID!, buyerIdentity: CartBuyerIdentityInput!): CartBuyerIdentityUpdatePayload
    checkoutShippingLineUpdate(checkoutId: ID!, shippingRateHandle: String!): CheckoutShippingLineUpdatePayload
    checkoutCompleteFree(checkoutId: ID!): CheckoutCompleteFreePayload
    checkoutCompleteWithCreditCardV2(checkoutId: ID!, payment: CreditCardPaymentInputV2!): CheckoutCompleteWithCreditCardV2Payload
  }

  schema { query: QueryRoot mutation: Mutation }
`;

let schema: GraphQLSchema | undefined;

/** The executable schema (built once; resolvers come from the root value). */
export function storefrontSchema(): GraphQLSchema {
  schema ??= buildSchema(STOREFRONT_SDL);
  return schema;
}
