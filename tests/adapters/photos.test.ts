import 'reflect-metadata';
import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeadImageSizeProbe } from '../../src/adapters/photos/head-image-size-probe';
import { HttpFaceDetection } from '../../src/adapters/photos/http-face-detection';
import { HttpPhotoUploader } from '../../src/adapters/photos/http-photo-uploader';
import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { workerSource } from '../../src/adapters/photos/photo-worker-source';
import { VERSION_HEADER } from '../../src/adapters/main-api/http-main-api';
import { uploadWithRetries, mapBounded } from '../../src/application/upload/upload-with-retries';
import { API, handlers, seen } from '../mocks/handlers';

const BUCKET = 'http://store.test/files';
/** What the bucket stored, by key (exactly-once: every count is 1). */
const stored = new Map<string, number>();
let posts: Array<{ key: string; fields: string[] }> = [];
/** Answers for the next POSTs, then 201. */
let script: Array<number | 'network'> = [];

const uploadHandlers = [
  http.post(`${API}v1/photos/prepare`, async ({ request }) => {
    seen.push(request);
    const { quantity } = (await request.json()) as { quantity: number };
    return HttpResponse.json({
      slots: Array.from({ length: quantity }, (_, i) => ({
        url: BUCKET,
        fields: { key: `uploads/wg/k${i}.jpg`, policy: 'cG9saWN5', 'x-amz-algorithm': 'AWS4-HMAC-SHA256', 'x-amz-signature': 'ab' },
      })),
    });
  }),
  http.post(BUCKET, async ({ request }) => {
    const form = await request.formData();
    const key = String(form.get('key'));
    posts.push({ key, fields: [...form.keys()] });
    const next = script.shift();
    if (next === 'network') return HttpResponse.error();
    if (next !== undefined) return HttpResponse.json({ message: `failed ${next}` }, { status: next });
    if (!(form.get('file') instanceof File)) return HttpResponse.json({ message: 'no file' }, { status: 400 });
    stored.set(key, (stored.get(key) ?? 0) + 1);
    return new HttpResponse(`<PostResponse><Location>${BUCKET}/${key}</Location><Key>${key}</Key></PostResponse>`, {
      status: 201,
      headers: { 'x-amz-meta-width': '640', 'x-amz-meta-height': '480', 'content-type': 'application/xml' },
    });
  }),
];

const server = setupServer(...handlers, ...uploadHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  stored.clear();
  posts = [];
  script = [];
});
afterAll(() => server.close());

const uploader = (token: string | null = null) =>
  new HttpPhotoUploader(new MainApiTransport({ settings: { apiBase: API, version: '9.9.9' }, tenantId: 'wg', tokens: { current: () => token } }));
const instant = { sleep: async () => {}, random: () => 0.5 };
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

