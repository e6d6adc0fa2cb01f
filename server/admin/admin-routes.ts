import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import {
  AuditQueryCodec,
  NoteRequestCodec,
  OrderFilterQueryCodec,
  OrderIdCodec,
  ResendEmailRequestCodec,
  ShipRequestCodec,
  StatusMoveRequestCodec,
} from '../../src/contract/admin';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import type { Db } from '../db/db';
import { requireAdmin, type AuthEnv } from '../auth/guards';
import type { MiddlewareHandler } from 'hono';
import { decodePart, withJsonBody } from '../http/decode';
import { answered, isRefusal, refusal, refused } from '../http/refusal';
import { adminActor } from './admin-actor';
import { AuditLog } from './audit-log';
import { registerCatalogueRoutes } from './catalogue-routes';
import { registerConfettiRoutes } from './confetti-routes';
import { registerTenantAssetRoutes } from './tenant-asset-routes';
import { registerStoreRoutes } from './store-routes';
import { OrderPickup } from './order-pickup';
import { PickupMarkCodec } from '../../src/contract/admin-stores';
import type { FileStore } from '../files/file-store-port';
import { OrderChanges } from './order-changes';
import { OrderDetail } from './order-detail';
import { OrderShipping } from './order-shipping';
import { MAX_EXPORT_ROWS, OrderList } from './order-list';
import { ordersCsv } from './orders-csv';
import { PrintCachePruner, type PrintCacheBounds } from './print-cache-pruner';
import { PrintFiles } from './print-files';
import { PRINT_MIME } from './print-renderer';
import { LocalSourceImages } from './source-images';
import { zipStream } from './zip-writer';

export interface AdminDeps {
  readonly db: Db;
  /** The bearer guard (`account.auth`): verifies the token and sets `auth`. */
  readonly auth: MiddlewareHandler<AuthEnv>;
  /** DATA_DIR/files: where tiles' photos are read from (none: no print files). */
  readonly filesDir?: string;
  /** Where rendered print files are kept (never under the public files folder). */
  readonly printCacheDir?: string;
  readonly publicOrigin: string;
  /** The print cache's bounds: a pruning job starts with the routes (none: the cache is never pruned, as in tests). */
  readonly printCache?: PrintCacheBounds & { readonly log?: (line: string) => void };
  /** Where uploads go (shared albums' photos, the image library): disk or bucket; none: uploads are refused. */
  readonly fileStore?: FileStore;
  /** Local development pages may be a tenant's parent origins (outside production). */
  readonly allowLocalParents?: boolean;
  /** A tenant's settings changed (caches of tenant data read again). */
  readonly onTenantChanged?: () => void;
  /** The clock the order emails are queued by (tests set one). */
  readonly now?: () => number;
}

const orderIdOf = (c: Context) => decodePart(OrderIdCodec, c.req.param('orderId'), 'orderId');

/** The query of a list call: each filter decoded with the contract's codec, unknown names and a backwards date range refused. */
const filtersOf = (c: Context) => {
  const query = c.req.query();
  const unknown = Object.keys(query).filter((k) => k !== 'tenantId' && !(k in OrderFilterQueryCodec.props));
  if (unknown.length > 0) return refusal(400, `Invalid request: unknown filter ${unknown[0]}`);
  const { tenantId: _tenantId, ...raw } = query;
  const filters = decodePart(OrderFilterQueryCodec, raw, 'query');
  if (!isRefusal(filters) && filters.from && filters.to && filters.from > filters.to) return refusal(400, 'The start date must be on or before the end date.');
  return filters;
};

/**
 * /api/v1/admin/* (issue #17). Every route sits behind the bearer guard and `requireAdmin`: no token
 * is 401, a customer's token 403, and neither reads or writes anything. The routes are registered
 * on this router's own paths, so a new admin route cannot be added outside the guard.
 */
