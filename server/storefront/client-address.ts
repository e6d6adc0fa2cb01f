import type { Context } from 'hono';

/**
 * Who is calling, for throttling: the socket's address under @hono/node-server. X-Forwarded-For is
 * not trusted (anyone can send it); behind a proxy every client shares the proxy's bucket, which errs
 * on the side of throttling rather than of letting a card-testing script through.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
