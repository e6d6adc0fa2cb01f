import 'reflect-metadata';
import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FetchImageBlobs } from '../../src/adapters/photos/fetch-image-blob';
import { HeadImageSizeProbe } from '../../src/adapters/photos/head-image-size-probe';
import { ImageProxyAddress } from '../../src/adapters/photos/image-proxy-address';

const requested: string[] = [];
const server = setupServer(
  http.get('https://cdn.example/a.jpg', ({ request }) => {
    requested.push(request.url);
    return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } });
  }),
  http.get('https://cdn.example/render', ({ request }) => {
    requested.push(request.url);
    return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png; charset=binary' } });
  }),
  http.get('https://cdn.example/page.html', () => new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } })),
  http.get('https://cdn.example/gone.jpg', () => new HttpResponse(null, { status: 404 })),
  http.get('https://cdn.example/down.jpg', () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());

describe('FetchImageBlobs', () => {
  const blobs = new FetchImageBlobs(undefined, () => 1700000000000);

  it('GETs the image with a timestamp query added and answers its bytes as a typed Blob', async () => {
    const a = await blobs.fetchBlob('https://cdn.example/a.jpg');
    expect(isRight(a) && [a.right.type, a.right.size]).toEqual(['image/jpeg', 6]);
    const r = await blobs.fetchBlob('https://cdn.example/render?id=3');
    expect(isRight(r) && r.right.type).toMatch(/^image\/png/);
    expect(requested).toEqual(['https://cdn.example/a.jpg?t=1700000000000', 'https://cdn.example/render?id=3&t=1700000000000']);
  });

  it('refuses an HTTP error, a network error and a body that is not an image', async () => {
    const gone = await blobs.fetchBlob('https://cdn.example/gone.jpg');
    expect(isLeft(gone) && gone.left.message).toBe('GET https://cdn.example/gone.jpg: HTTP 404');
    expect(isLeft(await blobs.fetchBlob('https://cdn.example/down.jpg'))).toBe(true);
    const page = await blobs.fetchBlob('https://cdn.example/page.html');
    expect(isLeft(page) && page.left.message).toBe('GET https://cdn.example/page.html: not an image (text/html)');
  });
});

describe('query images through the image proxy (CSP connect-src self)', () => {
  const proxy = new ImageProxyAddress('/api/', 'https://shop.test');
  const proxied: string[] = [];
  const proxyHandlers = [
    http.get('https://shop.test/api/v1/images/proxy', ({ request }) => {
      proxied.push(request.url);
      const target = new URL(request.url).searchParams.get('url') ?? '';
      if (target.startsWith('https://cdn.example/page.html'))
        return HttpResponse.json({ message: 'Refused: the address is not an image (content type text/html)' }, { status: 415 });
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 9]), {
        headers: { 'content-type': 'image/jpeg', 'x-amz-meta-width': '40', 'x-amz-meta-height': '30' },
      });
    }),
    http.head('https://shop.test/api/v1/images/proxy', ({ request }) => {
      proxied.push(`HEAD ${request.url}`);
      const target = new URL(request.url).searchParams.get('url') ?? '';
      return target.startsWith('https://bucket.example/')
        ? new HttpResponse(null, { headers: { 'content-type': 'image/jpeg', 'x-amz-meta-width': '4032', 'x-amz-meta-height': '3024' } })
        : new HttpResponse(null, { headers: { 'content-type': 'image/jpeg' } });
    }),
    http.get('https://shop.test/files/shared/a.jpg', ({ request }) => {
      requested.push(request.url);
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 1]), { headers: { 'content-type': 'image/jpeg' } });
    }),
    http.head('https://shop.test/files/shared/a.jpg', () => new HttpResponse(null, { headers: { 'x-amz-meta-width': '1000', 'x-amz-meta-height': '800' } })),
  ];
  // Relative addresses resolve against the page, as they do in the browser.
  const pageFetch: typeof fetch = (input, init) => fetch(new URL(String(input), 'https://shop.test'), init);
  afterEach(() => {
    proxied.length = 0;
  });

  it('addresses on other sites go through v1/images/proxy; this origin and its /files stay direct', () => {
    expect(proxy.of('https://cdn.example/a.jpg?t=5')).toBe('https://shop.test/api/v1/images/proxy?url=https%3A%2F%2Fcdn.example%2Fa.jpg%3Ft%3D5');
    expect(proxy.of('/files/shared/a.jpg')).toBe('/files/shared/a.jpg');
    expect(proxy.of('https://shop.test/files/shared/a.jpg')).toBe('https://shop.test/files/shared/a.jpg');
    expect(new ImageProxyAddress('https://api.shop.test/api/', 'https://shop.test').of('https://api.shop.test/files/a.jpg')).toBe(
      'https://api.shop.test/files/a.jpg',
    );
    expect(new ImageProxyAddress('https://api.shop.test/api/', 'https://shop.test').of('https://cdn.example/a.jpg')).toBe(
      'https://api.shop.test/api/v1/images/proxy?url=https%3A%2F%2Fcdn.example%2Fa.jpg',
    );
  });

  it('fetches a cross-origin image through the proxy with the timestamp on the image’s own address', async () => {
    server.use(...proxyHandlers);
    const blobs = new FetchImageBlobs(pageFetch, () => 1700000000000, proxy);
    const a = await blobs.fetchBlob('https://cdn.example/render?id=3');
    expect(isRight(a) && [a.right.type, a.right.size]).toEqual(['image/jpeg', 4]);
    expect(proxied.map((u) => new URL(u).searchParams.get('url'))).toEqual(['https://cdn.example/render?id=3&t=1700000000000']);
    const own = await blobs.fetchBlob('/files/shared/a.jpg');
    expect(isRight(own)).toBe(true);
    expect(requested).toEqual(['https://shop.test/files/shared/a.jpg?t=1700000000000']);
    expect(proxied).toHaveLength(1);
  });

  it('fetches a signed address as given, with no timestamp', async () => {
    server.use(...proxyHandlers);
    const signed = 'https://cdn.example/v/t39/123_o.jpg?_nc_cat=1&oh=00_AfB&oe=67A1B2C3';
    const a = await new FetchImageBlobs(pageFetch, () => 1700000000000, proxy).fetchBlob(signed, { asGiven: true });
    expect(isRight(a)).toBe(true);
    expect(proxied.map((u) => new URL(u).searchParams.get('url'))).toEqual([signed]);
  });

  it('names the proxy’s refusal', async () => {
    server.use(...proxyHandlers);
    const page = await new FetchImageBlobs(pageFetch, () => 1, proxy).fetchBlob('https://cdn.example/page.html');
    expect(isLeft(page) && page.left.message).toBe(
      'GET https://cdn.example/page.html: HTTP 415: Refused: the address is not an image (content type text/html)',
    );
  });

  it('HEAD reads the size through the proxy: storage that sends x-amz-meta headers gives one, a plain site does not', async () => {
    server.use(...proxyHandlers);
    const probe = new HeadImageSizeProbe(pageFetch, proxy);
    const stored = await probe.size('https://bucket.example/uploads/a.jpg');
    expect(isRight(stored) && stored.right).toEqual({ width: 4032, height: 3024 });
    expect(isLeft(await probe.size('https://cdn.example/a.jpg'))).toBe(true);
    expect(proxied.map((u) => u.split(' ')[0])).toEqual(['HEAD', 'HEAD']);
    const own = await probe.size('/files/shared/a.jpg');
    expect(isRight(own) && own.right).toEqual({ width: 1000, height: 800 });
    expect(proxied).toHaveLength(2);
  });
});
