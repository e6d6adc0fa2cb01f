import { AccountOrdersAnswerCodec, OrderLookupRequestCodec, OrderViewCodec, ReorderAnswerCodec, ReorderRequestCodec } from '../orders';
import { endpoint } from './endpoint';

/**
 * A shopper's orders (issue 29 items 4–7): the status page (a guest by number + email, the owner by
 * their session), the account's list, and reorder. Loaded with the order and account pages only.
 */
export const ordersEndpoints = {
  lookupOrder: endpoint({ method: 'POST', path: 'v1/orders/lookup', query: null, body: OrderLookupRequestCodec, answer: OrderViewCodec }),
  getOrder: endpoint({ method: 'GET', path: 'v1/orders/:number', query: null, body: null, answer: OrderViewCodec }),
  listAccountOrders: endpoint({ method: 'GET', path: 'v1/account/orders', query: null, body: null, answer: AccountOrdersAnswerCodec }),
  reorder: endpoint({ method: 'POST', path: 'v1/orders/reorder', query: null, body: ReorderRequestCodec, answer: ReorderAnswerCodec }),
} as const;
