import type { Context, Hono } from 'hono';
import {
  AlbumCreateCodec,
  AlbumDeleteCodec,
  AlbumIdCodec,
  AlbumImagePlaceCodec,
  AlbumImageRemoveCodec,
  AlbumSaveCodec,
  AlbumUploadQueryCodec,
} from '../../src/contract/admin-confetti';
import { CustomerIdCodec, CustomerSearchQueryCodec } from '../../src/contract/admin-customers';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { MAX_SHARED_IMAGE_BYTES } from '../../src/domain/catalog';
import type { AuthEnv } from '../auth/guards';
import type { Db } from '../db/db';
import type { FileStore } from '../files/file-store-port';
import { decodeJsonBody, decodePart, withJsonBody } from '../http/decode';
import { answered, isRefusal, refusal, refused, type Refusal } from '../http/refusal';
import { adminActor } from './admin-actor';
import { conflictOnUnique } from './catalogue-routes';
import { CustomerLookup } from './customer-lookup';
import { SharedAlbums, STALE_ALBUM } from './shared-albums';
import { storeSharedImage } from './shared-image-files';

/** The upload's path (its body is the photo's bytes): the body limit lets the photo's size through, and a little more, so the route can say the limit in words. */
export const ALBUM_UPLOAD_PATH = /^\/api\/v1\/admin\/albums\/[^/]+\/images$/;
export const ALBUM_UPLOAD_BODY_LIMIT = MAX_SHARED_IMAGE_BYTES + 1024 * 1024;

const albumIdOf = (c: Context) => decodePart(AlbumIdCodec, c.req.param('albumId'), 'albumId');

/** The query's names, the tenant's aside; an unknown one is refused. */
const queryOf = (c: Context, known: readonly string[]): Record<string, string> | Refusal => {
  const { tenantId: _t, ...query } = c.req.query();
  const unknown = Object.keys(query).find((k) => !known.includes(k));
  if (unknown) return refusal(400, `Invalid request: unknown parameter ${unknown}`);
  return query;
};

/**
 * Confetti (the public shared albums) and a customer's projects (issue #17). Registered on the admin
 * router after its guard, so each sits behind `requireAdmin`.
 */
export function registerConfettiRoutes(api: Hono<AuthEnv>, db: Db, files: FileStore | undefined): void {
  const albums = new SharedAlbums(db);
  const customers = new CustomerLookup(db);
  const actorOf = (c: Context<AuthEnv>) => adminActor(db, c.get('auth')!);

  api.get(v1Route(endpoints.adminListAlbums), async (c) => c.json(await albums.list()));

  api.post(v1Route(endpoints.adminCreateAlbum), async (c) => {
    const body = await decodeJsonBody(c, AlbumCreateCodec);
    if (isRefusal(body)) return refused(c, body);
    const created = await conflictOnUnique(async () => albums.create(body.name, body.public, await actorOf(c)));
    return answered(c, created, 201);
  });

  api.post(v1Route(endpoints.adminSaveAlbum), async (c) => {
    const input = await withJsonBody(c, { id: albumIdOf(c) }, AlbumSaveCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id, body } = input;
    return answered(c, await albums.save(id, body.version, body.name, body.public, await actorOf(c)));
  });

  api.post(v1Route(endpoints.adminDeleteAlbum), async (c) => {
    const input = await withJsonBody(c, { id: albumIdOf(c) }, AlbumDeleteCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id, body } = input;
    return answered(c, await albums.delete(id, body.version, await actorOf(c)));
  });

  api.post(v1Route(endpoints.adminUploadAlbumImage), async (c) => {
    const id = albumIdOf(c);
    if (isRefusal(id)) return refused(c, id);
    const raw = queryOf(c, ['version', 'name']);
    if (isRefusal(raw)) return refused(c, raw);
    const query = decodePart(AlbumUploadQueryCodec, raw, 'query');
    if (isRefusal(query)) return refused(c, query);
    const version = Number(query.version);
    if (!files) return refused(c, refusal(422, 'Photo storage is not set up on this server.'));
    // Checked before anything is stored (and again, locked, when the row is written).
    const current = await albums.versionOf(id);
    if (isRefusal(current)) return refused(c, current);
    if (current !== version) return refused(c, refusal(409, STALE_ALBUM));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const image = await storeSharedImage(files, id, bytes);
    if (isRefusal(image)) return refused(c, image);
    // The row is not written (stale, gone, full, or a failure): its files go too.
    const dropFiles = () => Promise.all([files.delete(image.key), files.delete(image.key_thumb)]).catch(() => {});
    let added: Awaited<ReturnType<SharedAlbums['addImage']>>;
    try {
      const original = (query.name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
      added = await albums.addImage(id, version, image, original, await actorOf(c));
    } catch (error) {
      await dropFiles();
      throw error;
    }
    if (isRefusal(added)) await dropFiles();
    return answered(c, added, 201);
  });

  api.post(v1Route(endpoints.adminRemoveAlbumImage), async (c) => {
    const input = await withJsonBody(c, { id: albumIdOf(c) }, AlbumImageRemoveCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id, body } = input;
    const removed = await albums.removeImage(id, body.version, body.key, await actorOf(c));
    if (isRefusal(removed)) return refused(c, removed);
    const { files: keys, ...answer } = removed;
    // After the commit: a failed delete leaves an unreferenced file, never a row without its file.
    if (files) await Promise.all(keys.map((k) => files.delete(k))).catch(() => {});
    return c.json(answer);
  });

  api.post(v1Route(endpoints.adminPlaceAlbumImage), async (c) => {
    const input = await withJsonBody(c, { id: albumIdOf(c) }, AlbumImagePlaceCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id, body } = input;
    return answered(c, await albums.placeImage(id, body.version, body.key, body.position, await actorOf(c)));
  });

  api.get(v1Route(endpoints.adminFindCustomers), async (c) => {
    const raw = queryOf(c, ['q', 'page']);
    if (isRefusal(raw)) return refused(c, raw);
    const query = decodePart(CustomerSearchQueryCodec, raw, 'query');
    if (isRefusal(query)) return refused(c, query);
    const q = query.q ?? '';
    if (q.length > 254) return refused(c, refusal(400, 'q: Must be no more than 254 characters'));
    const page = query.page === undefined ? 1 : /^[1-9]\d{0,5}$/.test(query.page) ? Number(query.page) : NaN;
    if (!Number.isInteger(page)) return refused(c, refusal(400, 'page: expected a page number from 1'));
    return c.json(await customers.search(c.get('auth')!.tenant, q, page));
  });

  api.get(v1Route(endpoints.adminCustomerProjects), async (c) => {
    const id = decodePart(CustomerIdCodec, c.req.param('customerId'), 'customerId');
    if (isRefusal(id)) return refused(c, id);
    return answered(c, await customers.projects(c.get('auth')!.tenant, id));
  });
}
