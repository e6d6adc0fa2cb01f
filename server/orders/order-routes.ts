import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import {
  AccountOrdersAnswerCodec,
  OrderLookupRequestCodec,
  OrderNumberParamCodec,
  OrderViewCodec,
  ReorderAnswerCodec,
  ReorderRequestCodec,
} from '../../src/contract/orders';
import { ORDER_LOOKUP_THROTTLED, ORDER_NOT_FOUND, readOrderNumber } from '../../src/domain/orders';
import { requireCustomer, type AuthEnv } from '../auth/guards';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import type { Queryable } from '../db/db';
import { decodeJsonBody, decodePart } from '../http/decode';
import { tenantIdOf } from '../http/tenant-context';
import type { SourceImages } from '../admin/source-images';
import { clientAddress } from '../storefront/client-address';
import { CustomerOrders } from './customer-orders';
import { refused, isRefusal, refusal, type Refusal } from '../http/refusal';

/**
 * A guest's tries at number + email, per client address: 10 at once, then one a minute. Enough for a
 * shopper who mistypes; a script guessing numbers gets ten guesses an hour over 60 on the 30^9 codes.
 */
export const ORDER_LOOKUP_THROTTLE: ThrottleLimits = { capacity: 10, refillPerSecond: 1 / 60 };
/**
 * Tries on one order number, from anywhere: 5 at once, then one every 3 minutes. Guessing the email of
 * a known number is slowed even from many addresses. A number that does not exist is counted the same.
 */
export const ORDER_NUMBER_THROTTLE: ThrottleLimits = { capacity: 5, refillPerSecond: 1 / 180 };
/** Reads by a signed-in customer (their list, their order), per address. */
export const ORDER_READ_THROTTLE: ThrottleLimits = { capacity: 60, refillPerSecond: 2 };

export interface OrderRouteDeps {
  readonly db: Queryable;
  readonly auth: MiddlewareHandler<AuthEnv>;
  /** Where the tiles' photos are read for their sizes (the pictures' geometry). */
  readonly images: SourceImages;
  readonly tenantExists: (tenantId: string) => Promise<boolean>;
  readonly lookupThrottle?: ThrottleLimits;
  readonly numberThrottle?: ThrottleLimits;
  readonly readThrottle?: ThrottleLimits;
  readonly now?: () => number;
}

/**
 * The shopper's order calls (issue 29 items 4–6). Who may call:
 * - lookup (POST v1/orders/lookup): anyone, with the number and the order's email; throttled per address
 *   and per number; a wrong number, a wrong email and a number that is not one get the same 404;
 * - getOrder (GET v1/orders/:number) and the account's list: a signed-in customer, for their own orders
 *   only (another's is that same 404);
 * - reorder: the owner by session, or anyone with number + email (throttled as the lookup).
 * Every answer is private: no-store.
 */
export function orderRoutes({
  db,
  auth,
  images,
  tenantExists,
  lookupThrottle = ORDER_LOOKUP_THROTTLE,
  numberThrottle = ORDER_NUMBER_THROTTLE,
  readThrottle = ORDER_READ_THROTTLE,
  now = Date.now,
}: OrderRouteDeps): Hono<AuthEnv> {
  const api = new Hono<AuthEnv>();
  const orders = new CustomerOrders(db, images);
  const perClient = new PgRateLimiter(db, 'order-lookup', lookupThrottle, now);
  const perNumber = new PgRateLimiter(db, 'order-lookup-number', numberThrottle, now);
  const reads = new PgRateLimiter(db, 'order-reads', readThrottle, now);

  const tenantOf = async (c: Context<AuthEnv>): Promise<string | Refusal> => {
    c.header('Cache-Control', 'private, no-store');
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return tenantId;
    if (!(await tenantExists(tenantId))) return refusal(404, 'Tenant not found.');
    return tenantId;
  };
  const notFound = () => refusal(404, ORDER_NOT_FOUND);

  /** A guest's number + email: throttled first (per address, then per number), then one query for both. */
  const guestOrder = async (c: Context<AuthEnv>, tenantId: string, typedNumber: string, email: string): Promise<string | Refusal> => {
    if (!(await perClient.take(clientAddress(c)))) return refusal(429, ORDER_LOOKUP_THROTTLED);
    const code = readOrderNumber(typedNumber);
    if (code === null || email.length > 254) return notFound();
    if (!(await perNumber.take(`${tenantId}:${code}`))) return refusal(429, ORDER_LOOKUP_THROTTLED);
    const id = await orders.findForGuest(tenantId, code, email);
    if (id === null) return notFound();
    return id;
  };

  const ownOrder = async (tenantId: string, customerId: string, typedNumber: string): Promise<string | Refusal> => {
    const code = readOrderNumber(typedNumber);
    const id = code === null ? null : await orders.findForOwner(tenantId, customerId, code);
    if (id === null) return notFound();
    return id;
  };

  // No session is read: the number and the email are the proof (a token, even another store's, changes nothing).
  api.post(v1Route(endpoints.lookupOrder), async (c) => {
    const tenantId = await tenantOf(c);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, OrderLookupRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const id = await guestOrder(c, tenantId, body.number, body.email);
    if (isRefusal(id)) return refused(c, id);
    return c.json(OrderViewCodec.encode(await orders.view(id)));
  });

  api.get(v1Route(endpoints.getOrder), auth, requireCustomer, async (c) => {
    const tenantId = await tenantOf(c);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    if (!(await reads.take(clientAddress(c)))) return refused(c, refusal(429, ORDER_LOOKUP_THROTTLED));
    const decoded = decodePart(OrderNumberParamCodec, { number: c.req.param('number') }, 'path');
    if (isRefusal(decoded)) return refused(c, decoded);
    const { number } = decoded;
    const id = await ownOrder(tenantId, c.get('auth')!.customerId, number);
    if (isRefusal(id)) return refused(c, id);
    return c.json(OrderViewCodec.encode(await orders.view(id)));
  });

  api.get(v1Route(endpoints.listAccountOrders), auth, requireCustomer, async (c) => {
    const tenantId = await tenantOf(c);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    if (!(await reads.take(clientAddress(c)))) return refused(c, refusal(429, ORDER_LOOKUP_THROTTLED));
    return c.json(AccountOrdersAnswerCodec.encode({ orders: await orders.list(tenantId, c.get('auth')!.customerId) }));
  });

  api.post(v1Route(endpoints.reorder), auth, async (c) => {
    const tenantId = await tenantOf(c);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ReorderRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const caller = c.get('auth');
    let id: string | null = null;
    if (caller) {
      if (!(await reads.take(clientAddress(c)))) return refused(c, refusal(429, ORDER_LOOKUP_THROTTLED));
      const code = readOrderNumber(body.number);
      id = code === null ? null : await orders.findForOwner(tenantId, caller.customerId, code);
    }
    // Not the caller's own (or no session): the guest's proof, number + email.
    if (id === null) {
      if (body.email === undefined) return refused(c, notFound());
      const guest = await guestOrder(c, tenantId, body.number, body.email);
      if (isRefusal(guest)) return refused(c, guest);
      id = guest;
    }
    return c.json(ReorderAnswerCodec.encode(await orders.reorder(tenantId, id)));
  });

  return api;
}
