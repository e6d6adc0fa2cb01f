import type { Context, Hono } from 'hono';
import { ArtistGroupMoveCodec, ArtistGroupSaveCodec, CatalogueIdCodec, CatalogueTenantCodec } from '../../src/contract/admin-groups';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import type { AuthEnv } from '../auth/guards';
import type { Db } from '../db/db';
import { decodeJsonBody, decodeOrThrow } from '../http/decode';
import { adminActor } from './admin-actor';
import { ArtistGroups } from './artist-groups';

export const tenantOf = (c: Context) => decodeOrThrow(CatalogueTenantCodec, c.req.param('tenant'), 'tenant');
export const catalogueIdOf = (c: Context, name: string) => decodeOrThrow(CatalogueIdCodec, c.req.param(name), name);

/**
 * The catalogue's admin routes (issue #17): artist groups, products and the product import. Registered
 * on the admin router after its guard, so each sits behind `requireAdmin` like the orders' routes.
 */
export function registerCatalogueRoutes(api: Hono<AuthEnv>, db: Db): void {
  const groups = new ArtistGroups(db);

  api.get(v1Route(endpoints.adminListGroups), async (c) => c.json(await groups.list(tenantOf(c))));

  api.post(v1Route(endpoints.adminSaveGroup), async (c) => {
    const [tenant, id] = [tenantOf(c), catalogueIdOf(c, 'groupId')];
    const { version, ...draft } = await decodeJsonBody(c, ArtistGroupSaveCodec);
    return c.json(await groups.save(tenant, id, version, draft, await adminActor(db, c.get('auth')!)));
  });

  api.post(v1Route(endpoints.adminMoveGroup), async (c) => {
    const [tenant, id] = [tenantOf(c), catalogueIdOf(c, 'groupId')];
    const { version, direction } = await decodeJsonBody(c, ArtistGroupMoveCodec);
    return c.json(await groups.move(tenant, id, version, direction, await adminActor(db, c.get('auth')!)));
  });
}
