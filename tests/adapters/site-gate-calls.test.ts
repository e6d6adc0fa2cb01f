import 'reflect-metadata';
import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpMainApi } from '../../src/adapters/main-api/http-main-api';
import { browserRetryPolicy } from '../../src/adapters/transient-retry';
import { API, handlers } from '../mocks/handlers';

/* Issue 18: the private-site gate's calls, against msw: the gate's answers as the server sends them. */
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () =>
  new HttpMainApi(
    new MainApiTransport({
      settings: { apiBase: API, version: '1.2.3' },
      tenantId: 'private',
      tokens: { current: () => null },
      retry: browserRetryPolicy({ sleep: async () => {} }),
    }),
  );

describe('the private-site gate calls', () => {
  it('POSTs the password to v1/site/authorize with the tenantId query, once', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    server.use(
      http.post(`${API}v1/site/authorize`, async ({ request }) => {
        sent.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ authorized: true }, { headers: { 'set-cookie': 'tpx_site_private=v.1.m; HttpOnly' } });
      }),
    );
    expect(isRight(await api().authorizeSite('tilepix-demo'))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).searchParams.get('tenantId')).toBe('private');
    expect(sent[0]!.body).toEqual({ password: 'tilepix-demo' });
  });

  it("answers a refusal as a value with the server's status and words, and never repeats the try", async () => {
    let calls = 0;
    server.use(
      http.post(`${API}v1/site/authorize`, () => {
        calls++;
        return HttpResponse.json({ message: 'Too many password attempts. Please wait a few minutes and try again.' }, { status: 429 });
      }),
    );
    const refused = await api().authorizeSite('guess');
    expect(isLeft(refused) && refused.left).toMatchObject({ status: 429, message: 'Too many password attempts. Please wait a few minutes and try again.' });
    // A password try is not safe to repeat: a retry would spend another of the 20.
    expect(calls).toBe(1);
  });

  it("reads a private tenant's refusal as status 403 (the gate shows, not 'Tenant not found.')", async () => {
    server.use(http.get(`${API}v1/tenants/private/v2`, () => HttpResponse.json({ message: 'This site is not public', code: 'site/private' }, { status: 403 })));
    const answer = await api().getTenant('private');
    expect(isLeft(answer) && answer.left).toMatchObject({ status: 403, message: 'This site is not public' });
  });
});
