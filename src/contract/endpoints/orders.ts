import { AccountOrdersAnswerCodec, OrderLookupRequestCodec, OrderViewCodec, ReorderAnswerCodec, ReorderRequestCodec } from '../orders';
import { getEndpoint, postEndpoint } from './endpoint';

/**
 * A shopper's orders (issue 29 items 4–7): the status page (a guest by number + email, the owner by
 * their session), the account's list, and reorder. Loaded with the order and account pages only.
 */
export const ordersEndpoints = {
  lookupOrder: postEndpoint('v1/orders/lookup', OrderLookupRequestCodec, OrderViewCodec),
  getOrder: getEndpoint('v1/orders/:number', OrderViewCodec),
  listAccountOrders: getEndpoint('v1/account/orders', AccountOrdersAnswerCodec),
  reorder: postEndpoint('v1/orders/reorder', ReorderRequestCodec, ReorderAnswerCodec),
} as const;
