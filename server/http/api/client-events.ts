import { Hono } from 'hono';
import { ClientEventCodec } from '../../../src/contract/client-event';
import type { Queryable } from '../../db/db';
import { decodeJsonBody } from '../decode';
import { tenantIdOf } from './tenants';
import { endpoints, v1Route } from '../../../src/contract/endpoints';

const MAX_TEXT = 2000;

/** POST v1/client-events: the client's error and event reports, kept for the team to read. */
export function clientEventRoutes(db: Queryable): Hono {
  const api = new Hono();
  api.post(v1Route(endpoints.reportClientEvent), async (c) => {
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    const event = await decodeJsonBody(c, ClientEventCodec);
    await db.query(
      'INSERT INTO client_events (tenant_id, kind, name, message, path, detail) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        tenantId,
        event.kind,
        event.name.slice(0, 200),
        event.message?.slice(0, MAX_TEXT) ?? null,
        event.path?.slice(0, MAX_TEXT) ?? null,
        event.detail ? JSON.stringify(event.detail).slice(0, 10_000) : null,
      ],
    );
    return c.body(null, 204);
  });
  return api;
}
