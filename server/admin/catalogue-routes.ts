import type { Context, Hono } from 'hono';
import { ArtistGroupMoveCodec, ArtistGroupSaveCodec, CatalogueIdCodec, CatalogueTenantCodec } from '../../src/contract/admin-groups';
import { draftFromWire, ProductCreateCodec, ProductListQueryCodec, ProductRetireCodec, ProductSaveCodec } from '../../src/contract/admin-products';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import type { AuthEnv } from '../auth/guards';
import type { Db } from '../db/db';
import { decodeJsonBodyOrThrow, decodeOrThrow, HttpError } from '../http/decode';
import { adminActor } from './admin-actor';
import { ArtistGroups } from './artist-groups';
import { CatalogueWriter } from './catalogue-writer';
import { ProductAdminReads } from './product-admin-reads';
import { ProductImport, type OnImportProgress } from './product-import';
import { progressStream, wantsProgress } from './import-stream';
import { ImportApplyCodec, ImportDryRunCodec } from '../../src/contract/admin-import';
import { importTemplateCsv } from '../../src/domain/catalog';

export const tenantOf = (c: Context) => decodeOrThrow(CatalogueTenantCodec, c.req.param('tenant'), 'tenant');
export const catalogueIdOf = (c: Context, name: string) => decodeOrThrow(CatalogueIdCodec, c.req.param(name), name);

/** Two writes that raced past the checks meet the unique indexes: the loser gets a 409, not a 500. */
export async function conflictOnUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown })?.code === '23505')
      throw new HttpError(409, 'Another change used the same id, SKU or URL slug at the same moment: reload and try again.');
    throw error;
  }
}

/**
 * The catalogue's admin routes (issue #17): artist groups, products and the product import. Registered
 * on the admin router after its guard, so each sits behind `requireAdmin` like the orders' routes.
 */
export function registerCatalogueRoutes(api: Hono<AuthEnv>, db: Db, log: (line: string) => void = console.error): void {
  const groups = new ArtistGroups(db);
  const reads = new ProductAdminReads(db);
  const writer = new CatalogueWriter(db);
  const imports = new ProductImport(db);
  const actorOf = (c: Context<AuthEnv>) => adminActor(db, c.get('auth')!);
  const productAnswer = async (tenant: string, id: string) => {
    const found = await reads.find(tenant, id);
    if (!found) throw new HttpError(404, `Product ${id} not found.`);
    return found;
  };

  api.get(v1Route(endpoints.adminListGroups), async (c) => c.json(await groups.list(tenantOf(c))));

  api.post(v1Route(endpoints.adminSaveGroup), async (c) => {
    const [tenant, id] = [tenantOf(c), catalogueIdOf(c, 'groupId')];
    const { version, ...draft } = await decodeJsonBodyOrThrow(c, ArtistGroupSaveCodec);
    return c.json(await groups.save(tenant, id, version, draft, await actorOf(c)));
  });

  api.post(v1Route(endpoints.adminMoveGroup), async (c) => {
    const [tenant, id] = [tenantOf(c), catalogueIdOf(c, 'groupId')];
    const { version, direction } = await decodeJsonBodyOrThrow(c, ArtistGroupMoveCodec);
    return c.json(await groups.move(tenant, id, version, direction, await actorOf(c)));
  });

  api.get(v1Route(endpoints.adminListProducts), async (c) => {
    const tenant = tenantOf(c);
    const { tenantId: _t, ...query } = c.req.query();
    const unknown = Object.keys(query).find((k) => !(k in ProductListQueryCodec.props));
    if (unknown) throw new HttpError(400, `Invalid request: unknown filter ${unknown}`);
    return c.json(await reads.list(tenant, decodeOrThrow(ProductListQueryCodec, query, 'query')));
  });

  api.get(v1Route(endpoints.adminGetProduct), async (c) => c.json(await productAnswer(tenantOf(c), catalogueIdOf(c, 'productId'))));

  api.post(v1Route(endpoints.adminCreateProduct), async (c) => {
    const tenant = tenantOf(c);
    const { product } = await decodeJsonBodyOrThrow(c, ProductCreateCodec);
    const draft = draftFromWire(product);
    await conflictOnUnique(async () => writer.create(tenant, draft, await actorOf(c)));
    return c.json(await productAnswer(tenant, draft.id), 201);
  });

  api.post(v1Route(endpoints.adminSaveProduct), async (c) => {
    const [tenant, id] = [tenantOf(c), catalogueIdOf(c, 'productId')];
    const { version, product } = await decodeJsonBodyOrThrow(c, ProductSaveCodec);
    if (product.id !== id) throw new HttpError(400, 'id: A product keeps its id; create a new product instead.');
    await conflictOnUnique(async () => writer.save(tenant, draftFromWire(product), version, await actorOf(c)));
    return c.json(await productAnswer(tenant, id));
  });

  api.post(v1Route(endpoints.adminRetireProduct), async (c) => {
    const [tenant, id] = [tenantOf(c), catalogueIdOf(c, 'productId')];
    const { version, retired } = await decodeJsonBodyOrThrow(c, ProductRetireCodec);
    await writer.retire(tenant, id, version, retired, await actorOf(c));
    return c.json(await productAnswer(tenant, id));
  });

  api.get(v1Route(endpoints.adminImportTemplate), (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="product-import-template.csv"');
    return c.body(importTemplateCsv());
  });

  // Both answer as a stream of progress lines when the client asks for it (import-stream.ts).
  api.post(v1Route(endpoints.adminImportDryRun), async (c) => {
    const tenant = tenantOf(c);
    const { csv } = await decodeJsonBodyOrThrow(c, ImportDryRunCodec);
    const plan = await imports.read(tenant, csv);
    if (wantsProgress(c)) return progressStream(c, (onProgress) => imports.dryRun(tenant, plan, onProgress), log);
    return c.json(await imports.dryRun(tenant, plan));
  });

  api.post(v1Route(endpoints.adminImportApply), async (c) => {
    const tenant = tenantOf(c);
    const { csv, basis } = await decodeJsonBodyOrThrow(c, ImportApplyCodec);
    const actor = await actorOf(c);
    const plan = await imports.read(tenant, csv);
    const apply = (onProgress?: OnImportProgress) => conflictOnUnique(() => imports.apply(tenant, plan, basis, actor, onProgress));
    if (wantsProgress(c)) return progressStream(c, apply, log);
    return c.json(await apply());
  });
}
