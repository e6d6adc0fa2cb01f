import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

/** A caller's (a load balancer's) id is kept when it is short and plain; anything else is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ids = new WeakMap<Request, string>();

/** The request id of a request that went through `requestIds` (for error logs). */
export const requestIdOf = (c: Context): string | undefined => ids.get(c.req.raw);

export interface AccessLogEntry {
  readonly requestId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
}

/**
 * Every request gets an id: the incoming `x-request-id` when it is well formed (so a load balancer's
 * id ties its log to ours), else a fresh uuid; it is echoed in the answer's `x-request-id` and given
 * to `accessLog` with the outcome.
 */
export function requestIds(accessLog?: (entry: AccessLogEntry) => void): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given && ACCEPTED_ID.test(given) ? given : randomUUID();
    ids.set(c.req.raw, id);
    const started = performance.now();
    await next();
    c.header('x-request-id', id);
    accessLog?.({ requestId: id, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 });
  };
}
