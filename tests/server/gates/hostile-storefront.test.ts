import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { openTestPglite } from '../test-db';
import { storefrontAccessToken } from '../../../src/adapters/storefront/storefront-endpoint';
import { ENDPOINT, openStorefrontHarness, tileLine, vaultCard, checkoutIdOf, type StorefrontHarness } from '../storefront-harness';
import { writeRecorder } from './write-recorder';
import { hostileHeaders, hostileRawBody, hostileValue, mutatedBody } from './hostile-values';

const RUNS = Number(process.env.TPX_FUZZ_RUNS ?? 1_000);

/** Every storefront mutation, its operation, and valid variables to mutate (ids filled in at start). */
type Ids = { cartId: string; checkoutId: string; lineId: string; vaultId: string };
/** Shopify's path of the current cart API (issue 34); the others go through the client's own path and version. */
const SHOPIFY_PATH = '/api/2026-04/graphql.json';
const MUTATIONS: Record<string, { query: string; variables: (ids: Ids) => Record<string, unknown>; path?: string }> = {
  cartCreate: {
    query: 'mutation M($input: CartInput) { cartCreate(input: $input) { cart { id } userErrors { field message } } }',
    variables: () => ({ input: { lines: [tileLine(1)] } }),
  },
  cartLinesAdd: {
    query: 'mutation M($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } userErrors { field message } } }',
    variables: ({ cartId }) => ({ cartId, lines: [tileLine(1)] }),
  },
  cartLinesRemove: {
    query: 'mutation M($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { id } userErrors { field message } } }',
    variables: ({ cartId, lineId }) => ({ cartId, lineIds: [lineId] }),
  },
  cartLinesUpdate: {
    query:
      'mutation M($cartId: ID!, $lines: [CartLineUpdateInput!]!) @inContext(country: US) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { id } userErrors { field message } } }',
    variables: ({ cartId, lineId }) => ({ cartId, lines: [{ id: lineId, quantity: 2 }] }),
    path: SHOPIFY_PATH,
  },
  cartNoteUpdate: {
    query: 'mutation M($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { id } userErrors { field message } } }',
    variables: ({ cartId }) => ({ cartId, note: 'Gate note' }),
    path: SHOPIFY_PATH,
  },
  cartDiscountCodesUpdate: {
    query:
      'mutation M($cartId: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { cart { id } userErrors { field message } } }',
    variables: ({ cartId }) => ({ cartId, codes: ['TAKE20'] }),
  },
  cartAttributesUpdate: {
    query:
      'mutation M($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { id } userErrors { field message } } }',
    variables: ({ cartId }) => ({ cartId, attributes: [{ key: 'utm_source', value: 'gate' }] }),
  },
  // Pick-up (issue 30): the store rides as a cart attribute, the delivery as the pick-up rate (refused here: the default tenant has no stores).
  'cartAttributesUpdate (pick-up store)': {
    query:
      'mutation M($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { id } userErrors { field message } } }',
    variables: ({ cartId }) => ({
      cartId,
      attributes: [
        { key: '_pickupStoreId', value: 'omaha-maple-st' },
        { key: '_pickupReadyBy', value: '2026-11-25T18:05:00.000Z' },
      ],
    }),
  },
  'checkoutShippingLineUpdate (pick-up)': {
    query:
      'mutation M($checkoutId: ID!, $handle: String!) { checkoutShippingLineUpdate(checkoutId: $checkoutId, shippingRateHandle: $handle) { checkout { id } checkoutUserErrors { field message code } } }',
    variables: ({ checkoutId }) => ({ checkoutId, handle: 'tilepix-pickup' }),
  },
  cartBuyerIdentityUpdate: {
    query:
      'mutation M($cartId: ID!, $buyer: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyer) { cart { id } userErrors { field message } } }',
    variables: ({ cartId }) => ({ cartId, buyer: { email: 'gate@example.com' } }),
  },
  checkoutShippingLineUpdate: {
    query:
      'mutation M($checkoutId: ID!, $handle: String!) { checkoutShippingLineUpdate(checkoutId: $checkoutId, shippingRateHandle: $handle) { checkout { id } checkoutUserErrors { field message code } } }',
    variables: ({ checkoutId }) => ({ checkoutId, handle: 'tilepix-standard' }),
  },
  checkoutCompleteFree: {
    query: 'mutation M($checkoutId: ID!) { checkoutCompleteFree(checkoutId: $checkoutId) { checkout { id } checkoutUserErrors { field message code } } }',
    variables: ({ checkoutId }) => ({ checkoutId }),
  },
  checkoutCompleteWithCreditCardV2: {
    query:
      'mutation M($checkoutId: ID!, $payment: CreditCardPaymentInputV2!) { checkoutCompleteWithCreditCardV2(checkoutId: $checkoutId, payment: $payment) { checkout { id } checkoutUserErrors { field message code } payment { id } } }',
    variables: ({ checkoutId, vaultId }) => ({
      checkoutId,
      payment: { paymentAmount: { amount: '1.00', currencyCode: 'USD' }, idempotencyKey: 'gate', billingAddress: {}, vaultId, test: true },
    }),
  },
};

/** Issue 34's headers: browser origins (allowed for this tenant, another's, none), private tokens, buyer addresses. */
const storefrontHeaders = fc.record(
  {
    origin: fc.constantFrom('https://evil.example', 'null', 'https://www.tilepix.com', 'https://www.cvs.com', 'not a url', 'http://localhost'),
    'Shopify-Storefront-Private-Token': fc.constantFrom('', 'tpx-private-not-a-real-token', 'x'.repeat(200)),
    'Shopify-Storefront-Buyer-IP': fc.constantFrom('203.0.113.9', '::1', 'nonsense', ''),
  },
  { requiredKeys: [] },
);

