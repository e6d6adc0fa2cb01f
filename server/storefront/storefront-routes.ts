import { isLeft } from 'fp-ts/Either';
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { Hono } from 'hono';
import * as t from 'io-ts';
import type { Db } from '../db/db';
import { bodyLimit } from 'hono/body-limit';
import type { TokenVerifier } from '../auth/guards';
import { readBuyer } from './buyer-pricing';
import { CartRepository } from './cart-repository';
import { clientAddress } from './client-address';
import { cataloguePromoLookup, type PromoLookup } from './cart-totals';
import { queryCostRule } from './query-cost';
import { storefrontRoot, type StorefrontContext } from './resolvers';
import { API_VERSIONS, isApiVersion, storefrontSchema } from './schema';
import { allowOrigin, isSameOrigin, originAllowed, preflight } from './cors';
import { inContextOf } from './in-context';
import { BUYER_IP_HEADER, PRIVATE_TOKEN_HEADER, PrivateTokens } from './private-tokens';
import { isIP } from 'node:net';
import { storefrontInputProblem } from './input-guard';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyStore, isValidIdempotencyKey, requestHash } from './idempotency';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import { DEFAULT_THROTTLE, type ThrottleLimits } from '../coordination/rate-limiter';

/** Shopify's header for public storefront tokens. */
export const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';

const GraphQLRequestCodec = t.intersection([
  t.type({ query: t.string }),
  t.partial({ variables: t.union([t.UnknownRecord, t.null]), operationName: t.union([t.string, t.null]) }),
]);

const MAX_QUERY_LENGTH = 20_000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface StorefrontDeps {
  readonly db: Db;
  /** Per cart and per cart-creating client: counted in PostgreSQL, shared by every server. */
  readonly throttle?: ThrottleLimits;
  readonly promos?: PromoLookup;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  /** The store's public origin (PUBLIC_URL): checkoutUrl and webUrl start with it. */
  readonly publicOrigin?: string;
  /** Verifies `Authorization: Bearer` access tokens (the account service's `authenticate`): carts price for the signed-in customer. */
  readonly authenticate?: TokenVerifier;
  /** The private-site gate (issue 18): a private tenant's cart answers nothing to a browser without its pass. */
  readonly siteOpen?: (tenantId: string, cookies: string | undefined) => Promise<boolean>;
}

/**
 * The request's query, variables and operation name from its body: JSON unless the content type is
 * `application/graphql` (the body is the query). A string: why the body is refused.
 */
export async function readGraphQLRequest(contentType: string | undefined, text: () => Promise<string>): Promise<t.TypeOf<typeof GraphQLRequestCodec> | string> {
  const body = await text();
  if (/^application\/graphql\b/i.test(contentType?.trim() ?? '')) return { query: body };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'The request body is not valid JSON.';
  }
  const request = GraphQLRequestCodec.decode(json);
  return isLeft(request) ? 'Expected a JSON body with a "query" string.' : request.right;
}

const gqlError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/**
 * POST /api/{version}/graphql.json (Shopify's path; /api/storefront/{version}/… is kept as an alias):
 * the Storefront API subset of that version. The access token names the tenant: the public one
 * (`X-Shopify-Storefront-Access-Token`) or a private one (`Shopify-Storefront-Private-Token`, servers
 * only). Bodies: `application/json` ({ query, variables, operationName }) or `application/graphql` (the
 * query itself). Every answer is a GraphQL result (HTTP 200, like Shopify, THROTTLED included).
 */
