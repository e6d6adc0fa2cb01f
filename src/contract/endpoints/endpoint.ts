import type * as t from 'io-ts';

/** The names of a path's `:param` segments: `'v1/products/:tenantId/artist/:artistName'` → `'tenantId' | 'artistName'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One main-API call: method, path under the API base (with `:param` segments), and the codecs of its
 * query, body and answer. `null` means none: no query, no body, or an answer without a JSON body
 * (204, or an image for the proxy). Every request also carries the tenantId query, the version
 * header and the bearer token (SPEC §7); those belong to the transport, not to the table.
 */
export interface Endpoint<Path extends string = string, Q = unknown, B = unknown, A = unknown> {
  readonly method: 'GET' | 'POST';
  readonly path: Path;
  readonly query: t.Type<Q, Readonly<Record<string, string | undefined>>, unknown> | null;
  readonly body: t.Type<B, unknown, unknown> | null;
  readonly answer: t.Type<A, unknown, unknown> | null;
}

/** Any endpoint of the table (the transport's and the route checks' constraint). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<string, any, any, any>;

export const endpoint = <Path extends string, Q = undefined, B = undefined, A = void>(e: Endpoint<Path, Q, B, A>): Endpoint<Path, Q, B, A> => e;

/** The API version prefix every path starts with; the server mounts its v1 router under `/api/v1`. */
export const API_VERSION_PREFIX = 'v1';

/** A path for a Hono router mounted at `/api/v1`: `'v1/tenants/:tenantId/v2'` → `'/tenants/:tenantId/v2'`. */
export const v1Route = <P extends string>(e: { readonly path: P }): RouteOf<P> => e.path.slice(API_VERSION_PREFIX.length) as RouteOf<P>;

/** The literal route of a literal path, so Hono types the route's params (`c.req.param('tenantId')`). */
export type RouteOf<P extends string> = P extends `${typeof API_VERSION_PREFIX}${infer Rest}` ? Rest : string;

/** A path with its `:param` segments filled in, each URI-encoded. */
export const fillPath = <P extends string>(path: P, params: Readonly<Record<PathParams<P>, string>>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ''));