type UserError = { field?: string[] | null };

/**
 * A GraphQL answer refused the call: top-level errors, or a payload's user errors. A user error on
 * `discountCodes` reports a code the cart holds that does not apply: like Shopify, the cart keeps
 * such a code (applicable: false) and says so on each answer, so it is not a refusal of this call.
 */
const refused = (body: { data?: Record<string, Record<string, unknown> | null>; errors?: unknown[] } | null): boolean => {
  if (!body || (body.errors?.length ?? 0) > 0 || !body.data) return true;
  return Object.values(body.data).some((payload) => {
    if (!payload) return true;
    const errors = (payload.userErrors ?? payload.checkoutUserErrors ?? []) as UserError[];
    return errors.some((e) => e.field?.[0] !== 'discountCodes');
  });
};

/**
 * Hostile input on every storefront mutation and the vault (#20): variables mutated from valid ones,
 * raw bodies, odd headers. Never a 5xx; a refused call (errors or user errors) writes nothing.
 */
describe('hostile input on the storefront and the vault', () => {
  let h: StorefrontHarness;
  let db: Db;
  let ids: Ids;
  let writes: Awaited<ReturnType<typeof writeRecorder>>;
  beforeAll(async () => {
    h = await openStorefrontHarness(() => openTestPglite(), { limits: { capacity: 1e6, refillPerSecond: 1e6 } });
    db = h.db;
    const created = await h.gql(
      'mutation M($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id lines(first: 5) { nodes { id } } } } }',
      { lines: [tileLine(2)] },
    );
    const cart = created.body.data!.cartCreate.cart;
    ids = { cartId: cart.id, checkoutId: checkoutIdOf(cart.id), lineId: cart.lines.nodes[0].id, vaultId: await vaultCard(h.app) };
    // The first bearer token checked creates the signing secret (a one-time write): do it now.
    await post(ENDPOINT, JSON.stringify({ query: '{ cart(id: "gid://shopify/Cart/x") { id } }' }), { authorization: 'Bearer warm-up' });
    writes = await writeRecorder(db, ['rate_limits', 'throttle_buckets']);
  });
  afterAll(async () => db.close());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    h.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix'), ...headers },
      body,
    });

  it.each(Object.keys(MUTATIONS))(
    '%s: never a 5xx, and a refusal writes nothing',
    async (name) => {
      const m = MUTATIONS[name]!;
      const valid = m.variables(ids);
      const input = fc.oneof(
        mutatedBody(valid).map((variables) => ({ body: JSON.stringify({ query: m.query, variables }), headers: {} })),
        fc
          .record({ headers: hostileHeaders, variables: mutatedBody(valid) })
          .map(({ headers, variables }) => ({ body: JSON.stringify({ query: m.query, variables }), headers: headers as Record<string, string> })),
        hostileRawBody.map((body) => ({ body, headers: {} })),
        hostileValue.map((query) => ({ body: JSON.stringify({ query, variables: valid }), headers: {} })),
      );
      await writes.writtenSince();
      await fc.assert(
        fc.asyncProperty(input, async ({ body, headers }) => {
          const res = await post(m.path ?? ENDPOINT, body, headers);
          const text = await res.text();
          const changed = await writes.writtenSince();
          expect(res.status, `${name} answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
          let parsed: Parameters<typeof refused>[0] = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = null;
          }
          if (res.status >= 400 || refused(parsed)) expect(changed, `${name} refused but wrote to ${changed.join(', ')}: ${text.slice(0, 200)}`).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    600_000,
  );

  it("application/graphql bodies on Shopify's path, with hostile headers (origins, private tokens): never a 5xx, and a refusal writes nothing", async () => {
    const input = fc.record({
      body: fc.oneof(
        hostileRawBody,
        hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        fc.constant(`mutation { cartNoteUpdate(cartId: "${ids.cartId}", note: "x") { cart { id } } }`),
      ),
      headers: fc.tuple(hostileHeaders, storefrontHeaders).map(([a, b]) => ({ ...a, ...b })),
    });
    await writes.writtenSince();
    await fc.assert(
      fc.asyncProperty(input, async ({ body, headers }) => {
        const res = await post(SHOPIFY_PATH, body, { ...(headers as Record<string, string>), 'content-type': 'application/graphql' });
        const text = await res.text();
        const changed = await writes.writtenSince();
        expect(res.status, `answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
        let parsed: Parameters<typeof refused>[0] = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        if (res.status >= 400 || refused(parsed)) expect(changed, `refused but wrote to ${changed.join(', ')}: ${text.slice(0, 200)}`).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('vault sessions: never a 5xx, and a refusal writes nothing', async () => {
    const card = { credit_card: { number: '4242424242424242', first_name: 'Ada', last_name: 'Lovelace', month: 12, year: 2099, verification_value: '123' } };
    const input = fc.oneof(
      mutatedBody(card.credit_card).map((credit_card) => JSON.stringify({ credit_card })),
      mutatedBody(card).map((b) => JSON.stringify(b)),
      hostileRawBody,
    );
    await writes.writtenSince();
    await fc.assert(
      fc.asyncProperty(input, async (body) => {
        const res = await post('/api/vault/sessions?tenantId=tilepix', body);
        const text = await res.text();
        const changed = await writes.writtenSince();
        expect(res.status, `vault answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400) expect(changed, `vault refused with ${res.status} but wrote to ${changed.join(', ')}`).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
