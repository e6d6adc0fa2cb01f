import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe.each(testDbFactories)('admin assets on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
    customer = await h.tokenFor('shopper@example.com');
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const upload = (bytes: Uint8Array | string, name = 'photo.png', token: string | null = admin, headers: Record<string, string> = {}) =>
    h.app.request(`http://localhost/api/v1/admin/assets?tenantId=tilepix&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
    });
  const stored = async () => (await readdir(path.join(h.filesDir, 'assets')).catch(() => [] as string[])).sort();
  const snapshot = async () =>
    JSON.stringify(await h.db.query('SELECT * FROM assets ORDER BY id')) + (await h.db.query('SELECT id FROM audit_log')).length + (await stored()).join();

  it('stores a PNG with its dimensions and a thumbnail, audits it, and lists it first', async () => {
    const res = await upload(await png(1600, 900), 'Banner 1.png');
    expect(res.status).toBe(201);
    const asset = (await res.json()) as Record<string, unknown> & { id: string; url: string; thumbUrl: string };
    expect(asset).toMatchObject({ fileName: 'Banner 1.png', contentType: 'image/png', width: 1600, height: 900, uploadedBy: ADMIN_EMAIL });
    expect(asset.url).toBe(`/files/assets/${asset.id}.png`);
    expect(asset.thumbUrl).toBe(`/files/assets/${asset.id}_tmb.webp`);
    // The storefront reads it where the URL says, with its size in the headers; the thumbnail is 320 px wide.
    const file = await h.app.request(`http://localhost${asset.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('x-amz-meta-width')).toBe('1600');
    const thumb = await sharp(Buffer.from(await (await h.app.request(`http://localhost${asset.thumbUrl}`)).arrayBuffer())).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 180]);
    const list = (await h.json('GET', 'v1/admin/assets', { token: admin })).body;
    expect(list).toMatchObject({ page: 1, pageSize: 24, total: 1, assets: [{ id: asset.id, width: 1600, height: 900 }] });
    const audit = (await h.json('GET', `v1/admin/audit?recordType=asset&recordId=${asset.id}`, { token: admin })).body.entries;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'asset.upload',
        actorEmail: ADMIN_EMAIL,
        before: null,
        after: expect.objectContaining({ width: 1600, height: 900, url: asset.url }),
      }),
    ]);
  });

  it('takes JPEG and WebP by their bytes, whatever the name says', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'looks-like.png');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480, url: expect.stringMatching(/\.jpg$/) });
    const webp = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#0000' } })
      .webp()
      .toBuffer();
    expect(await (await upload(webp, 'w.webp')).json()).toMatchObject({ contentType: 'image/webp', width: 300, height: 500 });
  });

  it('refuses a customer (403) and an anonymous caller (401): nothing read, nothing stored', async () => {
    const before = await snapshot();
    const bytes = await png(100, 100);
    const refused = await upload(bytes, 'x.png', customer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Admins only' });
    expect((await upload(bytes, 'x.png', null)).status).toBe(401);
    expect((await h.json('GET', 'v1/admin/assets', { token: customer })).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('refuses what is not a JPEG, PNG or WebP image, in words, storing nothing', async () => {
    const before = await snapshot();
    const refusal = async (bytes: Uint8Array | string, name: string) => {
      const res = await upload(bytes, name);
      return [res.status, ((await res.json()) as { message: string }).message];
    };
    expect(await refusal('hello, I am text', 'photo.jpg')).toEqual([422, 'This file is not an image we can use: upload a JPEG, PNG or WebP image.']);
    expect(await refusal('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', 'logo.svg')).toEqual([
      422,
      'This file is an SVG drawing: upload a JPEG, PNG or WebP image.',
    ]);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await refusal(gif, 'a.gif')).toEqual([422, 'This file is a GIF file: upload a JPEG, PNG or WebP image.']);
    const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.png')).toEqual([
      422,
      'This image is damaged (it could not be read to its end): export it again and upload the new file.',
    ]);
    expect(await refusal(new Uint8Array(), 'empty.png')).toEqual([422, 'This file is empty: choose an image.']);
    expect((await upload(await png(10, 10), '')).status).toBe(400);
    expect((await upload(await png(10, 10), '../../etc/passwd')).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a file over 20 MB with its size in words, before reading it, storing nothing', async () => {
    const before = await snapshot();
    const big = new Uint8Array(21 * 1024 * 1024);
    const declared = await upload(big, 'huge.png', admin, { 'content-length': String(big.byteLength) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: 'This image is 21.0 MB: images can be at most 20 MB.' });
    // Sent without a length (chunked): the reading stops past 20 MB.
    const streamed = await upload(big, 'huge.png');
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: 'This image is over 20 MB: images can be at most 20 MB.' });
    expect(await snapshot()).toBe(before);
  });

  it('pages the library, 24 a page, newest first', async () => {
    const total = (await h.json('GET', 'v1/admin/assets', { token: admin })).body.total as number;
    expect((await h.json('GET', 'v1/admin/assets?page=2', { token: admin })).body).toMatchObject({ page: 2, assets: [], total });
    expect((await h.json('GET', 'v1/admin/assets?page=0', { token: admin })).status).toBe(400);
    expect((await h.json('GET', 'v1/admin/assets?sort=x', { token: admin })).status).toBe(400);
  });
});
