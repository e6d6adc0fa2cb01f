import { isLeft, type Either } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { HeadImageSizeProbe } from '../../src/adapters/photos/head-image-size-probe';
import { GraphQLStorefrontCart } from '../../src/adapters/storefront/graphql-storefront-cart';
import { HttpPaymentVault } from '../../src/adapters/storefront/http-payment-vault';
import type { RetryPolicy } from '../../src/adapters/transient-retry';
import { endpoints } from '../../src/contract/endpoints';
import { STOREFRONT_TOKEN, STOREFRONT_URL, storefrontHandlers, VAULT_URL } from '../mocks/storefront';

/**
 * Issue 20, faults in whole journeys, one adapter at a time: each call meets the faults the e2e fault
 * mode injects (500, 429 with Retry-After, no answer, applied-but-answer-lost) and must ride them out
 * where a retry is safe, and only there.
 */
const API = 'https://api.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let waits: number[];
beforeEach(() => (waits = []));
const policy = (): RetryPolicy => ({ attempts: 5, baseDelayMs: 250, maxDelayMs: 4000, random: () => 0.5, sleep: async (ms) => void waits.push(ms) });

type Fault = '500' | '429' | 'network' | 'pass';
/** Answers the planned faults in order, then lets requests through; counts every request. */
function plan(faults: Fault[]) {
  const state = { requests: 0 };
  const resolver = () => {
    const fault = faults[state.requests++] ?? 'pass';
    if (fault === '500') return HttpResponse.json({ message: 'injected' }, { status: 500 });
    if (fault === '429') return HttpResponse.json({ message: 'slow down' }, { status: 429, headers: { 'Retry-After': '2' } });
    if (fault === 'network') return HttpResponse.error();
    return undefined;
  };
  return { state, resolver };
}

const ok = <L, A>(r: Either<L, A>): A => {
  if (isLeft(r)) throw new Error(`expected success, got ${JSON.stringify(r.left)}`);
  return r.right;
};

describe('main-API transport under faults', () => {
  const transport = () =>
    new MainApiTransport({ settings: { apiBase: API, version: '1' }, tenantId: 'tilepix', tokens: { current: () => null }, retry: policy() });

  it('rides out a 500, a 429 (waiting its Retry-After) and a dropped connection on a GET', async () => {
    const faults = plan(['500', '429', 'network']);
    server.use(
      http.get(`${API}v1/zendesk/promoted_articles`, faults.resolver),
      http.get(`${API}v1/zendesk/promoted_articles`, () => HttpResponse.json({ articles: [] })),
    );
    expect(ok(await transport().call(endpoints.getPromotedArticles, {}))).toEqual({ articles: [] });
    expect(faults.state.requests).toBe(4);
    // Backoff with jitter 0.5: 125 ms, then the server's 2 s, then 500 ms.
    expect(waits).toEqual([125, 2000, 500]);
  });

  it('retries photos/prepare (an unused slot just expires) but sends a project save once', async () => {
    const prepare = plan(['500', 'network']);
    server.use(
      http.post(`${API}v1/photos/prepare`, prepare.resolver),
      http.post(`${API}v1/photos/prepare`, () => HttpResponse.json({ slots: [{ url: 'https://api.test/files', fields: { key: 'uploads/tilepix/a.jpg' } }] })),
    );
    expect(ok(await transport().call(endpoints.preparePhotos, { body: { quantity: 1 } })).slots).toHaveLength(1);
    expect(prepare.state.requests).toBe(3);

    const save = plan(['500']);
    server.use(http.post(`${API}v1/projects/save`, save.resolver));
    const failed = await transport().call(endpoints.saveProject, { body: {} as never });
    expect(isLeft(failed) && failed.left).toMatchObject({ code: 'api/server', status: 500 });
    expect(save.state.requests).toBe(1);
  });

  it('gives up after 5 attempts with the failure of the last', async () => {
    const faults = plan(['500', '500', '500', '500', '500', '500']);
    server.use(http.get(`${API}v1/products/config`, faults.resolver));
    const result = await transport().call(endpoints.getConfig, {});
    expect(isLeft(result) && result.left).toEqual({ code: 'api/server', status: 500, message: 'injected' });
    expect(faults.state.requests).toBe(5);
    expect(waits).toEqual([125, 250, 500, 1000]);
  });

  it('never retries a refusal (4xx)', async () => {
    let requests = 0;
    server.use(http.get(`${API}v1/promo/get`, () => (requests++, HttpResponse.json({ message: 'no such promo' }, { status: 404 }))));
    expect(isLeft(await transport().call(endpoints.getPromo, { query: { promo: 'NOPE' } }))).toBe(true);
    expect(requests).toBe(1);
  });
});

