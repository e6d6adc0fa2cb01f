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
import { decodeJsonBodyOrThrow, decodeOrThrow, HttpError } from '../http/decode';
import { adminActor } from './admin-actor';
import { conflictOnUnique } from './catalogue-routes';
import { CustomerLookup } from './customer-lookup';
import { SharedAlbums } from './shared-albums';
import { storeSharedImage } from './shared-image-files';

/** The upload's path (its body is the photo's bytes): the body limit lets the photo's size through, and a little more, so the route can say the limit in words. */
export const ALBUM_UPLOAD_PATH = /^\/api\/v1\/admin\/albums\/[^/]+\/images$/;
export const ALBUM_UPLOAD_BODY_LIMIT = MAX_SHARED_IMAGE_BYTES + 1024 * 1024;

const albumIdOf = (c: Context) => decodeOrThrow(AlbumIdCodec, c.req.param('albumId'), 'albumId');

/** The query's names, the tenant's aside; an unknown one is refused. */
const queryOf = (c: Context, known: readonly string[]) => {
  const { tenantId: _t, ...query } = c.req.query();
  const unknown = Object.keys(query).find((k) => !known.includes(k));
  if (unknown) throw new HttpError(400, `Invalid request: unknown parameter ${unknown}`);
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
    const body = await decodeJsonBodyOrThrow(c, AlbumCreateCodec);
    return c.json(await conflictOnUnique(async () => albums.create(body.name, body.public, await actorOf(c))), 201);
  });

  api.post(v1Route(endpoints.adminSaveAlbum), async (c) => {
    const id = albumIdOf(c);
    const body = await decodeJsonBodyOrThrow(c, AlbumSaveCodec);
    return c.json(await albums.save(id, body.version, body.name, body.public, await actorOf(c)));
  });

  api.post(v1Route(endpoints.adminDeleteAlbum), async (c) => {
    const id = albumIdOf(c);
    const { version } = await decodeJsonBodyOrThrow(c, AlbumDeleteCodec);
    return c.json(await albums.delete(id, version, await actorOf(c)));
  });

  api.post(v1Route(endpoints.adminUploadAlbumImage), async (c) => {
    const id = albumIdOf(c);
    const query = decodeOrThrow(AlbumUploadQueryCodec, queryOf(c, ['version', 'name']), 'query');
    const version = Number(query.version);
    if (!files) throw new HttpError(422, 'Photo storage is not set up on this server.');
    // Checked before anything is stored (and again, locked, when the row is written).
    if ((await albums.versionOf(id)) !== version)
      throw new HttpError(409, 'This album was changed by someone else since you opened it. Reload to see the change, then make yours again.');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const image = await storeSharedImage(files, id, bytes);
    try {
      const original = (query.name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
      return c.json(await albums.addImage(id, version, image, original, await actorOf(c)), 201);
    } catch (error) {
      // The row was not written (stale, gone, full): its files go too.
      await Promise.all([files.delete(image.key), files.delete(image.key_thumb)]).catch(() => {});
      throw error;
    }
  });

  api.post(v1Route(endpoints.adminRemoveAlbumImage), async (c) => {
    const id = albumIdOf(c);
    const { version, key } = await decodeJsonBodyOrThrow(c, AlbumImageRemoveCodec);
    const { files: removed, ...answer } = await albums.removeImage(id, version, key, await actorOf(c));
    // After the commit: a failed delete leaves an unreferenced file, never a row without its file.
    if (files) await Promise.all(removed.map((k) => files.delete(k))).catch(() => {});
    return c.json(answer);
  });

  api.post(v1Route(endpoints.adminPlaceAlbumImage), async (c) => {
    const id = albumIdOf(c);
    const { version, key, position } = await decodeJsonBodyOrThrow(c, AlbumImagePlaceCodec);
    return c.json(await albums.placeImage(id, version, key, position, await actorOf(c)));
  });

  api.get(v1Route(endpoints.adminFindCustomers), async (c) => {
    const query = decodeOrThrow(CustomerSearchQueryCodec, queryOf(c, ['q', 'page']), 'query');
    const q = query.q ?? '';
    if (q.length > 254) throw new HttpError(400, 'q: Must be no more than 254 characters');
    const page = query.page === undefined ? 1 : /^[1-9]\d{0,5}$/.test(query.page) ? Number(query.page) : NaN;
    if (!Number.isInteger(page)) throw new HttpError(400, 'page: expected a page number from 1');
    return c.json(await customers.search(c.get('auth')!.tenant, q, page));
  });

  api.get(v1Route(endpoints.adminCustomerProjects), async (c) => {
    const id = decodeOrThrow(CustomerIdCodec, c.req.param('customerId'), 'customerId');
    return c.json(await customers.projects(c.get('auth')!.tenant, id));
  });
}
