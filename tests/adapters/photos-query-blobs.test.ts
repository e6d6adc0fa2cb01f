import 'reflect-metadata';
import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FetchImageBlobs } from '../../src/adapters/photos/fetch-image-blob';

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