describe('storefront cart under faults', () => {
  const BLACK = 'gid://shopify/ProductVariant/41000000001';
  const line = (quantity: number) => ({ merchandiseId: BLACK, quantity, attributes: [{ key: '_tiles', value: '[{"imagePath":"u/a.jpg"}]' }] });
  const billingAddress = { firstName: 'Ada', lastName: 'L', address1: '1 Main', city: 'X', province: 'IL', zip: '60601', country: 'US' };
  const keyed = { url: STOREFRONT_URL, accessToken: STOREFRONT_TOKEN, vaultUrl: VAULT_URL, honoursIdempotencyKey: true };
  const cartOn = (endpoint: typeof keyed | Omit<typeof keyed, 'honoursIdempotencyKey'>) =>
    new GraphQLStorefrontCart(endpoint, { sleep: async (ms) => void waits.push(ms), timeoutMs: 5000, retry: policy() });

  it('adds the lines once when the answer of cartLinesAdd is lost: the retry carries the same Idempotency-Key', async () => {
    let lose = 0;
    const fake = storefrontHandlers({ loseAnswer: (name) => name === 'cartLinesAdd' && lose++ < 2 });
    const keys: Array<string | null> = [];
    server.use(
      http.post(STOREFRONT_URL, ({ request }) => void keys.push(request.headers.get('Idempotency-Key'))),
      ...fake.handlers,
    );
    const cart = ok(await cartOn(keyed).createCart({ lines: [line(1)], attributes: [] }));
    const added = ok(await cartOn(keyed).addLines(cart.id, [line(2)]));
    expect(added.totalQuantity).toBe(3);
    expect(ok(await cartOn(keyed).getCart(cart.id))?.totalQuantity).toBe(3);
    // cartCreate's key, then three sends of cartLinesAdd with one key, then the query with none.
    expect(keys).toHaveLength(5);
    expect(new Set(keys.slice(1, 4)).size).toBe(1);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[4]).toBeNull();
  });

  it('retries a query and a keyed mutation after a 500 and a dropped connection', async () => {
    const fake = storefrontHandlers();
    const faults = plan(['500', 'network', 'pass', '500']);
    server.use(http.post(STOREFRONT_URL, faults.resolver), ...fake.handlers);
    const cart = ok(await cartOn(keyed).createCart({ lines: [line(1)], attributes: [] }));
    expect(ok(await cartOn(keyed).getCart(cart.id))?.totalQuantity).toBe(1);
    expect(fake.seen.map((s) => s.name)).toEqual(['cartCreate', 'cart']);
    expect(faults.state.requests).toBe(5);
  });

  it('does not resend a mutation after a 500 where the endpoint honours no key (a real shop)', async () => {
    const fake = storefrontHandlers();
    const faults = plan(['500']);
    server.use(http.post(STOREFRONT_URL, faults.resolver), ...fake.handlers);
    const { url, accessToken, vaultUrl } = keyed;
    const result = await cartOn({ url, accessToken, vaultUrl }).createCart({ lines: [line(1)], attributes: [] });
    expect(isLeft(result) && result.left).toMatchObject({ code: 'storefront/http', message: 'Cart creation failed: HTTP 500' });
    expect(faults.state.requests).toBe(1);
    expect(fake.carts.size).toBe(0);
  });

  it('a card completion whose answer is lost returns the one order on retry', async () => {
    let lose = 0;
    const fake = storefrontHandlers({ loseAnswer: (name) => name === 'checkoutCompleteWithCreditCardV2' && lose++ < 1 });
    server.use(...fake.handlers);
    const cart = ok(await cartOn(keyed).createCart({ lines: [line(2)], attributes: [] }));
    const done = ok(
      await cartOn(keyed).completeWithCard(cart.checkoutId, { amount: 2800 as never, idempotencyKey: 'k1', vaultId: 'vs_ok', billingAddress, test: true }),
    );
    expect(done.orderId).toMatch(/^gid:\/\/shopify\/Order\//);
    expect(fake.seen.filter((s) => s.name === 'checkoutCompleteWithCreditCardV2')).toHaveLength(2);
    // The fake applied it once: one payment id was issued for both sends.
    expect(new Set(fake.seen.filter((s) => s.name === 'checkoutCompleteWithCreditCardV2').map((s) => s.variables.payment.idempotencyKey))).toEqual(
      new Set(['k1']),
    );
  });

  it('says the spec wording once retries are exhausted', async () => {
    server.use(http.post(STOREFRONT_URL, () => HttpResponse.error()));
    const result = await cartOn(keyed).addLines('gid://shopify/Cart/c1', [line(1)]);
    expect(isLeft(result) && result.left.message).toMatch(/^Cart line addition failed: /);
    expect(waits).toEqual([125, 250, 500, 1000]);
  });
});

describe('card vault and HEAD size probe under faults', () => {
  it('asks the vault again after a 503 and a dropped connection; a refusal is final', async () => {
    const faults = plan(['500', 'network']);
    const fake = storefrontHandlers();
    server.use(http.post(VAULT_URL.split('?')[0]!, faults.resolver), ...fake.handlers);
    const vault = new HttpPaymentVault({ vaultUrl: VAULT_URL }, policy());
    expect(ok(await vault.createSession({ number: '4242424242424242', name: 'A B', expiry: '12/30', securityCode: '123' }))).toEqual({ id: 'vs_ok' });
    expect(faults.state.requests).toBe(3);
    const refused = await vault.createSession({ number: '4242424242424241', name: 'A B', expiry: '12/30', securityCode: '123' });
    expect(isLeft(refused) && refused.left).toEqual({ code: 'vault/refused', message: 'Invalid credit card number' });
    expect(faults.state.requests).toBe(4);
  });

  it('reads a size after a lost HEAD and a 500; a 404 is final', async () => {
    const faults = plan(['network', '500']);
    server.use(
      http.head('https://api.test/files/uploads/a.jpg', faults.resolver),
      http.head('https://api.test/files/uploads/a.jpg', () => new HttpResponse(null, { headers: { 'x-amz-meta-width': '1200', 'x-amz-meta-height': '900' } })),
      http.head('https://api.test/files/uploads/gone.jpg', () => new HttpResponse(null, { status: 404 })),
    );
    const probe = new HeadImageSizeProbe(undefined, undefined, policy());
    expect(ok(await probe.size('https://api.test/files/uploads/a.jpg'))).toEqual({ width: 1200, height: 900 });
    expect(faults.state.requests).toBe(3);
    const gone = await probe.size('https://api.test/files/uploads/gone.jpg');
    expect(isLeft(gone) && gone.left.message).toBe('HEAD https://api.test/files/uploads/gone.jpg: HTTP 404');
  });
});
