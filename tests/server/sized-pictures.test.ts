import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { acceptedFormat, sizedKeyOf } from '../../server/images/sized-pictures';
import { seed } from '../../server/seed/seed';
import { PRIVATE_DEMO_PASSWORD } from '../../server/seed/tenants';
import { sizedPictureAddress } from '../../src/domain/imaging/sized-picture';
import { testDbFactories } from './test-db';

/* Issue 28 item 4: display-size derivatives of stored photos, made once with sharp and kept beside them. */

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('sized keys', () => {
  it('keeps an upload’s derivative under its tenant’s folder', () => {
    expect(sizedKeyOf('uploads/tilepix/a.jpg', 800)).toBe('uploads/tilepix/sized-800/a.jpg');
    expect(sizedKeyOf('a.jpg', 256)).toBe('sized-256/a.jpg');
    expect(sizedKeyOf('uploads/tilepix/a.jpg', 800, 'webp')).toBe('uploads/tilepix/sized-800/a.jpg.webp');
  });
});

describe('the format an Accept header asks', () => {
  it.each([
    // Chromium's and Firefox's <img> requests, Safari's.
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'webp'],
    ['image/avif,image/webp,*/*', 'webp'],
    ['image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'webp'],
    ['IMAGE/WEBP;Q=0.9', 'webp'],
    // fetch(), a mail client, a link preview, a wildcard: the JPEG every client reads.
    ['*/*', 'jpeg'],
    ['image/*', 'jpeg'],
    ['image/jpeg', 'jpeg'],
    ['', 'jpeg'],
    [undefined, 'jpeg'],
    ['image/webp;q=0', 'jpeg'],
    ['image/webp;q=0.0, */*', 'jpeg'],
    ['image/webpx', 'jpeg'],
  ])('%s → %s', (accept, format) => {
    expect(acceptedFormat(accept)).toBe(format);
  });

  it('reads no more than the header’s first kilobyte', () => {
    expect(acceptedFormat(`${'x,'.repeat(600)}image/webp`)).toBe('jpeg');
    expect(acceptedFormat(`${'x,'.repeat(400)}image/webp`)).toBe('webp');
  });
});

