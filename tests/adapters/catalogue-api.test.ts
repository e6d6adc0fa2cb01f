import 'reflect-metadata';
import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { isLeft, isRight, type Either } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpMainApi } from '../../src/adapters/main-api/http-main-api';
import type { ApiFailure } from '../../src/application/ports/main-api';
import { isPrecustomized, sizeText } from '../../src/domain/catalog';
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

const api = (tenantId = 'tilepix') =>
  new HttpMainApi(new MainApiTransport({ settings: { apiBase: API, version: '1.2.3' }, tenantId, tokens: { current: () => null }, retry: instantRetry }));

function rightOf<A>(result: Either<ApiFailure, A>): A {
  if (isLeft(result)) throw new Error(`expected Right, got ${JSON.stringify(result.left)}`);
  return result.right;
}

const jsonAnswer =
  (body: string, status = 200) =>
  () =>
    new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } });

describe('HttpMainApi: catalogue', () => {
  it("fetches the tenant's products from products/{tenantId}/get_customizable_products, prices in cents", async () => {
    const products = rightOf(await api('wg').getCustomizableProducts());
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/products/wg/get_customizable_products');
    const tile = products.find((p) => p.id === 'tilepix');
    expect(tile?.price).toBe(1400);
    // The pharmacy's catalogue holds every frame colour; its tenant record says which it sells (SPEC §1, §6).
    expect(tile?.variants.map((v) => [v.name, v.price])).toEqual([
      ['Black', 1400],
      ['White', 1400],
      ['Gray', 1400],
    ]);
    expect(tile && sizeText(tile)).toBe('8 x 8 inches');
    expect(products.find((p) => p.id === 'largeTile12x12') && sizeText(products.find((p) => p.id === 'largeTile12x12')!)).toBe('12 x 12 inches');
    expect(products.filter(isPrecustomized).map((p) => p.id)).toEqual(['coastlineTile', 'cityLightsTile']);
  });

  it('fetches one product by url slug or by id, and null when the answer has no product', async () => {
    expect(rightOf(await api().getProduct({ urlSlug: 'wood8x8' }))?.id).toBe('tilepix');
    expect(new URL(seen[0]!.url).searchParams.get('urlSlug')).toBe('wood8x8');
    expect(new URL(seen[0]!.url).searchParams.get('tenantId')).toBe('tilepix');
    expect(rightOf(await api().getProduct({ productId: 'wallPadKit' }))?.price).toBe(500);
    server.use(http.get(`${API}v1/products/get_product`, () => HttpResponse.json({})));
    expect(rightOf(await api().getProduct({ urlSlug: 'tilepix' }))).toBeNull();
  });

  it("returns the server's 404 message for an unknown slug", async () => {
    expect(await api().getProduct({ urlSlug: 'no-such-tile' })).toEqual({
      _tag: 'Left',
      left: { code: 'api/not-found', status: 404, message: "No product matches 'no-such-tile'." },
    });
  });

  it('fetches artist groups (hidden ones too) and an artist’s products by slug, escaping the name', async () => {
    const groups = rightOf(await api().getArtistGroups());
    expect(groups.map((g) => [g.name, g.sortOrder])).toEqual([
      ['Archive Studio', -1],
      ['Mara Quinn', 1],
      ['Theo Lindqvist', 2],
      ['Ada Okafor', 3],
      ['June Park', 4],
    ]);
    const products = rightOf(await api().getArtistProducts('theo-lindqvist'));
    expect(products.map((p) => p.name)).toEqual(['Target Rings', 'Deep Waves']);
    await api().getArtistProducts('a/b c');
    expect(seen.at(-1)!.url).toContain('/artist/a%2Fb%20c?');
  });

  it('fetches layouts, public albums, promoted articles and a promo', async () => {
    expect(rightOf(await api().getLayouts()).map((l) => l.numFrames)).toEqual([3, 6, 9, 16, 21, 34, 49, 100]);
    const albums = rightOf(await api().getPublicAlbums());
    expect(albums.flatMap((a) => a.images).length).toBeGreaterThanOrEqual(12);
    const articles = rightOf(await api().getPromotedArticles());
    expect(articles[0]).toMatchObject({ title: 'How do TilePix stick to the wall?', bodyHtml: expect.stringContaining('<p>') });
    const promo = await api().getPromo('spend30get1');
    expect(isRight(promo) && promo.right).toMatchObject({ code: 'SPEND30GET1', type: 'percentage', value: 100, requiredPurchase: 3000 });
    expect(new URL(seen.at(-1)!.url).searchParams.get('promo')).toBe('spend30get1');
  });

  it.each([
    ['getCustomizableProducts', `${API}v1/products/:tenantId/get_customizable_products`, () => api().getCustomizableProducts()],
    ['getProduct', `${API}v1/products/get_product`, () => api().getProduct({ urlSlug: 'tilepix' })],
    ['getArtistGroups', `${API}v1/products/:tenantId/get_artist_groups`, () => api().getArtistGroups()],
    ['getArtistProducts', `${API}v1/products/:tenantId/artist/:name`, () => api().getArtistProducts('mara-quinn')],
  ] as const)('%s: a 500 is a server failure, malformed JSON and a wrong shape are decode failures', async (_name, path, call) => {
    server.use(http.get(path, () => new HttpResponse('<h1>down</h1>', { status: 500 })));
    expect(await call()).toEqual({ _tag: 'Left', left: { code: 'api/server', status: 500, message: 'HTTP 500' } });
    server.use(http.get(path, jsonAnswer('{"products": [')));
    const malformed = await call();
    expect(isLeft(malformed) && malformed.left).toMatchObject({ code: 'api/decode', message: expect.stringMatching(/the answer is not valid JSON$/) });
    server.use(http.get(path, () => HttpResponse.json({ products: [{ id: 'x' }], product: { id: 'x' }, artistGroups: [{ id: 1 }] })));
    const wrong = await call();
    expect(isLeft(wrong) && wrong.left.code).toBe('api/decode');
  });

  it('names the failing path when a product price is not a decimal', async () => {
    server.use(
      http.get(`${API}v1/products/get_product`, () =>
        HttpResponse.json({ product: { id: 'tilepix', name: 'Photo Tile', urlSlug: 'tilepix', price: 14, variants: [] } }),
      ),
    );
    const result = await api().getProduct({ urlSlug: 'tilepix' });
    expect(isLeft(result) && result.left.message).toBe('v1/products/get_product: product.price: expected a decimal amount like "14.00", got 14');
  });

  it('fetches an SVG template without the API query or headers, and fails on a 404', async () => {
    // No DOM in this environment: the sanitiser refuses rather than pass markup through unsanitised.
    const result = await api().getSvgTemplate('/files/templates/monogram.svg');
    expect(isLeft(result) && result.left).toMatchObject({
      code: 'api/decode',
      message: 'SVG template /files/templates/monogram.svg: cannot be sanitised here',
    });
    expect(new URL(seen[0]!.url).search).toBe('');
    expect(seen[0]!.headers.get('x-tpx-version')).toBeNull();
    server.use(http.get('*/files/templates/:name', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const missing = await api().getSvgTemplate('/files/templates/gone.svg');
    expect(isLeft(missing) && missing.left).toMatchObject({ code: 'api/not-found', status: 404, message: 'SVG template /files/templates/gone.svg: HTTP 404' });
  });
});