describe('HttpPhotoUploader', () => {
  it('asks v1/photos/prepare with the tenant, version header and token, and decodes the slots', async () => {
    const slots = await uploader('tok').prepare(3);
    if (!isRight(slots)) throw new Error('expected slots');
    expect(slots.right.map((s) => s.key)).toEqual(['uploads/wg/k0.jpg', 'uploads/wg/k1.jpg', 'uploads/wg/k2.jpg']);
    expect(slots.right[0]!.url).toBe(BUCKET);
    const request = seen[0]!;
    expect(new URL(request.url).searchParams.get('tenantId')).toBe('wg');
    expect(request.headers.get(VERSION_HEADER)).toBe('9.9.9');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
  });

  it('turns a refused or undecodable prepare into a Left', async () => {
    server.use(http.post(`${API}v1/photos/prepare`, () => HttpResponse.json({ message: 'quantity must be…' }, { status: 400 })));
    const refused = await uploader().prepare(101);
    expect(isLeft(refused) && refused.left).toMatchObject({ code: 'upload/prepare', status: 400 });
    server.use(http.post(`${API}v1/photos/prepare`, () => HttpResponse.json({ slots: [{ url: 1 }] })));
    expect(isLeft(await uploader().prepare(1))).toBe(true);
  });

  it('posts the slot fields, then the file, and reads the location and dimension headers', async () => {
    const slots = await uploader().prepare(1);
    if (!isRight(slots)) throw new Error('expected slots');
    const result = await uploader().upload(slots.right[0]!, jpeg, 'a.jpg');
    expect(isRight(result) && result.right).toEqual({ key: 'uploads/wg/k0.jpg', location: `${BUCKET}/uploads/wg/k0.jpg`, width: 640, height: 480 });
    expect(posts[0]!.fields).toEqual(['key', 'policy', 'x-amz-algorithm', 'x-amz-signature', 'file']);
  });

  it('with retries: the first two attempts answer 500, the photo still arrives exactly once', async () => {
    const slots = await uploader().prepare(1);
    if (!isRight(slots)) throw new Error('expected slots');
    script = [500, 500];
    const result = await uploadWithRetries(uploader(), slots.right[0]!, jpeg, 'a.jpg', instant);
    expect(isRight(result)).toBe(true);
    expect(posts).toHaveLength(3);
    expect([...stored.entries()]).toEqual([['uploads/wg/k0.jpg', 1]]);
  });

  it('retries network errors and 429, not 403 or 400', async () => {
    const slots = await uploader().prepare(2);
    if (!isRight(slots)) throw new Error('expected slots');
    script = ['network', 429];
    expect(isRight(await uploadWithRetries(uploader(), slots.right[0]!, jpeg, 'a.jpg', instant))).toBe(true);
    expect(posts).toHaveLength(3);
    posts = [];
    script = [403];
    const refused = await uploadWithRetries(uploader(), slots.right[1]!, jpeg, 'b.jpg', instant);
    expect(isLeft(refused) && refused.left).toMatchObject({ status: 403, message: 'Upload of b.jpg: failed 403' });
    expect(posts).toHaveLength(1);
  });

  it('replaces an expired slot once with a fresh one and posts the file there', async () => {
    const slots = await uploader().prepare(1);
    if (!isRight(slots)) throw new Error('expected slots');
    seen.length = 0;
    server.use(
      http.post(BUCKET, async ({ request }) => {
        const key = String((await request.clone().formData()).get('key'));
        if (key === 'uploads/wg/old.jpg') return HttpResponse.json({ message: 'This upload slot has expired; ask for a new one.' }, { status: 403 });
        return undefined;
      }),
    );
    const expired = { ...slots.right[0]!, key: 'uploads/wg/old.jpg', fields: { ...slots.right[0]!.fields, key: 'uploads/wg/old.jpg' } };
    const result = await uploadWithRetries(uploader(), expired, jpeg, 'a.jpg', instant);
    expect(isRight(result) && result.right.key).toBe('uploads/wg/k0.jpg');
    expect(seen.filter((r) => r.url.includes('v1/photos/prepare'))).toHaveLength(1);
    expect([...stored.entries()]).toEqual([['uploads/wg/k0.jpg', 1]]);
  });

  it('gives up after 3 retries', async () => {
    const slots = await uploader().prepare(1);
    if (!isRight(slots)) throw new Error('expected slots');
    script = [500, 502, 503, 504, 500];
    const delays: number[] = [];
    const result = await uploadWithRetries(uploader(), slots.right[0]!, jpeg, 'a.jpg', { sleep: async (ms) => void delays.push(ms), random: () => 0 });
    expect(isLeft(result) && result.left.status).toBe(504);
    expect(posts).toHaveLength(4);
    expect(delays).toEqual([200, 400, 600]);
    expect(stored.size).toBe(0);
  });
});

/**
 * Issue 26 item 18: the disk store answers a same-origin path (`/files`) for its slot and Location, so
 * a store reached at 127.0.0.1 or a LAN name uploads to itself. A relative slot URL is relative to the
 * call that answered it (the API's address); the Location is relative to the POST; a photo on the
 * page's own origin is kept as a path, so the project names it at whichever host it is opened.
 */
