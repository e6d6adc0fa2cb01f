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

type QueryCodec<Q> = t.Type<Q, Readonly<Record<string, string | undefined>>, unknown>;
type JsonCodec<V> = t.Type<V, unknown, unknown>;

/*
 * The table's three kinds of call, so that each endpoint is one line of what differs (issue #36). A `null`
 * answer has no JSON body (the type is `void`); a call without a query or body has `undefined` for it.
 */

/** A read: its answer, and the query it takes if any. */
export const getEndpoint = <Path extends string, A = void, Q = undefined>(
  path: Path,
  answer: JsonCodec<A> | null,
  query: QueryCodec<Q> | null = null,
): Endpoint<Path, Q, undefined, A> => ({ method: 'GET', path, query, body: null, answer });

/** A change with a JSON body. */
export const postEndpoint = <Path extends string, B = undefined, A = void>(
  path: Path,
  body: JsonCodec<B> | null,
  answer: JsonCodec<A> | null,
): Endpoint<Path, undefined, B, A> => ({ method: 'POST', path, query: null, body, answer });

/** An upload: the file's bytes are the body (not JSON), so the table has none; the query says what they are. */
export const uploadEndpoint = <Path extends string, Q, A>(path: Path, query: QueryCodec<Q>, answer: JsonCodec<A>): Endpoint<Path, Q, undefined, A> => ({
  method: 'POST',
  path,
  query,
  body: null,
  answer,
});

/** The API version prefix every path starts with; the server mounts its v1 router under `/api/v1`. */
export const API_VERSION_PREFIX = 'v1';

/** A path for a Hono router mounted at `/api/v1`: `'v1/tenants/:tenantId/v2'` → `'/tenants/:tenantId/v2'`. */
export const v1Route = <P extends string>(e: { readonly path: P }): RouteOf<P> => e.path.slice(API_VERSION_PREFIX.length) as RouteOf<P>;

/** The literal route of a literal path, so Hono types the route's params (`c.req.param('tenantId')`). */
export type RouteOf<P extends string> = P extends `${typeof API_VERSION_PREFIX}${infer Rest}` ? Rest : string;

/** A path with its `:param` segments filled in, each URI-encoded. */
export const fillPath = <P extends string>(path: P, params: Readonly<Record<PathParams<P>, string>>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ''));
