import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_ALBUM } from '../../server/admin/shared-albums';
import { NOT_AN_IMAGE } from '../../src/domain/catalog';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

type Image = {
  key: string;
  keyThumb: string;
  fileName: string;
  fileNameThumb: string;
  full: string;
  thumb: string;
  width: number;
  height: number;
  position: number;
};
type Album = { id: string; name: string; public: boolean; version: number; images: Image[] };

/** Every stored file under shared/ (relative keys). */
async function sharedFiles(filesDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(path.relative(filesDir, full).split(path.sep).join('/'));
    }
  };
  await walk(path.join(filesDir, 'shared'));
  return found.sort();
}

describe.each(testDbFactories)('admin confetti (shared albums) on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let customer: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
    customer = await h.tokenFor('shopper@example.com');
    jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const list = async () => (await h.json('GET', 'v1/admin/albums', { token: admin })).body.albums as Album[];
  const album = async (id: string) => (await list()).find((a) => a.id === id)!;
  const upload = async (id: string, version: number, bytes: Uint8Array, opts: { token?: string; type?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': opts.type ?? 'image/jpeg' };
    if (opts.token !== '') headers.authorization = `Bearer ${opts.token ?? admin}`;
    const res = await h.app.request(`http://localhost/api/v1/admin/albums/${id}/images?version=${version}&name=beach.jpg&tenantId=tilepix`, {
      method: 'POST',
      headers,
      body: new Uint8Array(bytes) as unknown as BodyInit,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const snapshot = async () =>
    JSON.stringify([
      await h.db.query('SELECT * FROM albums ORDER BY id'),
      await h.db.query('SELECT * FROM album_images ORDER BY album_id, key'),
      (await h.db.query('SELECT id FROM audit_log')).length,
    ]);
  const audit = async (id: string) =>
    (await h.json('GET', `v1/admin/audit?recordType=album&recordId=${id}`, { token: admin })).body.entries as Array<{
      action: string;
      actorEmail: string;
      before: any;
      after: any;
    }>;
  const picker = async () =>
    (await h.json('GET', 'v1/albums/public')).body.albums as Array<{ id: string; name: string; images: Array<{ key: string; thumb: string }> }>;

  it('refuses a customer (403) and an anonymous caller (401) on every confetti call, and nothing changes or is stored', async () => {
    const before = await snapshot();
    const files = await sharedFiles(h.filesDir);
    for (const token of [customer, undefined]) {
      const want = token ? 403 : 401;
      const get = await h.json('GET', 'v1/admin/albums', { token });
      expect(get.status).toBe(want);
      expect(get.body.albums).toBeUndefined();
      expect((await h.json('POST', 'v1/admin/albums', { token, body: { name: 'Sneaky', public: true } })).status).toBe(want);
      expect((await h.json('POST', 'v1/admin/albums/summer-trip', { token, body: { version: 1, name: 'Mine', public: false } })).status).toBe(want);
      expect((await h.json('POST', 'v1/admin/albums/summer-trip/delete', { token, body: { version: 1 } })).status).toBe(want);
      expect((await upload('summer-trip', 1, jpeg, { token: token ?? '' })).status).toBe(want);
    }
    expect(await snapshot()).toBe(before);
    expect(await sharedFiles(h.filesDir)).toEqual(files);
  });

  it('creates an album, renames it and hides it, each audited with who, before and after', async () => {
    const created = await h.json('POST', 'v1/admin/albums', { token: admin, body: { name: '  Beach Days ', public: true } });
    expect(created.status).toBe(201);
    const beach = (created.body.albums as Album[]).find((a) => a.id === 'beach-days')!;
    expect(beach).toMatchObject({ name: 'Beach Days', public: true, version: 1, images: [] });
    expect((await h.json('POST', 'v1/admin/albums', { token: admin, body: { name: 'beach days', public: true } })).body.message).toBe(
      'An album is already named beach days.',
    );
    const bad = await h.json('POST', 'v1/admin/albums', { token: admin, body: { name: ' ', public: true } });
    expect([bad.status, bad.body.message]).toEqual([400, 'name: Album name is required']);
    const renamed = await h.json('POST', 'v1/admin/albums/beach-days', { token: admin, body: { version: 1, name: 'Beach Holidays', public: false } });
    expect(renamed.status).toBe(200);
    expect(await album('beach-days')).toMatchObject({ name: 'Beach Holidays', public: false, version: 2 });
    // Hidden: the picker does not show it.
    expect((await picker()).map((a) => a.id)).not.toContain('beach-days');
    const entries = await audit('beach-days');
    expect(entries.map((e) => e.action)).toEqual(['album.create', 'album.save']);
    expect(entries[1]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      before: { name: 'Beach Days', public: true, images: [] },
      after: { name: 'Beach Holidays', public: false, images: [] },
    });
  });

  it('refuses a stale edit (409) and changes nothing', async () => {
    const before = await snapshot();
    const stale = await h.json('POST', 'v1/admin/albums/beach-days', { token: admin, body: { version: 1, name: 'Old Tab', public: true } });
    expect([stale.status, stale.body.message]).toEqual([409, STALE_ALBUM]);
    expect(await snapshot()).toBe(before);
  });

  it('adds a photo: stored under shared/ with a _tmb thumbnail, upright sizes recorded, shown by the picker at its next load', async () => {
    await h.json('POST', 'v1/admin/albums/beach-days', { token: admin, body: { version: 2, name: 'Beach Holidays', public: true } });
    const res = await upload('beach-days', 3, jpeg);
    expect(res.status).toBe(201);
    const image = (res.body.albums as Album[]).find((a) => a.id === 'beach-days')!.images[0]!;
    expect(image.key).toMatch(/^shared\/beach-days\/[0-9a-f-]{36}\.jpg$/);
    expect(image.keyThumb).toBe(image.key.replace(/\.jpg$/, '_tmb.jpg'));
    expect(image.fileNameThumb).toBe(image.fileName.replace(/\.jpg$/, '_tmb.jpg'));
    expect([image.width, image.height, image.position]).toEqual([1600, 1000, 1]);
    expect(await sharedFiles(h.filesDir)).toEqual(expect.arrayContaining([image.key, image.keyThumb]));
    const thumb = await sharp(path.join(h.filesDir, image.keyThumb)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 320, 200]);
    const served = await h.app.request(`http://localhost${image.thumb}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const shown = (await picker()).find((a) => a.id === 'beach-days')!;
    expect(shown.images.map((i) => i.key)).toEqual([image.key]);
    expect((await audit('beach-days')).at(-1)).toMatchObject({
      action: 'album.add-image',
      after: { images: [image.key], added: { key: image.key, keyThumb: image.keyThumb, original: 'beach.jpg' } },
    });
  });

  it('refuses what is not an image, whatever it claims to be, and stores nothing', async () => {
    const { version } = await album('beach-days');
    const before = await snapshot();
    const files = await sharedFiles(h.filesDir);
    const text = await upload('beach-days', version, new TextEncoder().encode('<html>not a photo</html>'));
    expect([text.status, text.body.message]).toEqual([415, NOT_AN_IMAGE]);
    const truncated = await upload('beach-days', version, jpeg.subarray(0, 200));
    expect([truncated.status, truncated.body.message]).toEqual([415, NOT_AN_IMAGE]);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload('beach-days', version, gif, { type: 'image/gif' })).status).toBe(415);
    const empty = await upload('beach-days', version, new Uint8Array(0));
    expect([empty.status, empty.body.message]).toEqual([400, 'That file is empty. Choose a photo.']);
    const huge = await upload('beach-days', version, new Uint8Array(10 * 1024 * 1024 + 1));
    expect([huge.status, huge.body.message]).toEqual([413, 'That photo is 10.0 MB; the limit is 10.0 MB. Choose a smaller photo.']);
    const stale = await upload('beach-days', version - 1, jpeg);
    expect(stale.status).toBe(409);
    expect((await upload('no-such-album', 1, jpeg)).status).toBe(404);
    expect(await snapshot()).toBe(before);
    expect(await sharedFiles(h.filesDir)).toEqual(files);
  });

  it('orders photos by position; two reorders at once: one lands, the other is a 409', async () => {
    for (let i = 0; i < 2; i++) expect((await upload('beach-days', (await album('beach-days')).version, jpeg)).status).toBe(201);
    const start = await album('beach-days');
    const [a, b, c] = start.images.map((i) => i.key);
    const placed = await h.json('POST', 'v1/admin/albums/beach-days/images/place', { token: admin, body: { version: start.version, key: c, position: 1 } });
    expect(placed.status).toBe(200);
    const after = await album('beach-days');
    expect(after.images.map((i) => [i.key, i.position])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await picker()).find((x) => x.id === 'beach-days')!.images.map((i) => i.key)).toEqual([c, a, b]);
    const out = await h.json('POST', 'v1/admin/albums/beach-days/images/place', { token: admin, body: { version: after.version, key: a, position: 9 } });
    expect([out.status, out.body.message]).toEqual([400, 'position: Must be between 1 and 3']);

    const both = await Promise.all([
      h.json('POST', 'v1/admin/albums/beach-days/images/place', { token: admin, body: { version: after.version, key: b, position: 1 } }),
      h.json('POST', 'v1/admin/albums/beach-days/images/place', { token: admin, body: { version: after.version, key: a, position: 3 } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const final = (await album('beach-days')).images.map((i) => i.key);
    expect([
      [b, c, a],
      [c, b, a],
    ]).toContainEqual(final);
    expect(final).toEqual(both[0]!.status === 200 ? [b, c, a] : [c, b, a]);
    expect((await audit('beach-days')).filter((e) => e.action === 'album.place-image')).toHaveLength(2);
  });

  it('removes a photo with its files; an album with photos cannot be deleted, an empty one can', async () => {
    const start = await album('beach-days');
    const full = await h.json('POST', 'v1/admin/albums/beach-days/delete', { token: admin, body: { version: start.version } });
    expect([full.status, full.body.message]).toEqual([409, 'Beach Holidays still holds 3 photos: remove them first.']);
    let version = start.version;
    for (const image of start.images) {
      const removed = await h.json('POST', 'v1/admin/albums/beach-days/images/remove', { token: admin, body: { version, key: image.key } });
      expect(removed.status).toBe(200);
      version = (removed.body.albums as Album[]).find((a) => a.id === 'beach-days')!.version;
    }
    expect((await sharedFiles(h.filesDir)).filter((f) => f.startsWith('shared/beach-days/'))).toEqual([]);
    const deleted = await h.json('POST', 'v1/admin/albums/beach-days/delete', { token: admin, body: { version } });
    expect(deleted.status).toBe(200);
    expect((deleted.body.albums as Album[]).map((a) => a.id)).not.toContain('beach-days');
    expect((await audit('beach-days')).at(-1)).toMatchObject({ action: 'album.delete', after: null });
  });

  it('refuses keys outside shared/ and bad ids (400) without changing anything', async () => {
    const before = await snapshot();
    const { version } = await album('summer-trip');
    expect((await h.json('POST', 'v1/admin/albums/summer-trip/images/remove', { token: admin, body: { version, key: '../uploads/photo.png' } })).status).toBe(
      400,
    );
    expect(
      (await h.json('POST', 'v1/admin/albums/summer-trip/images/remove', { token: admin, body: { version, key: 'shared/summer-trip/none.jpg' } })).status,
    ).toBe(404);
    expect((await h.json('POST', 'v1/admin/albums/Bad%20Id', { token: admin, body: { version, name: 'x', public: true } })).status).toBe(400);
    expect((await h.json('POST', 'v1/admin/albums/summer-trip', { token: admin, body: { version, name: 'x'.repeat(81), public: true } })).body.message).toBe(
      'name: Must be no more than 80 characters',
    );
    expect(await snapshot()).toBe(before);
  });
});