export function adminRoutes({
  db,
  auth,
  filesDir,
  printCacheDir,
  publicOrigin,
  printCache,
  fileStore,
  allowLocalParents = false,
  onTenantChanged,
  now = Date.now,
}: AdminDeps): Hono<AuthEnv> {
  const api = new Hono<AuthEnv>();
  const files = filesDir ?? path.join(tmpdir(), 'tpx-no-files');
  const images = new LocalSourceImages(files, publicOrigin);
  const details = new OrderDetail(db, images);
  const changes = new OrderChanges(db, details);
  const shipping = new OrderShipping(db, details, now);
  const pickup = new OrderPickup(db, details, now);
  const list = new OrderList(db);
  const audit = new AuditLog(db);
  const cacheDir = printCacheDir ?? path.join(path.dirname(path.resolve(files)), 'print-cache');
  const prints = new PrintFiles(db, images, cacheDir);
  // Every 10 minutes, on one server per cache folder (a job lease); an unref'd timer.
  if (printCache) new PrintCachePruner({ db, cacheDir, ...printCache, inUse: () => prints.inUse() }).start();

  api.use('/admin/*', auth, requireAdmin, async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  api.get(v1Route(endpoints.adminListTenants), async (c) =>
    c.json({ tenants: await db.query<{ id: string; name: string }>('SELECT id, name FROM tenants ORDER BY name, id') }),
  );

  api.get(v1Route(endpoints.adminListOrders), async (c) => {
    const filters = filtersOf(c);
    return isRefusal(filters) ? refused(c, filters) : c.json(await list.page(filters));
  });

  api.get(v1Route(endpoints.adminExportOrders), async (c) => {
    const filters = filtersOf(c);
    if (isRefusal(filters)) return refused(c, filters);
    const orders = await list.all(filters);
    if (orders.length > MAX_EXPORT_ROWS)
      return refused(c, refusal(422, `More than ${MAX_EXPORT_ROWS.toLocaleString('en-US')} orders match: narrow the filters to export.`));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
    // The BOM makes spreadsheet programs read the file as UTF-8.
    return c.body(`\uFEFF${ordersCsv(orders)}`);
  });

  api.get(v1Route(endpoints.adminGetOrder), async (c) => {
    const id = orderIdOf(c);
    if (isRefusal(id)) return refused(c, id);
    const order = await details.find(id);
    if (!order) return refused(c, refusal(404, `Order ${c.req.param('orderId')} not found.`));
    return c.json(order);
  });

  api.post(v1Route(endpoints.adminMoveOrder), async (c) => {
    const input = await withJsonBody(c, { id: orderIdOf(c) }, StatusMoveRequestCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id, body } = input;
    return answered(c, await changes.move(id, body, await adminActor(db, c.get('auth')!)));
  });

  api.post(v1Route(endpoints.adminAddOrderNote), async (c) => {
    const input = await withJsonBody(c, { id: orderIdOf(c) }, NoteRequestCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id, body } = input;
    return answered(c, await changes.addNote(id, body.text, await adminActor(db, c.get('auth')!)));
  });

  api.post(v1Route(endpoints.adminShipOrder), async (c) => {
    const input = await withJsonBody(c, { id: orderIdOf(c) }, ShipRequestCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id, body } = input;
    return answered(c, await shipping.ship(id, body, await adminActor(db, c.get('auth')!)));
  });

  // Issue 30: a pick-up order's marks (ready owes the ready email once; picked up after it).
  api.post(v1Route(endpoints.adminMarkPickupReady), async (c) => {
    const input = await withJsonBody(c, { id: orderIdOf(c) }, PickupMarkCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id } = input;
    return answered(c, await pickup.markReady(id, await adminActor(db, c.get('auth')!)));
  });

  api.post(v1Route(endpoints.adminMarkPickedUp), async (c) => {
    const input = await withJsonBody(c, { id: orderIdOf(c) }, PickupMarkCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id } = input;
    return answered(c, await pickup.markPickedUp(id, await adminActor(db, c.get('auth')!)));
  });

  api.post(v1Route(endpoints.adminResendOrderEmail), async (c) => {
    const input = await withJsonBody(c, { id: orderIdOf(c) }, ResendEmailRequestCodec);
    if (isRefusal(input)) return refused(c, input);
    const { id, body } = input;
    return answered(c, await shipping.resend(id, body.kind, await adminActor(db, c.get('auth')!)));
  });

  api.get(v1Route(endpoints.adminPrintFile), async (c) => {
    const id = orderIdOf(c);
    if (isRefusal(id)) return refused(c, id);
    const [line, tile] = [c.req.param('line'), c.req.param('tile')].map((v) => (/^\d{1,4}$/.test(v) ? Number(v) : NaN));
    if (!Number.isInteger(line) || !Number.isInteger(tile) || tile! < 1 || line! < 1)
      return refused(c, refusal(400, 'Invalid request: line and tile are numbers from 1'));
    const file = await prints.file(id, line! - 1, tile! - 1);
    if (isRefusal(file)) return refused(c, file);
    const [order] = await db.query<{ code: string }>('SELECT code FROM orders WHERE id = $1', [id]);
    c.header('Content-Type', PRINT_MIME);
    c.header('Content-Disposition', `attachment; filename="order-${order?.code ?? id}-${file.name}"`);
    c.header('Server-Timing', `render;dur=${file.renderMs.toFixed(1)}`);
    return c.body(new Uint8Array(file.bytes));
  });

  api.get(v1Route(endpoints.adminPrintArchive), async (c) => {
    const id = orderIdOf(c);
    if (isRefusal(id)) return refused(c, id);
    const archive = await prints.archiveEntries(id);
    if (isRefusal(archive)) return refused(c, archive);
    const { orderNumber, entries } = archive;
    const chunks = zipStream(entries);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="order-${orderNumber}-print-files.zip"`);
    return c.body(body);
  });

  api.get(v1Route(endpoints.adminAuditLog), async (c) => {
    const query = decodePart(AuditQueryCodec, { recordType: c.req.query('recordType'), recordId: c.req.query('recordId') }, 'query');
    if (isRefusal(query)) return refused(c, query);
    return c.json({ entries: await audit.forRecord(query.recordType, query.recordId) });
  });

  registerCatalogueRoutes(api, db);
  registerConfettiRoutes(api, db, fileStore);
  registerStoreRoutes(api, db);
  registerTenantAssetRoutes(api, db, { ...(fileStore ? { files: fileStore } : {}), allowLocalParents, ...(onTenantChanged ? { onTenantChanged } : {}) });

  return api;
}
