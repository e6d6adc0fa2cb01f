import type { Context, Hono } from 'hono';
import { ArtistGroupMoveCodec, ArtistGroupSaveCodec, CatalogueIdCodec, CatalogueTenantCodec } from '../../src/contract/admin-groups';
import { draftFromWire, ProductCreateCodec, ProductListQueryCodec, ProductRetireCodec, ProductSaveCodec } from '../../src/contract/admin-products';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import type { AuthEnv } from '../auth/guards';
import type { Db } from '../db/db';
import { decodePart, withJsonBody } from '../http/decode';
import { allDecoded, answered, isRefusal, refusal, refused, type Refusal } from '../http/refusal';
import { adminActor } from './admin-actor';
import { ArtistGroups } from './artist-groups';
import { CatalogueWriter } from './catalogue-writer';
import { ProductAdminReads } from './product-admin-reads';
import { ProductImport, type OnImportProgress } from './product-import';
import { progressStream, wantsProgress } from './import-stream';
import { ImportApplyCodec, ImportDryRunCodec } from '../../src/contract/admin-import';
import { importTemplateCsv } from '../../src/domain/catalog';

export const tenantOf = (c: Context) => decodePart(CatalogueTenantCodec, c.req.param('tenant'), 'tenant');
export const catalogueIdOf = (c: Context, name: string) => decodePart(CatalogueIdCodec, c.req.param(name), name);

/** Two writes that raced past the checks meet the unique indexes: the loser gets a 409, not a 500. */
export async function conflictOnUnique<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown })?.code === '23505')
      return refusal(409, 'Another change used the same id, SKU or URL slug at the same moment: reload and try again.');
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

  api.get(v1Route(endpoints.adminListGroups), async (c) => {
    const tenant = tenantOf(c);
    return isRefusal(tenant) ? refused(c, tenant) : answered(c, await groups.list(tenant));
  });

  api.post(v1Route(endpoints.adminSaveGroup), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c), id: catalogueIdOf(c, 'groupId') }, ArtistGroupSaveCodec);
    if (isRefusal(input)) return refused(c, input);
    const { version, ...draft } = input.body;
    return answered(c, await groups.save(input.tenant, input.id, version, draft, await actorOf(c)));
  });

  api.post(v1Route(endpoints.adminMoveGroup), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c), id: catalogueIdOf(c, 'groupId') }, ArtistGroupMoveCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, id, body } = input;
    return answered(c, await groups.move(tenant, id, body.version, body.direction, await actorOf(c)));
  });

  api.get(v1Route(endpoints.adminListProducts), async (c) => {
    const tenant = tenantOf(c);
    if (isRefusal(tenant)) return refused(c, tenant);
    const { tenantId: _t, ...query } = c.req.query();
    const unknown = Object.keys(query).find((k) => !(k in ProductListQueryCodec.props));
    if (unknown) return refused(c, refusal(400, `Invalid request: unknown filter ${unknown}`));
    const filters = decodePart(ProductListQueryCodec, query, 'query');
    if (isRefusal(filters)) return refused(c, filters);
    return answered(c, await reads.list(tenant, filters));
  });

  api.get(v1Route(endpoints.adminGetProduct), async (c) => {
    const input = allDecoded({ tenant: tenantOf(c), id: catalogueIdOf(c, 'productId') });
    return isRefusal(input) ? refused(c, input) : answered(c, await reads.find(input.tenant, input.id));
  });

  api.post(v1Route(endpoints.adminCreateProduct), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c) }, ProductCreateCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, body } = input;
    const draft = draftFromWire(body.product);
    const written = await conflictOnUnique(async () => writer.create(tenant, draft, await actorOf(c)));
    if (isRefusal(written)) return refused(c, written);
    return answered(c, await reads.find(tenant, draft.id), 201);
  });

  api.post(v1Route(endpoints.adminSaveProduct), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c), id: catalogueIdOf(c, 'productId') }, ProductSaveCodec);
    if (isRefusal(input)) return refused(c, input);
    const {
      tenant,
      id,
      body: { version, product },
    } = input;
    if (product.id !== id) return refused(c, refusal(400, 'id: A product keeps its id; create a new product instead.'));
    const written = await conflictOnUnique(async () => writer.save(tenant, draftFromWire(product), version, await actorOf(c)));
    if (isRefusal(written)) return refused(c, written);
    return answered(c, await reads.find(tenant, id));
  });

  api.post(v1Route(endpoints.adminRetireProduct), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c), id: catalogueIdOf(c, 'productId') }, ProductRetireCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, id, body } = input;
    const retired = await writer.retire(tenant, id, body.version, body.retired, await actorOf(c));
    if (retired) return refused(c, retired);
    return answered(c, await reads.find(tenant, id));
  });

  api.get(v1Route(endpoints.adminImportTemplate), (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="product-import-template.csv"');
    return c.body(importTemplateCsv());
  });

  // Both answer as a stream of progress lines when the client asks for it (import-stream.ts).
  api.post(v1Route(endpoints.adminImportDryRun), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c) }, ImportDryRunCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, body } = input;
    const plan = await imports.read(tenant, body.csv);
    if (isRefusal(plan)) return refused(c, plan);
    if (wantsProgress(c)) return progressStream(c, (onProgress) => imports.dryRun(tenant, plan, onProgress), log);
    return c.json(await imports.dryRun(tenant, plan));
  });

  api.post(v1Route(endpoints.adminImportApply), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c) }, ImportApplyCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, body } = input;
    const actor = await actorOf(c);
    const plan = await imports.read(tenant, body.csv);
    if (isRefusal(plan)) return refused(c, plan);
    const apply = (onProgress?: OnImportProgress) => conflictOnUnique(() => imports.apply(tenant, plan, body.basis, actor, onProgress));
    if (wantsProgress(c)) return progressStream(c, apply, log);
    return answered(c, await apply());
  });
}
