import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MainApiTransport, VERSION_HEADER } from '../../src/adapters/main-api/transport';
import { browserRetryPolicy } from '../../src/adapters/transient-retry';

/** Transient failures are still retried, without the waits. */
const NO_WAIT = browserRetryPolicy({ sleep: async () => {} });
import type { UnauthorizedRecovery } from '../../src/application/ports/access-token';
import { endpoints } from '../../src/contract/endpoints';

const API = 'https://api.test/api/';
const seen: Request[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const transport = (token: () => string | null = () => null, unauthorized?: UnauthorizedRecovery) =>
  new MainApiTransport({
    settings: { apiBase: API, version: '4.5.6' },
    tenantId: 'wg',
    tokens: { current: token },
    retry: NO_WAIT,
    ...(unauthorized ? { unauthorized } : {}),
  });

describe('MainApiTransport', () => {
  it('fills path params, encodes the query and adds the tenantId query, version header and bearer token', async () => {
    server.use(
      http.get(`${API}v1/products/:tenantId/artist/:artistName`, ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ products: [] });
      }),
      http.get(`${API}v1/promo/get`, ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ promo: { code: 'A B', type: 'percentage', value: '10.00' } });
      }),
    );
    const api = transport(() => 'tok-1');
    expect(await api.call(endpoints.getArtistProducts, { params: { tenantId: 'wg', artistName: 'Mara Quinn/2' } })).toEqual({
      _tag: 'Right',
      right: { products: [] },
    });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/products/wg/artist/Mara%20Quinn%2F2');
    const promo = await api.call(endpoints.getPromo, { query: { promo: 'a b' } });
    expect(isRight(promo) && promo.right.promo.code).toBe('A B');
    const url = new URL(seen[1]!.url);
    expect([url.searchParams.get('promo'), url.searchParams.get('tenantId')]).toEqual(['a b', 'wg']);
    expect(seen[1]!.headers.get(VERSION_HEADER)).toBe('4.5.6');
    expect(seen[1]!.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('sends the body as JSON and reads no answer for a 204', async () => {
    server.use(
      http.post(`${API}v1/client-events`, async ({ request }) => {
        seen.push(request.clone());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await transport().call(endpoints.reportClientEvent, { body: { kind: 'event', name: 'x' } })).toEqual({ _tag: 'Right', right: undefined });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ kind: 'event', name: 'x' });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('answers failures as values: the server message, a network error, a decode failure with its path', async () => {
    server.use(http.get(`${API}v1/products/config`, () => HttpResponse.json({ message: 'Tenant not found.' }, { status: 404 })));
    expect(await transport().call(endpoints.getConfig, {})).toEqual({
      _tag: 'Left',
      left: { code: 'api/not-found', status: 404, message: 'Tenant not found.' },
    });
    server.use(http.get(`${API}v1/products/config`, () => HttpResponse.error()));
    const network = await transport().call(endpoints.getConfig, {});
    expect(isLeft(network) && network.left.code).toBe('api/network');
    server.use(http.get(`${API}v1/products/config`, () => HttpResponse.json({ products: 'none' })));
    const decode = await transport().call(endpoints.getConfig, {});
    expect(isLeft(decode) && decode.left).toMatchObject({
      code: 'api/decode',
      status: 200,
      message: expect.stringMatching(/^v1\/products\/config: products: /),
    });
  });

  it('on 401 gives up by default', async () => {
    let calls = 0;
    server.use(http.get(`${API}v1/albums/public`, () => (calls++, HttpResponse.json({ message: 'Token expired' }, { status: 401 }))));
    expect(await transport().call(endpoints.getPublicAlbums, {})).toEqual({
      _tag: 'Left',
      left: { code: 'api/unauthorized', status: 401, message: 'Token expired' },
    });
    expect(calls).toBe(1);
  });

  it('on 401 asks the recovery once (with the token the call was refused), then retries once with the new token', async () => {
    let token = 'old';
    const asked: Array<string | null | undefined> = [];
    const recovery: UnauthorizedRecovery = {
      recover: async (_repeated, refusedToken) => {
        asked.push(refusedToken);
        token = 'new';
        return 'retry';
      },
    };
    server.use(
      http.get(`${API}v1/albums/public`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new' ? HttpResponse.json({ albums: [] }) : HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    expect(await transport(() => token, recovery).call(endpoints.getPublicAlbums, {})).toEqual({ _tag: 'Right', right: { albums: [] } });
    expect(asked).toEqual(['old']);

    // Refused again after the retry: a second round (repeated: sign in), one more retry, then the 401 is the answer: no loop.
    let sent = 0;
    server.use(http.get(`${API}v1/albums/public`, () => (sent++, HttpResponse.json({ message: 'still no' }, { status: 401 }))));
    const again = await transport(() => token, recovery).call(endpoints.getPublicAlbums, {});
    expect(isLeft(again) && again.left.message).toBe('still no');
    expect(asked).toEqual(['old', 'new', 'new']);
    expect(sent).toBe(3);
  });

  it('a call refused again after the refresh asks for a sign-in (repeated) and is retried with the new token', async () => {
    let token = 'stale';
    const rounds: boolean[] = [];
    const recovery: UnauthorizedRecovery = {
      recover: async (repeated = false) => {
        rounds.push(repeated);
        // The refresh hands out a token the server still refuses; the sign-in one it accepts.
        token = repeated ? 'signed-in' : 'refreshed';
        return 'retry';
      },
    };
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${API}v1/albums/public`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer signed-in'
          ? HttpResponse.json({ albums: [] })
          : HttpResponse.json({ message: 'no' }, { status: 401 });
      }),
    );
    expect(await transport(() => token, recovery).call(endpoints.getPublicAlbums, {})).toEqual({ _tag: 'Right', right: { albums: [] } });
    expect(rounds).toEqual([false, true]);
    expect(seen).toEqual(['Bearer stale', 'Bearer refreshed', 'Bearer signed-in']);
  });

  it('refreshes a token already expired by this device’s clock before the call, instead of sending it to be refused', async () => {
    const jwt = (exp: number, name: string) =>
      `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: name, exp })).toString('base64url')}.sig`;
    const expired = jwt(Math.floor(Date.now() / 1000) - 60, 'expired');
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900, 'fresh');
    let token = expired;
    const refreshedFor: string[] = [];
    const recovered: Array<string | null | undefined> = [];
    const recovery: UnauthorizedRecovery = {
      recover: async (_repeated, refused) => (recovered.push(refused), 'give-up'),
      refreshExpired: async (old) => {
        refreshedFor.push(old);
        token = fresh;
      },
    };
    const sentWith: Array<string | null> = [];
    server.use(
      http.get(`${API}v1/albums/public`, ({ request }) => {
        sentWith.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === `Bearer ${fresh}`
          ? HttpResponse.json({ albums: [] })
          : HttpResponse.json({ message: 'no' }, { status: 401 });
      }),
    );
    expect(await transport(() => token, recovery).call(endpoints.getPublicAlbums, {})).toEqual({ _tag: 'Right', right: { albums: [] } });
    // No request with the expired token, so no 401 (which the browser logs as an error) and no recovery round.
    expect([refreshedFor, sentWith, recovered]).toEqual([[expired], [`Bearer ${fresh}`], []]);
    // A token still valid, or without an exp the client can read, goes out as it is.
    await transport(() => token, recovery).call(endpoints.getPublicAlbums, {});
    token = 'opaque';
    await transport(() => token, recovery).call(endpoints.getPublicAlbums, {});
    expect(refreshedFor).toEqual([expired]);
    expect(sentWith.slice(1)).toEqual([`Bearer ${fresh}`, 'Bearer opaque']);
  });

  it('gives up at once when the recovery gives up (the shopper closed the login modal)', async () => {
    let sent = 0;
    server.use(http.get(`${API}v1/albums/public`, () => (sent++, HttpResponse.json({ message: 'no' }, { status: 401 }))));
    const rounds: boolean[] = [];
    const answer = await transport(() => 'x', { recover: async (repeated = false) => (rounds.push(repeated), 'give-up' as const) }).call(
      endpoints.getPublicAlbums,
      {},
    );
    expect(isLeft(answer) && answer.left.code).toBe('api/unauthorized');
    expect(rounds).toEqual([false]);
    expect(sent).toBe(1);
  });
});
