import type { Context, Hono } from 'hono';
import {
  StoreCreateCodec,
  StoreIdCodec,
  StoreImportApplyCodec,
  StoreImportDryRunCodec,
  StoreRetireCodec,
  StoreSaveCodec,
} from '../../src/contract/admin-stores';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { storeImportHeader, storeCsvRow, type PickupStore } from '../../src/domain/pickup';
import type { AuthEnv } from '../auth/guards';
import type { Db } from '../db/db';
import { decodePart, withJsonBody } from '../http/decode';
import { answered, isRefusal, refused } from '../http/refusal';
import { adminActor } from './admin-actor';
import { tenantOf } from './catalogue-routes';
import { fromDraftWire, StoreAdmin } from './store-admin';
import { StoreImport } from './store-import';

const storeIdOf = (c: Context) => decodePart(StoreIdCodec, c.req.param('storeId'), 'storeId');

/** The template's example row: a real-looking store the admin overwrites. */
const EXAMPLE: PickupStore = {
  id: 'chicago-loop',
  name: 'Chicago Loop',
  address: { line1: '151 N State St', city: 'Chicago', state: 'IL', zip: '60601' },
  location: { lat: 41.8847, lng: -87.6278 },
  timeZone: 'America/Chicago',
  week: [{ opens: 600, closes: 1080 }, ...Array.from({ length: 5 }, () => ({ opens: 480, closes: 1320 })), { opens: 540, closes: 1260 }],
  leadMinutes: 60,
  cutoffMinutes: 1200,
  active: true,
};

/**
 * The admin's pick-up stores (issue 30) and their CSV import. Registered on the admin router after
 * its guard, like the catalogue's routes; every write names the tenant being edited in the path.
 */
export function registerStoreRoutes(api: Hono<AuthEnv>, db: Db): void {
  const stores = new StoreAdmin(db);
  const imports = new StoreImport(db);
  const actorOf = (c: Context<AuthEnv>) => adminActor(db, c.get('auth')!);

  api.get(v1Route(endpoints.adminListStores), async (c) => {
    const tenant = tenantOf(c);
    if (isRefusal(tenant)) return refused(c, tenant);
    const list = await stores.list(tenant);
    return isRefusal(list) ? refused(c, list) : c.json({ stores: list });
  });

  api.post(v1Route(endpoints.adminCreateStore), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c) }, StoreCreateCodec);
    if (isRefusal(input)) return refused(c, input);
    return answered(c, await stores.create(input.tenant, fromDraftWire(input.body.store), await actorOf(c)), 201);
  });

  api.post(v1Route(endpoints.adminSaveStore), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c), id: storeIdOf(c) }, StoreSaveCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, id, body } = input;
    return answered(c, await stores.save(tenant, id, body.version, fromDraftWire(body.store), await actorOf(c)));
  });

  api.post(v1Route(endpoints.adminRetireStore), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c), id: storeIdOf(c) }, StoreRetireCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, id, body } = input;
    return answered(c, await stores.retire(tenant, id, body.version, body.active, await actorOf(c)));
  });

  api.get(v1Route(endpoints.adminStoreImportTemplate), (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="store-import-template.csv"');
    return c.body(storeImportHeader() + storeCsvRow(EXAMPLE));
  });

  api.post(v1Route(endpoints.adminStoreImportDryRun), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c) }, StoreImportDryRunCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, body } = input;
    const plan = await imports.read(tenant, body.csv);
    return isRefusal(plan) ? refused(c, plan) : c.json(await imports.dryRun(tenant, plan));
  });

  api.post(v1Route(endpoints.adminStoreImportApply), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c) }, StoreImportApplyCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, body } = input;
    const actor = await actorOf(c);
    const plan = await imports.read(tenant, body.csv);
    if (isRefusal(plan)) return refused(c, plan);
    return answered(c, await imports.apply(tenant, plan, body.basis, actor));
  });
}
