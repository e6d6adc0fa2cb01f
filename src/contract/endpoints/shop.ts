import { ShopOrderCodec, ShopWebhookAnswerCodec } from '../shop-webhook';
import { postEndpoint } from './endpoint';

/**
 * What a Shopify shop calls (issue 34 item 4): its `orders/create` webhook, signed with the app's secret
 * (X-Shopify-Hmac-Sha256 over the raw body), for the tenant whose shop it is (X-Shopify-Shop-Domain).
 */
export const shopEndpoints = {
  shopOrdersCreateWebhook: postEndpoint('v1/webhooks/shopify/orders-create', ShopOrderCodec, ShopWebhookAnswerCodec),
} as const;