describe.each(testDbFactories)('GET /api/v1/images/sized on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  let filesDir: string;
  const get = (src: string, edge: string | number, cookie?: string, accept?: string) =>
    app.request(`/api/v1/images/sized?src=${encodeURIComponent(src)}&edge=${edge}`, {
      headers: { ...(cookie ? { cookie } : {}), ...(accept ? { accept } : {}) },
    });
  const sizedFolders = async (tenant: string) => (await readdir(path.join(filesDir, 'uploads', tenant))).filter((n) => n.startsWith('sized-'));

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-sized-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<html><head><!--tpx:boot--></head><body></body></html>');
    filesDir = await mkdtemp(path.join(tmpdir(), 'tpx-sized-files-'));
    for (const tenant of ['tilepix', 'private', 'broken']) await mkdir(path.join(filesDir, 'uploads', tenant), { recursive: true });
    await writeFile(path.join(filesDir, 'uploads', 'tilepix', 'wide.jpg'), await photo(1200, 900));
    await writeFile(path.join(filesDir, 'uploads', 'tilepix', 'gone.jpg'), await photo(1000, 1000));
    await writeFile(path.join(filesDir, 'uploads', 'tilepix', 'slow.jpg'), await photo(900, 600));
    await writeFile(path.join(filesDir, 'uploads', 'private', 'p.jpg'), await photo(1000, 500));
    await writeFile(path.join(filesDir, 'uploads', 'broken', 'b.jpg'), 'not really a jpeg');
    app = createApp({
      db,
      config: { clientDir, hostedPageUrl: 'https://hosted.example/hang' },
      frameAncestors: [],
      filesDir,
      log: () => {},
      // Seven derivatives made per client, then none for a long while: the throttle's own test below.
      sizedPictureThrottle: { capacity: 7, refillPerSecond: 0.0001 },
    });
  });
  afterAll(async () => {
    await db?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('answers the photo within the edge, upright JPEG, never enlarged, with its own size', async () => {
    const res = await app.request(sizedPictureAddress('/files/uploads/tilepix/wide.jpg', 800));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([res.headers.get('x-amz-meta-width'), res.headers.get('x-amz-meta-height')]).toEqual(['800', '600']);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
    const small = await get('/files/uploads/tilepix/wide.jpg', 256);
    expect([small.headers.get('x-amz-meta-width'), small.headers.get('x-amz-meta-height')]).toEqual(['256', '192']);
    const big = await get('/files/uploads/tilepix/wide.jpg', 2048);
    expect([big.headers.get('x-amz-meta-width'), big.headers.get('x-amz-meta-height')]).toEqual(['1200', '900']);
  });

  it('answers WebP to a browser that takes it, from the same address, kept apart from the JPEG', async () => {
    const img = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const webp = await get('/files/uploads/tilepix/wide.jpg', 800, undefined, img);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toContain('Accept');
    expect([webp.headers.get('x-amz-meta-width'), webp.headers.get('x-amz-meta-height')]).toEqual(['800', '600']);
    const bytes = Buffer.from(await webp.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    expect(existsSync(path.join(filesDir, 'uploads', 'tilepix', 'sized-800', 'wide.jpg.webp'))).toBe(true);
    // Kept: asked again, it is read back (the same bytes), and the JPEG beside it is still the JPEG.
    expect(Buffer.from(await (await get('/files/uploads/tilepix/wide.jpg', 800, undefined, img)).arrayBuffer()).equals(bytes)).toBe(true);
    const jpeg = await get('/files/uploads/tilepix/wide.jpg', 800, undefined, '*/*');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('vary')).toContain('Accept');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('keeps what it made beside the photo and answers from it (the photo gone, its derivative still there)', async () => {
    expect((await get('/files/uploads/tilepix/gone.jpg', 512)).status).toBe(200);
    expect(existsSync(path.join(filesDir, 'uploads', 'tilepix', 'sized-512', 'gone.jpg'))).toBe(true);
    await rm(path.join(filesDir, 'uploads', 'tilepix', 'gone.jpg'));
    const again = await get('/files/uploads/tilepix/gone.jpg', 512);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-amz-meta-width')).toBe('512');
    expect((await get('/files/uploads/tilepix/gone.jpg', 800)).status).toBe(404);
  });

  it('refuses bad input with a clear message and makes nothing', async () => {
    const before = await sizedFolders('tilepix');
    const cases: Array<[string, string | number, number, string]> = [
      ['/files/uploads/tilepix/wide.jpg', 801, 400, 'edge must be one of 256, 512, 800, 1200, 1600, 2048'],
      ['/files/uploads/tilepix/wide.jpg', 'big', 400, 'edge must be one of 256, 512, 800, 1200, 1600, 2048'],
      ['/files/uploads/tilepix/wide.jpg', '0800', 400, 'edge must be one of 256, 512, 800, 1200, 1600, 2048'],
      ['', 800, 400, 'src is required: the stored photo’s address (/files/…)'],
      ['https://images.example.com/a.jpg', 800, 404, 'Not found: src is not a photo of this store'],
      ['/files/uploads/tilepix/../../../etc/passwd', 800, 404, 'Not found: src is not a photo of this store'],
      ['/files/uploads/tilepix/none.jpg', 800, 404, 'Not found: src is not a photo of this store'],
      ['/files/uploads/tilepix/readme.txt', 800, 404, 'Not found: src is not a photo of this store'],
    ];
    for (const [src, edge, status, message] of cases) {
      const res = await get(src, edge);
      expect([src, edge, res.status]).toEqual([src, edge, status]);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await sizedFolders('tilepix')).toEqual(before);
  });

  it('answers 422 for a stored file that is not a photo, and writes nothing', async () => {
    const res = await get('/files/uploads/broken/b.jpg', 800);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'This photo could not be read, so it has no smaller picture' });
    expect(await sizedFolders('broken')).toEqual([]);
  });

  it('keeps a private store’s photos behind its pass, as /files does', async () => {
    const refused = await get('/files/uploads/private/p.jpg', 800);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This site is not public', code: 'site/private' });
    expect(await sizedFolders('private')).toEqual([]);
    const authorized = await app.request('/api/v1/site/authorize?tenantId=private', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PRIVATE_DEMO_PASSWORD }),
    });
    const pass = (authorized.headers.get('set-cookie') ?? '').split(';')[0]!;
    const shown = await get('/files/uploads/private/p.jpg', 800, pass);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('x-amz-meta-width')).toBe('800');
    // Its derivative sits under the tenant's uploads: /files refuses it without the pass too.
    expect((await app.request('/files/uploads/private/sized-800/p.jpg')).status).toBe(403);
  });

  it('throttles the making per client, never a derivative already made', async () => {
    // The bucket of seven is spent by the makes above; a new one is refused, a kept one still answers.
    const refused = await get('/files/uploads/tilepix/slow.jpg', 1200);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many picture requests. Please wait a moment and try again.' });
    expect(existsSync(path.join(filesDir, 'uploads', 'tilepix', 'sized-1200'))).toBe(false);
    expect((await get('/files/uploads/tilepix/wide.jpg', 800)).status).toBe(200);
  });
});
