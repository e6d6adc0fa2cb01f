import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpAdminCatalogueApi } from '../../src/adapters/main-api/admin-catalogue-calls';
import { draftToWire } from '../../src/contract/admin-products';
import { emptyProductDraft } from '../../src/domain/catalog';

const API = 'https://api.test/api/';
const seen: Request[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const api = () =>
  new HttpAdminCatalogueApi(
    new MainApiTransport({
      settings: { apiBase: API, version: '1.0.0' },
      tenantId: 'tilepix',
      tokens: { current: () => 'admin-token' },
      unauthorized: { recover: async () => 'give-up' },
    }),
  );
const draft = {
  ...emptyProductDraft(),
  id: 'p',
  name: 'P',
  urlSlug: 'p',
  priceCents: 1950,
  variants: [{ id: 'p-b', name: 'Black', priceCents: 1950, sku: 'P-B', precustomizedImageUrl: null, imageUrl: null }],
};

describe('HttpAdminCatalogueApi', () => {
  it('moves a group of the tenant in the path, with the version it saw, and decodes the list', async () => {
    const groups = [{ id: 'g', name: 'G', collectionName: null, imageUrl: null, sortOrder: 1, version: 2, products: 3 }];
    server.use(
      http.post(
        `${API}v1/admin/tenants/:tenant/groups/:id/move`,
        async ({ request, params }) => (seen.push(request.clone()), HttpResponse.json({ tenant: params.tenant, groups })),
      ),
    );
    expect(await api().moveGroup('wg', 'g', 1, 'up')).toEqual({ _tag: 'Right', right: groups });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/admin/tenants/wg/groups/g/move');
    expect(await seen[0]!.json()).toEqual({ version: 1, direction: 'up' });
  });

  it('sends a product with decimal prices and reads it back in cents', async () => {
    server.use(
      http.post(`${API}v1/admin/tenants/:tenant/products/:id`, async ({ request }) => {
        seen.push(request.clone());
        const body = (await request.json()) as { product: unknown };
        return HttpResponse.json({ tenant: 'tilepix', product: body.product, version: 8, retired: false, orderLines: 1 });
      }),
    );
    const result = await api().saveProduct('tilepix', 7, draft);
    expect(result).toEqual({ _tag: 'Right', right: { draft, version: 8, retired: false, orderLines: 1 } });
    expect(await seen[0]!.json()).toEqual({ version: 7, product: { ...draftToWire(draft), price: '19.50' } });
  });

  it("answers a 409 as a failure value with the server's words", async () => {
    server.use(
      http.post(`${API}v1/admin/tenants/:tenant/product-import/apply`, () =>
        HttpResponse.json({ message: 'The catalogue changed since the dry run: run the dry run again and check its report.' }, { status: 409 }),
      ),
    );
    expect(await api().importApply('tilepix', 'csv', { p: 1 })).toEqual({
      _tag: 'Left',
      left: { code: 'api/bad-request', status: 409, message: 'The catalogue changed since the dry run: run the dry run again and check its report.' },
    });
  });

  it('keeps only the set filters of the products list on the wire', async () => {
    server.use(
      http.get(
        `${API}v1/admin/tenants/:tenant/products`,
        ({ request }) => (seen.push(request.clone()), HttpResponse.json({ tenant: 'tilepix', products: [], page: 1, pageSize: 25, total: 0 })),
      ),
    );
    await api().listProducts('tilepix', { q: '  tile ', status: 'active', page: 1 });
    expect([...new URL(seen[0]!.url).searchParams.entries()]).toEqual([
      ['tenantId', 'tilepix'],
      ['q', 'tile'],
    ]);
  });
});
