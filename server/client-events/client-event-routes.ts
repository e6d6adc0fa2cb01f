import { Hono } from 'hono';
import { ClientEventCodec } from '../../src/contract/client-event';
import type { Queryable } from '../db/db';
import { clientAddress } from '../storefront/client-address';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { decodeJsonBody } from '../http/decode';
import { tenantIdOf } from '../http/tenant-context';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { refused, isRefusal, refusal } from '../http/refusal';

const MAX_TEXT = 2000;
/** The detail as stored (JSON text); a longer one is refused, never cut (cut JSON is not JSON). */
export const MAX_DETAIL_CHARS = 10_000;

/** Per client: a burst of 30 reports (an error storm on one page), then one a second. */
export const CLIENT_EVENT_THROTTLE: ThrottleLimits = { capacity: 30, refillPerSecond: 1 };

/** POST v1/client-events: the client's error and event reports, kept for the team to read. */
export function clientEventRoutes(db: Queryable, limits: ThrottleLimits = CLIENT_EVENT_THROTTLE): Hono {
  const api = new Hono();
  const throttle = new PgRateLimiter(db, 'client-events', limits);
  api.post(v1Route(endpoints.reportClientEvent), async (c) => {
    if (!(await throttle.take(clientAddress(c)))) return refused(c, refusal(429, 'Too many reports. Please wait a moment.'));
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const event = await decodeJsonBody(c, ClientEventCodec);
    if (isRefusal(event)) return refused(c, event);
    // The body limit and the decode's depth bound keep this serialisation small.
    const detail = event.detail ? JSON.stringify(event.detail) : null;
    if (detail !== null && detail.length > MAX_DETAIL_CHARS) {
      return refused(c, refusal(400, `Invalid request: body.detail must be at most ${MAX_DETAIL_CHARS} characters as JSON`));
    }
    if ((await db.query('SELECT 1 FROM tenants WHERE id = $1', [tenantId])).length === 0) return refused(c, refusal(404, 'Tenant not found.'));
    await db.query('INSERT INTO client_events (tenant_id, kind, name, message, path, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
      tenantId,
      event.kind,
      event.name.slice(0, 200),
      event.message?.slice(0, MAX_TEXT) ?? null,
      event.path?.slice(0, MAX_TEXT) ?? null,
      detail,
    ]);
    return c.body(null, 204);
  });
  return api;
}
