import { isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as t from 'io-ts';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { GraphQLTransport } from '../../src/adapters/storefront/graphql-transport';

const URL_ = 'http://localhost/api/storefront/2024-04/graphql.json';
const endpoint = { url: URL_, accessToken: 'sf-token', vaultUrl: 'http://localhost/api/vault/sessions' };
const timing = { sleep: async () => {}, timeoutMs: 5000 };
const Data = t.type({ ok: t.boolean });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers 401 to `badToken`, data otherwise; records every Authorization header. */
const serve = (badToken: string | null) => {
  const seen: Array<string | null> = [];
  server.use(
    http.post(URL_, ({ request }) => {
      const header = request.headers.get('authorization');
      seen.push(header);
      if (badToken !== null && header === `Bearer ${badToken}`)
        return HttpResponse.json({ message: 'Invalid or expired access token', code: 'auth/token-invalid' }, { status: 401 });
      return HttpResponse.json({ data: { ok: true } });
    }),
  );
  return seen;
};

it('sends the signed-in customer’s bearer token with the storefront token (issue #14: the server prices for them)', async () => {
  const seen = serve(null);
  const transport = new GraphQLTransport(endpoint, timing, { tokens: { current: () => 'access-1' } });
  expect(isRight(await transport.send('query { ok }', {}, Data))).toBe(true);
  expect(seen).toEqual(['Bearer access-1']);
});

it('sends no Authorization header when nobody is signed in (anonymous pricing)', async () => {
  const seen = serve(null);
  expect(isRight(await new GraphQLTransport(endpoint, timing, { tokens: { current: () => null } }).send('query { ok }', {}, Data))).toBe(true);
  expect(isRight(await new GraphQLTransport(endpoint, timing).send('query { ok }', {}, Data))).toBe(true);
  expect(seen).toEqual([null, null]);
});

it('a refused token recovers once (refresh) and the call is sent again with the new token', async () => {
  const seen = serve('old');
  let token = 'old';
  let recoveries = 0;
  const refused: Array<string | null | undefined> = [];
  const transport = new GraphQLTransport(endpoint, timing, {
    tokens: { current: () => token },
    unauthorized: {
      recover: async (_repeated, refusedToken) => {
        recoveries++;
        refused.push(refusedToken);
        token = 'new';
        return 'retry';
      },
    },
  });
  expect(isRight(await transport.send('query { ok }', {}, Data))).toBe(true);
  expect(seen).toEqual(['Bearer old', 'Bearer new']);
  expect(recoveries).toBe(1);
  expect(refused).toEqual(['old']);
});

it('a token refused again after recovery asks again (repeated: sign in), then is a failure, not a loop', async () => {
  const seen = serve('old');
  const rounds: boolean[] = [];
  const transport = new GraphQLTransport(endpoint, timing, {
    tokens: { current: () => 'old' },
    unauthorized: { recover: async (repeated = false) => (rounds.push(repeated), 'retry' as const) },
  });
  const answer = await transport.send('query { ok }', {}, Data);
  expect(answer).toMatchObject({ _tag: 'Left', left: { code: 'storefront/http' } });
  expect(rounds).toEqual([false, true]);
  expect(seen).toHaveLength(3);
});
