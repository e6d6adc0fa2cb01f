import { Hono } from 'hono';
import type { Db } from '../db/db';
import { decodePart } from '../http/decode';
import { jsonInputProblem } from '../http/json-input';
import { BAD_SIGNATURE, SHOP_HEADERS, signatureMatches, webhookTenant } from './shop-webhook-auth';
import { recordShopOrder, shopOrderProblem } from './shop-orders';
import { ShopOrderCodec } from '../../src/contract/shop-webhook';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { refused, isRefusal, refusal, refusingTransaction } from '../http/refusal';

/** Where a shop delivers its `orders/create` webhook (README 'A tenant on a real Shopify shop'). */
export const SHOP_WEBHOOK_PATH = `/api/${endpoints.shopOrdersCreateWebhook.path}`;
/** An order of 250 tile lines with their print properties stays well under this; Shopify's own cap is larger. */
export const SHOP_WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Shopify's `orders/create` webhook (issue 34 item 4): the order a shop's hosted checkout took becomes
 * the admin's order. The raw body is checked against X-Shopify-Hmac-Sha256 with the shop's tenant's
 * secret before anything is parsed; a replay (same X-Shopify-Webhook-Id) changes nothing. Answers 200
 * quickly, as Shopify wants; 401 for a signature that does not match or a shop no tenant has.
 */
export function shopWebhookRoutes(db: Db): Hono {
  const api = new Hono();
  api.post(v1Route(endpoints.shopOrdersCreateWebhook), async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const shop = await webhookTenant(db, c.req.header(SHOP_HEADERS.shopDomain));
    if (isRefusal(shop)) return refused(c, shop);
    const { tenantId, secret } = shop;
    if (!signatureMatches(secret, raw, c.req.header(SHOP_HEADERS.hmac))) return refused(c, refusal(401, BAD_SIGNATURE));
    const topic = c.req.header(SHOP_HEADERS.topic);
    if (topic !== 'orders/create') return refused(c, refusal(400, `This endpoint takes the orders/create topic, not ${topic ?? 'none'}.`));
    const webhookId = c.req.header(SHOP_HEADERS.webhookId)?.trim() ?? '';
    if (webhookId === '' || webhookId.length > 100) return refused(c, refusal(400, 'X-Shopify-Webhook-Id is required (1 to 100 characters).'));
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    } catch {
      return refused(c, refusal(400, 'Invalid request: the body is not valid JSON'));
    }
    const input = jsonInputProblem(json, 'body');
    if (input) return refused(c, refusal(400, `Invalid request: ${input}`));
    const order = decodePart(ShopOrderCodec, json, 'body');
    if (isRefusal(order)) return refused(c, order);
    const problem = shopOrderProblem(order);
    if (problem) return refused(c, refusal(400, problem));
    const recorded = await refusingTransaction(db, (tx) => recordShopOrder(tx, tenantId, webhookId, topic, order));
    if (isRefusal(recorded)) return refused(c, recorded);
    return c.json({ ok: true, orderId: recorded.orderId, duplicate: recorded.duplicate });
  });
  return api;
}