export function storefrontRoutes({
  db,
  throttle: limits = DEFAULT_THROTTLE,
  promos,
  now = Date.now,
  log = console.error,
  publicOrigin = 'http://localhost',
  authenticate,
  siteOpen,
}: StorefrontDeps): Hono {
  const api = new Hono();
  const root = storefrontRoot();
  const lookup = promos ?? cataloguePromoLookup(db);
  const carts = new CartRepository(db);
  const privateTokens = new PrivateTokens(db);
  const idempotency = new IdempotencyStore(db, now);
  const throttle = new PgRateLimiter(db, 'storefront', limits, now);

  // A full cart of 50 lines with their tile attributes is well under this.
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(gqlError('The request body is too large.', 'PAYLOAD_TOO_LARGE'), 413) });
  api.options('/:version/graphql.json', (c) => preflight(c, db, publicOrigin));
  api.post('/:version/graphql.json', limit, async (c) => {
    const version = c.req.param('version');
    if (!isApiVersion(version))
      return c.json(gqlError(`Not Found: API version ${version.slice(0, 20)} is not served here (served: ${API_VERSIONS.join(', ')}).`, 'NOT_FOUND'), 404);
    c.header('X-Shopify-API-Version', version);
    const origin = c.req.header('origin');
    const crossOrigin = origin !== undefined && !isSameOrigin(origin, publicOrigin, new URL(c.req.url).host);
    const privateToken = c.req.header(PRIVATE_TOKEN_HEADER);
    // A private token is a server's: a browser page (a cross-origin caller) never presents one.
    if (privateToken !== undefined && crossOrigin)
      return c.json(gqlError('Private access tokens are for server-to-server requests only.', 'ACCESS_DENIED'), 403);
    const token = c.req.header(STOREFRONT_TOKEN_HEADER) ?? '';
    const tenantId =
      privateToken !== undefined
        ? await privateTokens.tenantOf(privateToken)
        : token.length >= 16 && token.length <= 100
          ? await carts.tenantOfToken(token)
          : null;
    if (tenantId === null) return c.json(gqlError('[API] Invalid API key or access token (unrecognized login or wrong password)', 'ACCESS_DENIED'), 401);
    if (crossOrigin) {
      if (!(await originAllowed(db, origin, tenantId))) return c.json(gqlError("This origin may not call this shop's Storefront API.", 'ACCESS_DENIED'), 403);
      allowOrigin(c, origin);
    }
    if (siteOpen && !(await siteOpen(tenantId, c.req.header('cookie')))) return c.json(gqlError('This site is not public', 'ACCESS_DENIED'), 403);
    const buyer = await readBuyer(c, authenticate, db, tenantId, now());
    if (buyer instanceof Response) return buyer;
    const request = await readGraphQLRequest(c.req.header('content-type'), () => c.req.text());
    if (typeof request === 'string') return c.json(gqlError(request, 'BAD_REQUEST'), 400);
    if (request.query.length > MAX_QUERY_LENGTH) return c.json(gqlError('Query is too long.', 'MAX_COMPLEXITY_EXCEEDED'), 400);
    const inputProblem = storefrontInputProblem(request.query, request.variables);
    if (inputProblem) return c.json(gqlError(`Invalid input: ${inputProblem}.`, 'BAD_REQUEST'), 400);
    // A private token's caller is a server relaying many shoppers: each shopper is throttled on their own address.
    const buyerIp = c.req.header(BUYER_IP_HEADER)?.trim();
    const caller = privateToken !== undefined && buyerIp !== undefined && isIP(buyerIp) !== 0 ? buyerIp : clientAddress(c);
    const schema = storefrontSchema(version);
    let document: DocumentNode;
    try {
      document = parse(request.query, { maxTokens: 5_000 });
    } catch (error) {
      return c.json({ errors: [(error as GraphQLError).toJSON()] }, 200);
    }
    // The spec's rules plus a cost cap: one request cannot repeat a lookup hundreds of times under aliases.
    const invalid = validate(schema, document, [...specifiedRules, queryCostRule()]);
    if (invalid.length > 0) return c.json({ errors: invalid.map((e) => e.toJSON()) }, 200);
    const context: StorefrontContext = {
      tenantId,
      db,
      promos: lookup,
      buyer,
      throttle,
      clientKey: `${tenantId}:${caller}`,
      checkoutBase: publicOrigin,
      now,
      inContext: inContextOf(schema, document, request.operationName ?? undefined, request.variables ?? undefined),
    };
    // A mutation with an Idempotency-Key runs once; a repeat gets the first answer (issue 20).
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    const keyed = key !== undefined && getOperationAST(document, request.operationName ?? undefined)?.operation === 'mutation';
    if (keyed) {
      if (!isValidIdempotencyKey(key)) return c.json(gqlError('The Idempotency-Key header must be 1 to 100 printable characters.', 'BAD_REQUEST'), 400);
      const claim = await idempotency.claim(tenantId, key, requestHash(request.query, request.variables, c.req.header('authorization') ?? ''));
      if (claim.kind === 'replay') return c.body(claim.answer, 200, { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' });
      if (claim.kind === 'mismatch') return c.json(gqlError('This Idempotency-Key was already used for a different request.', 'IDEMPOTENCY_KEY_REUSED'), 422);
      if (claim.kind === 'in-progress') {
        c.header('Retry-After', '1');
        return c.json(gqlError('A request with this Idempotency-Key is still running; try again shortly.', 'IDEMPOTENCY_IN_PROGRESS'), 409);
      }
    }
    const result: ExecutionResult = await execute({
      schema,
      document,
      rootValue: root,
      contextValue: context,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
    });
    // Resolver bugs and database failures are logged, never shown: the client sees a generic error.
    const errors = result.errors?.map((e) => {
      if (e.originalError === undefined || e.originalError instanceof GraphQLError) return e.toJSON();
      log(`[storefront] ${e.path?.join('.') ?? ''} failed: ${e.originalError.stack ?? e.originalError.message}`);
      return { message: 'Internal error. Looks like something went wrong on our end.', path: e.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    });
    const answered = { ...result, ...(errors ? { errors } : {}) };
    if (keyed) {
      // Throttled or failed on our side: nothing was written, so the key is given back for the retry.
      const retryable = errors?.some((e) => ['THROTTLED', 'INTERNAL_SERVER_ERROR'].includes(String(e.extensions?.code)));
      if (retryable) await idempotency.release(tenantId, key);
      else await idempotency.answer(tenantId, key, JSON.stringify(answered));
    }
    return c.json(answered, 200);
  });
  return api;
}
