import { isIP, type BlockList } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { listHas, plainAddress } from '../http/address-list';

/** Where `clientAddresses` leaves the caller's address for `clientAddress`. */
const RESOLVED = 'clientAddress' as never;

/**
 * Who is calling, for throttling and geolocation: the address `clientAddresses` worked out for this
 * request, else the socket's address under @hono/node-server.
 */
export function clientAddress(c: Context): string {
  const resolved = c.get(RESOLVED) as string | undefined;
  return resolved ?? socketAddress(c);
}

function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address === undefined ? 'local' : plainAddress(address);
}

/**
 * TRUSTED_PROXIES (issue 21's load balancer): X-Forwarded-For is believed only as far as the
 * proxies in the list wrote it. Read from the right (the hop nearest to us), every entry added
 * by a trusted proxy is skipped; the first one that is not a trusted proxy is the client. Anyone
 * can send the header, so an entry left of the first untrusted one is never used, a request that
 * did not come from a trusted proxy keeps its socket address, and a malformed entry stops the walk
 * at the last trusted hop. Without the list, behind a balancer every shopper would share its one
 * address: one throttle bucket for the whole store, and the balancer's country for everyone.
 */
export function clientAddresses(trusted: BlockList | null): MiddlewareHandler {
  return async (c, next) => {
    if (trusted !== null) c.set(RESOLVED, forwardedClient(socketAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

/** The client behind `peer`, as the trusted proxies among `forwardedFor`'s hops report it. */
export function forwardedClient(peer: string, forwardedFor: string | undefined, trusted: BlockList): string {
  let client = peer;
  if (!listHas(trusted, client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map((hop) => plainAddress(hop.trim().replace(/^\[(.*)\]$/, '$1')));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!listHas(trusted, hop)) return client;
  }
  return client;
}
