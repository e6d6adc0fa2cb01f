import type { Context, Hono } from 'hono';
import { AssetListQueryCodec, AssetUploadQueryCodec } from '../../src/contract/admin-assets';
import { TenantSaveCodec } from '../../src/contract/admin-tenants';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import type { AuthEnv } from '../auth/guards';
import type { Db } from '../db/db';
import type { FileStore } from '../files/file-store-port';
import { bodyLimit } from '../http/body-limit';
import { decodePart, withJsonBody } from '../http/decode';
import { answered, isRefusal, refusal, refused, type Refusal } from '../http/refusal';
import { adminActor } from './admin-actor';
import { Assets, MAX_ASSET_BYTES, tooLargeMessage } from './assets';
import { tenantOf } from './catalogue-routes';
import { TenantSettings } from './tenant-settings';

/** The upload's path under /api/v1: the v1 router's body limit leaves it to the route (read only after the admin guard). */
export const ASSET_UPLOAD_PATH = /^\/api\/v1\/admin\/assets\/?$/;

export interface TenantAssetDeps {
  /** Where assets are stored: the disk store or the S3 bucket (none: the asset calls answer 404). */
  readonly files?: FileStore;
  /** Local development pages may be allowed parent origins (outside production). */
  readonly allowLocalParents: boolean;
  /** A tenant's settings changed: caches of tenant data (the CSP's frame-ancestors) read again. */
  readonly onTenantChanged?: () => void;
}

/** Only the query names a call knows (besides the transport's tenantId). */
function knownQuery(c: Context, names: readonly string[]): Record<string, string> | Refusal {
  const { tenantId: _t, ...query } = c.req.query();
  const unknown = Object.keys(query).find((k) => !names.includes(k));
  if (unknown) return refusal(400, `Invalid request: unknown parameter ${unknown}`);
  return query;
}

const NO_FILES = 'This server stores no files: start it with DATA_DIR or S3_BUCKET.';

/**
 * The tenants' settings and the image library (issue #17), registered on the admin router after its
 * guard, so each sits behind `requireAdmin`. The upload reads its body (up to 20 MB) only then.
 */
export function registerTenantAssetRoutes(api: Hono<AuthEnv>, db: Db, deps: TenantAssetDeps): void {
  const tenants = new TenantSettings(db, deps.allowLocalParents, deps.onTenantChanged);
  const assets = deps.files ? new Assets(db, deps.files) : undefined;
  const actorOf = (c: Context<AuthEnv>) => adminActor(db, c.get('auth')!);

  api.get(v1Route(endpoints.adminGetTenant), async (c) => {
    const tenant = tenantOf(c);
    return isRefusal(tenant) ? refused(c, tenant) : answered(c, await tenants.find(tenant));
  });

  api.post(v1Route(endpoints.adminSaveTenant), async (c) => {
    const input = await withJsonBody(c, { tenant: tenantOf(c) }, TenantSaveCodec);
    if (isRefusal(input)) return refused(c, input);
    const { tenant, body } = input;
    return answered(c, await tenants.save(tenant, body.version, body.settings, await actorOf(c)));
  });

  api.get(v1Route(endpoints.adminListAssets), async (c) => {
    if (!assets) return refused(c, refusal(404, NO_FILES));
    const raw = knownQuery(c, ['page']);
    if (isRefusal(raw)) return refused(c, raw);
    const query = decodePart(AssetListQueryCodec, raw, 'query');
    if (isRefusal(query)) return refused(c, query);
    return c.json(await assets.page(query.page ?? 1));
  });

  api.post(
    v1Route(endpoints.adminUploadAsset),
    async (c, next) => {
      // A declared size over the limit is refused before a byte is read, in words.
      const declared = Number(c.req.header('content-length'));
      if (declared > MAX_ASSET_BYTES) return refused(c, refusal(413, tooLargeMessage(declared)));
      await next();
    },
    bodyLimit(() => MAX_ASSET_BYTES, 'This image is over 20 MB: images can be at most 20 MB.'),
    async (c) => {
      if (!assets) return refused(c, refusal(404, NO_FILES));
      const raw = knownQuery(c, ['name']);
      if (isRefusal(raw)) return refused(c, raw);
      const query = decodePart(AssetUploadQueryCodec, raw, 'query');
      if (isRefusal(query)) return refused(c, query);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return answered(c, await assets.upload(bytes, query.name, await actorOf(c)), 201);
    },
  );
}
