import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpAdminApi } from '../../src/adapters/main-api/admin-calls';

const API = 'https://api.test/api/';
const seen: Request[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const api = (token = 'admin-token', recover: () => Promise<'retry' | 'give-up'> = async () => 'give-up') =>
  new HttpAdminApi(
    new MainApiTransport({ settings: { apiBase: API, version: '1.0.0' }, tenantId: 'tilepix', tokens: { current: () => token }, unauthorized: { recover } }),
  );

const page = {
  orders: [
    { id: '9', number: 'K7M4Q9XRT', createdAt: '2026-05-01T10:00:00.000Z', email: null, tenantId: 'wg', tiles: 2, total: '28.00', status: 'paid', test: true },
  ],
  page: 2,
  pageSize: 25,
  total: 26,
};

describe('HttpAdminApi (the admin endpoint group over the main-API transport)', () => {
  it('sends only the filters that are set, with the bearer token, and decodes the page', async () => {
    server.use(http.get(`${API}v1/admin/orders`, ({ request }) => (seen.push(request.clone()), HttpResponse.json(page))));
    const result = await api().listOrders({ q: '  #12 ', status: 'paid', test: 'all', page: 2 });
    expect(result).toEqual({ _tag: 'Right', right: page });
    const url = new URL(seen[0]!.url);
    expect([...url.searchParams.entries()]).toEqual([
      ['tenantId', 'tilepix'],
      ['q', '#12'],
      ['status', 'paid'],
      ['page', '2'],
    ]);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it("answers a 403 as a failure value with the server's words", async () => {
    server.use(http.get(`${API}v1/admin/orders/:id`, () => HttpResponse.json({ message: 'Admins only', code: 'auth/forbidden' }, { status: 403 })));
    expect(await api().getOrder('9')).toEqual({ _tag: 'Left', left: { code: 'api/bad-request', status: 403, message: 'Admins only' } });
  });

  it('downloads a print file with the name the server gave, refreshing once on 401', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}v1/admin/orders/:id/print/:line/:tile`, ({ params }) => {
        calls++;
        if (calls === 1) return HttpResponse.json({ message: 'Invalid or expired access token' }, { status: 401 });
        return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
          headers: {
            'content-type': 'image/jpeg',
            'content-disposition': `attachment; filename="order-${String(params.id)}-line-${String(params.line)}-tile-${String(params.tile)}.jpg"`,
          },
        });
      }),
    );
    let recovered = 0;
    const result = await api('t', async () => (recovered++, 'retry')).printFile('9', 1, 2);
    expect(recovered).toBe(1);
    expect(result._tag).toBe('Right');
    if (result._tag === 'Right') {
      expect([result.right.name, result.right.type, result.right.blob.size]).toEqual(['order-9-line-1-tile-2.jpg', 'image/jpeg', 3]);
    }
  });

  it('a refused download is a failure value, not a file', async () => {
    server.use(
      http.get(`${API}v1/admin/orders/:id/print-files`, () =>
        HttpResponse.json({ message: 'The photo of tile 1 on line 1 is not stored on this server (x).' }, { status: 422 }),
      ),
    );
    expect(await api().printArchive('9')).toEqual({
      _tag: 'Left',
      left: { code: 'api/bad-request', status: 422, message: 'The photo of tile 1 on line 1 is not stored on this server (x).' },
    });
  });

  it('posts a status move with the status it was based on', async () => {
    server.use(
      http.post(
        `${API}v1/admin/orders/:id/status`,
        async ({ request }) => (
          seen.push(request.clone()),
          HttpResponse.json({ message: 'An order that is Shipped cannot move to Cancelled. A shipped order is final.' }, { status: 409 })
        ),
      ),
    );
    const result = await api().moveOrder('9', { from: 'shipped', to: 'cancelled', reason: 'Late' });
    expect(await seen[0]!.json()).toEqual({ from: 'shipped', to: 'cancelled', reason: 'Late' });
    expect(result).toEqual({
      _tag: 'Left',
      left: { code: 'api/bad-request', status: 409, message: 'An order that is Shipped cannot move to Cancelled. A shipped order is final.' },
    });
  });
});
