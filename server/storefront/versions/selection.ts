/**
 * What the reference server implements of each Storefront API version it serves: type by type, the
 * fields (with the arguments they take), input fields and enum values, in Shopify's names. The SDL served
 * is Shopify's own schema of that version cut down to this list (`subset.ts`, run by
 * `scripts/generate-storefront-schemas.ts`): names, types, nullability, defaults and deprecations are
 * Shopify's, never typed by hand. `Type: *` keeps every value of an enum.
 */

/** The cart API, the same in both versions (Shopify has had all of it since 2023). */
const CART = `
QueryRoot: cart(id) node(id) page(handle) product(id handle) products(first after) shop localization
Mutation: cartCreate(input) cartLinesAdd(cartId lines) cartLinesUpdate(cartId lines) cartLinesRemove(cartId lineIds) cartNoteUpdate(cartId note) cartDiscountCodesUpdate(cartId discountCodes) cartAttributesUpdate(cartId attributes) cartBuyerIdentityUpdate(cartId buyerIdentity)
Node: id
Attribute: key value
AttributeInput: key value
MoneyV2: amount currencyCode
CurrencyCode: USD
CountryCode: *
LanguageCode: *
Image: id url altText width height
SelectedOption: name value
Product: id handle title description availableForSale featuredImage variants(first after)
ProductVariant: id title sku price availableForSale compareAtPrice requiresShipping image selectedOptions product
ProductConnection: edges nodes pageInfo
ProductEdge: cursor node
ProductVariantConnection: edges nodes pageInfo
ProductVariantEdge: cursor node
Merchandise: ProductVariant
PageInfo: hasNextPage hasPreviousPage startCursor endCursor
Page: id handle title body
Shop: id name description moneyFormat primaryDomain shipsToCountries
Domain: host url sslEnabled
Localization: availableCountries availableLanguages country language
Country: isoCode name currency availableLanguages unitSystem
Language: isoCode name endonymName
Currency: isoCode name symbol
UnitSystem: METRIC_SYSTEM IMPERIAL_SYSTEM
Customer: id email firstName lastName displayName phone
Cart: id checkoutUrl createdAt updatedAt note totalQuantity lines(first after) attributes attribute(key) buyerIdentity cost discountCodes discountAllocations
CartBuyerIdentity: email phone countryCode customer
CartBuyerIdentityInput: email phone countryCode
CartInput: lines attributes discountCodes note buyerIdentity
CartLineInput: merchandiseId quantity attributes
CartLineUpdateInput: id merchandiseId quantity attributes
BaseCartLine: id quantity merchandise attributes attribute(key) cost discountAllocations
CartLine: id quantity merchandise attributes attribute(key) cost discountAllocations
BaseCartLineConnection: edges nodes pageInfo
BaseCartLineEdge: cursor node
CartLineCost: amountPerQuantity compareAtAmountPerQuantity subtotalAmount totalAmount
CartCost: subtotalAmount totalAmount checkoutChargeAmount totalTaxAmount totalDutyAmount subtotalAmountEstimated totalAmountEstimated totalTaxAmountEstimated totalDutyAmountEstimated
CartDiscountCode: code applicable
CartDiscountAllocation: discountedAmount
CartCodeDiscountAllocation: code discountedAmount
CartAutomaticDiscountAllocation: title discountedAmount
CartUserError: field message code
CartErrorCode: INVALID LESS_THAN INVALID_MERCHANDISE_LINE MISSING_DISCOUNT_CODE MISSING_NOTE
CartCreatePayload: cart userErrors
CartLinesAddPayload: cart userErrors
CartLinesUpdatePayload: cart userErrors
CartLinesRemovePayload: cart userErrors
CartNoteUpdatePayload: cart userErrors
CartDiscountCodesUpdatePayload: cart userErrors
CartAttributesUpdatePayload: cart userErrors
CartBuyerIdentityUpdatePayload: cart userErrors
@inContext: country language
`;

/** 2024-04: the cart API and the checkout API the spec's card payment uses (removed after this version). */
export const SELECTION_2024_04 = `${CART}
Mutation: checkoutShippingLineUpdate(checkoutId shippingRateHandle) checkoutCompleteFree(checkoutId) checkoutCompleteWithCreditCardV2(checkoutId payment)
MoneyInput: amount currencyCode
ShippingRate: handle title priceV2
AvailableShippingRates: ready shippingRates
TransactionStatus: PENDING SUCCESS FAILURE ERROR
Transaction: statusV2 amountV2 test
OrderLineItem: title quantity customAttributes variant originalTotalPrice discountedTotalPrice
OrderLineItemConnection: nodes
Order: id name orderNumber email processedAt subtotalPrice totalPrice customAttributes lineItems(first)
DiscountApplicationAllocationMethod: ACROSS EACH ONE
DiscountApplicationTargetSelection: ALL ENTITLED EXPLICIT
DiscountApplicationTargetType: LINE_ITEM SHIPPING_LINE
PricingPercentageValue: percentage
PricingValue: MoneyV2 PricingPercentageValue
DiscountApplication: allocationMethod targetSelection targetType value
DiscountCodeApplication: allocationMethod targetSelection targetType value applicable code
AutomaticDiscountApplication: allocationMethod targetSelection targetType value title
DiscountApplicationEdge: cursor node
DiscountApplicationConnection: edges nodes pageInfo
Checkout: id ready webUrl email completedAt order subtotalPrice totalPrice paymentDue discountApplications(first after) shippingLine availableShippingRates
Payment: id ready test idempotencyKey errorMessage amount checkout transaction
CheckoutErrorCode: INVALID BLANK NOT_SUPPORTED ALREADY_COMPLETED EMPTY TOTAL_PRICE_MISMATCH SHIPPING_RATE_EXPIRED
CheckoutUserError: field message code
MailingAddressInput: address1 address2 city company country firstName lastName phone province zip
CreditCardPaymentInputV2: paymentAmount idempotencyKey billingAddress vaultId test
CheckoutCompleteFreePayload: checkout checkoutUserErrors
CheckoutCompleteWithCreditCardV2Payload: checkout checkoutUserErrors payment
CheckoutShippingLineUpdatePayload: checkout checkoutUserErrors
`;

/** 2026-04, the current stable version: the cart API only (Shopify's hosted checkout takes over from cart.checkoutUrl). */
export const SELECTION_2026_04 = `${CART}
Country: defaultLanguage
CartWarning: code message target
CartWarningCode: MERCHANDISE_NOT_ENOUGH_STOCK MERCHANDISE_OUT_OF_STOCK
CartCreatePayload: warnings
CartLinesAddPayload: warnings
CartLinesUpdatePayload: warnings
CartLinesRemovePayload: warnings
CartNoteUpdatePayload: warnings
CartDiscountCodesUpdatePayload: warnings
CartAttributesUpdatePayload: warnings
CartBuyerIdentityUpdatePayload: warnings
`;

/** Every version served, newest last. */
export const SELECTIONS = { '2024-04': SELECTION_2024_04, '2026-04': SELECTION_2026_04 } as const;
export type ApiVersion = keyof typeof SELECTIONS;