describe('HttpPhotoUploader with relative slot URLs and Locations (the disk store)', () => {
  const relativeBucket = (origin: string) => [
    http.post(`${origin}/api/v1/photos/prepare`, async ({ request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      return HttpResponse.json({
        slots: Array.from({ length: quantity }, (_, i) => ({ url: '/files', fields: { key: `uploads/wg/r${i}.jpg`, policy: 'cG9saWN5' } })),
      });
    }),
    http.post(`${origin}/files`, async ({ request }) => {
      const key = String((await request.formData()).get('key'));
      posts.push({ key, fields: [origin] });
      const location = `/files/${key}`;
      return new HttpResponse(`<PostResponse><Location>${location}</Location><Key>${key}</Key></PostResponse>`, {
        status: 201,
        headers: { location, 'x-amz-meta-width': '640', 'x-amz-meta-height': '480', 'content-type': 'application/xml' },
      });
    }),
  ];
  const uploaderAt = (apiBase: string) =>
    new HttpPhotoUploader(new MainApiTransport({ settings: { apiBase, version: '9.9.9' }, tenantId: 'wg', tokens: { current: () => null } }));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["a page at the API's host", 'http://store.test/printing', '/api/', 'http://store.test', '/files/uploads/wg/r0.jpg'],
    ['a page at another host name of the same store', 'http://127.0.0.1:4311/photo-picker', '/api/', 'http://127.0.0.1:4311', '/files/uploads/wg/r0.jpg'],
    [
      'a page whose API is on another origin',
      'http://shop.test/photo-picker',
      'http://store.test/api/',
      'http://store.test',
      'http://store.test/files/uploads/wg/r0.jpg',
    ],
  ])("%s: posts to the API's own /files and keeps the photo at %s", async (_case, page, apiBase, apiOrigin, location) => {
    vi.stubGlobal('location', new URL(page));
    server.use(...relativeBucket(apiOrigin));
    const slots = await uploaderAt(apiBase).prepare(1);
    if (!isRight(slots)) throw new Error(`expected slots: ${JSON.stringify(slots.left)}`);
    expect(slots.right[0]!.url).toBe(`${apiOrigin}/files`);
    const result = await uploadWithRetries(uploaderAt(apiBase), slots.right[0]!, jpeg, 'a.jpg', instant);
    expect(isRight(result) && result.right).toEqual({ key: 'uploads/wg/r0.jpg', location, width: 640, height: 480 });
    expect(posts).toEqual([{ key: 'uploads/wg/r0.jpg', fields: [apiOrigin] }]);
  });

  it("without a Location (header or body) names the photo by the resolved slot URL and key, as a path on the page's origin", async () => {
    vi.stubGlobal('location', new URL('http://store.test/photo-picker'));
    server.use(http.post('http://store.test/files', () => new HttpResponse(null, { status: 204 })));
    const result = await uploaderAt('/api/').upload({ url: '/files', key: 'uploads/wg/n.jpg', fields: { key: 'uploads/wg/n.jpg' } }, jpeg, 'n.jpg');
    expect(isRight(result) && result.right).toEqual({ key: 'uploads/wg/n.jpg', location: '/files/uploads/wg/n.jpg' });
  });

  it('refuses a slot URL that is no address at all as a failed prepare, not a crash', async () => {
    server.use(http.post(`${API}v1/photos/prepare`, () => HttpResponse.json({ slots: [{ url: 'http://[bad', fields: { key: 'uploads/wg/x.jpg' } }] })));
    const refused = await uploader().prepare(1);
    expect(isLeft(refused) && refused.left).toEqual({ code: 'upload/prepare', message: "The upload slot's address is not a URL: http://[bad" });
  });
});

describe('mapBounded', () => {
  it('keeps at most `limit` tasks in flight and the results in order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapBounded([5, 1, 4, 2, 3, 6], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 60]);
    expect(peak).toBe(2);
  });
});

describe('HttpFaceDetection', () => {
  const detection = () =>
    new HttpFaceDetection(new MainApiTransport({ settings: { apiBase: API, version: '1' }, tenantId: 'wg', tokens: { current: () => null } }));
  it("treats the server's 501 'not available' as a failure", async () => {
    server.use(
      http.post(`${API}v1/photos/face_detection`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ message: 'Face detection is not available on this server.' }, { status: 501 });
      }),
    );
    const faces = detection();
    const result = await faces.detect('uploads/wg/a.jpg');
    expect(isLeft(result) && result.left.message).toBe('Face detection is not available on this server.');
    // No detector on the server: later photos do not ask again.
    const asked = seen.length;
    expect(isLeft(await faces.detect('uploads/wg/b.jpg'))).toBe(true);
    expect(seen.length).toBe(asked);
  });
  it('decodes boxes and drops impossible ones', async () => {
    server.use(
      http.post(`${API}v1/photos/face_detection`, () =>
        HttpResponse.json({
          boxes: [
            { Top: 0.1, Left: 0.2, Width: 0.3, Height: 0.3 },
            { Top: 0.9, Left: 0.9, Width: 0.5, Height: 0.5 },
          ],
        }),
      ),
    );
    const result = await detection().detect('k');
    expect(isRight(result) && result.right).toEqual([{ Top: 0.1, Left: 0.2, Width: 0.3, Height: 0.3 }]);
  });
});

describe('HeadImageSizeProbe', () => {
  it('reads x-amz-meta-width and -height from a HEAD', async () => {
    server.use(
      http.head('http://store.test/files/shared/a.jpg', () => new HttpResponse(null, { headers: { 'x-amz-meta-width': '1200', 'x-amz-meta-height': '900' } })),
      http.head('http://store.test/files/shared/b.jpg', () => new HttpResponse(null)),
    );
    const probe = new HeadImageSizeProbe();
    const a = await probe.size('http://store.test/files/shared/a.jpg');
    expect(isRight(a) && a.right).toEqual({ width: 1200, height: 900 });
    expect(isLeft(await probe.size('http://store.test/files/shared/b.jpg'))).toBe(true);
  });
});

describe('the photo worker source', () => {
  it('is a self-contained script that starts with the worker scope', () => {
    const source = workerSource();
    expect(source.endsWith(')(self);')).toBe(true);
    expect(source).toMatch(/imageOrientation: ["']from-image["']/);
    expect(source).not.toMatch(/\bimport\b|\brequire\(/);
  });
});
