import 'reflect-metadata';
import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { sharedTransportModule } from '../../src/adapters/main-api/transport-from-context';
import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { HttpMainApi, VERSION_HEADER } from '../../src/adapters/main-api/http-main-api';
import { AccessTokenSource, UnauthorizedRecovery } from '../../src/application/ports/access-token';
import { MainApi, type MainApi as MainApiPort } from '../../src/application/ports/main-api';
import { ClientSettings, TenantId } from '../../src/application/tokens';
import { API, handlers, seen } from '../mocks/handlers';
import { browserRetryPolicy } from '../../src/adapters/transient-retry';

/** Transient failures are still retried (5 attempts), without the waits. */
const instantRetry = browserRetryPolicy({ sleep: async () => {} });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function api(token: string | null = null, tenantId = 'wg') {
  return new HttpMainApi(
    new MainApiTransport({ settings: { apiBase: API, version: '1.2.3' }, tenantId, tokens: { current: () => token }, retry: instantRetry }),
  );
}

describe('HttpMainApi', () => {
  it('decodes the tenant and sends the tenantId query and the version header', async () => {
    const result = await api().getTenant('wg');
    expect(isRight(result) && result.right.shopAllLabel).toBe('PRINT & PICK UP TODAY');
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('tenantId')).toBe('wg');
    expect(seen[0]!.headers.get(VERSION_HEADER)).toBe('1.2.3');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('adds the Authorization header when an access token exists', async () => {
    await api('tok-123').getConfig();
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('turns decimal prices into integer cents', async () => {
    const result = await api().getConfig();
    if (!isRight(result)) throw new Error('expected config');
    expect(result.right.products.find((p) => p.id === 'blackTile')?.priceCents).toBe(1400);
    expect(result.right.products.find((p) => p.id === 'standardWallPad')?.priceCents).toBe(500);
    expect(result.right.welcomePromo).toEqual({ active: true, percentOff: 30, durationDays: 5 });
  });

  it("returns the server's message on a 404", async () => {
    const result = await api().getTenant('nosuch');
    expect(result).toEqual({ _tag: 'Left', left: { code: 'api/not-found', status: 404, message: 'Tenant not found.' } });
  });

  it('returns a server failure on a 500 without a JSON body', async () => {
    server.use(http.get(`${API}v1/products/config`, () => new HttpResponse('<h1>oops</h1>', { status: 500 })));
    const result = await api().getConfig();
    expect(result).toEqual({ _tag: 'Left', left: { code: 'api/server', status: 500, message: 'HTTP 500' } });
  });

  it('returns a decode failure for malformed JSON', async () => {
    server.use(
      http.get(`${API}v1/products/config`, () => new HttpResponse('{"products": [', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const result = await api().getConfig();
    expect(isLeft(result) && result.left).toEqual({ code: 'api/decode', status: 200, message: 'v1/products/config: the answer is not valid JSON' });
  });

  it('returns a decode failure naming the path when the answer does not match the contract', async () => {
    server.use(
      http.get(`${API}v1/products/config`, () =>
        HttpResponse.json({ products: [{ id: 'blackTile', shopifyId: 'x', price: 14 }], welcomePromo: { active: true, percentOff: 30, duration: 5 } }),
      ),
    );
    const result = await api().getConfig();
    expect(isLeft(result) && result.left.message).toBe('v1/products/config: products.0.price: expected a decimal amount like "14.00", got 14');
  });

  it('returns a network failure when the server cannot be reached', async () => {
    server.use(http.get(`${API}v1/tenants/:id/v2`, () => HttpResponse.error()));
    const result = await api().getTenant('wg');
    expect(isLeft(result) && result.left.code).toBe('api/network');
  });

  it('posts client events as JSON', async () => {
    const result = await api().reportClientEvent({ kind: 'error', name: 'render', message: 'boom' });
    expect(isRight(result)).toBe(true);
    expect(seen[0]!.method).toBe('POST');
    expect(await seen[0]!.json()).toEqual({ kind: 'error', name: 'render', message: 'boom' });
  });

  it('resolves through Inversify, with the default 401 handling or a bound recovery that it uses', async () => {
    const container = new Container();
    container.bind(ClientSettings).toConstantValue({ apiBase: API, version: '1.2.3' });
    container.bind(TenantId).toConstantValue('wg');
    container.bind(AccessTokenSource).toConstantValue({ current: () => null });
    container.bind(MainApi).to(HttpMainApi);
    await container.load(sharedTransportModule);
    server.use(http.get(`${API}v1/products/config`, () => HttpResponse.json({ message: 'Sign in' }, { status: 401 })));
    const plain = await container.get<MainApiPort>(MainApi).getConfig();
    expect(isLeft(plain) && plain.left.code).toBe('api/unauthorized');
    let asked = 0;
    container.bind(UnauthorizedRecovery).toConstantValue({ recover: async () => (asked++, 'give-up' as const) });
    await container.get<MainApiPort>(MainApi).getConfig();
    expect(asked).toBe(1);
  });

  it('issue 27: the account calls load on first use and go through the same transport (token, 401 recovery); a refused refresh is not recovered', async () => {
    let asked = 0;
    const transport = new MainApiTransport({
      settings: { apiBase: API, version: '1.2.3' },
      tenantId: 'wg',
      tokens: { current: () => 'tok-9' },
      retry: instantRetry,
      unauthorized: { recover: async () => (asked++, 'give-up' as const) },
    });
    const accounts = new HttpMainApi(transport);
    const requests: Request[] = [];
    server.use(
      http.get(`${API}v1/shopify/customer_get`, ({ request }) => {
        requests.push(request);
        return HttpResponse.json({ customer: { id: 'c-pat', email: 'pat@example.test', first_name: 'Pat' } });
      }),
      http.post(`${API}v1/account/refresh`, ({ request }) => {
        requests.push(request);
        return HttpResponse.json({ message: 'Expired' }, { status: 401 });
      }),
    );
    const customer = await accounts.getCustomer();
    expect(customer).toEqual({ _tag: 'Right', right: { id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' } });
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok-9');
    const refreshed = await accounts.refreshSession('c-pat', 'refresh-1');
    expect(isLeft(refreshed) && refreshed.left.code).toBe('api/unauthorized');
    expect(asked).toBe(0);
    expect(await requests[1]!.json()).toEqual({ userId: 'c-pat', refreshToken: 'refresh-1' });
  });

  it('issue 27: the geolocation lookup every page makes at start answers the country (null when unknown)', async () => {
    server.use(http.get(`${API}v1/geolocation`, () => HttpResponse.json({ country_code: 'CA' })));
    expect(await api().getGeolocation()).toEqual({ _tag: 'Right', right: 'CA' });
    server.use(http.get(`${API}v1/geolocation`, () => HttpResponse.json({ country_code: null })));
    expect(await api().getGeolocation()).toEqual({ _tag: 'Right', right: null });
  });
});
