import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import {
  ContinueLinkAnswerCodec,
  ContinueLinkRequestCodec,
  ContinueRedeemAnswerCodec,
  ContinueRedeemRequestCodec,
  ShareCreateRequestCodec,
  ShareListAnswerCodec,
  ShareListRequestCodec,
  ShareRevokeRequestCodec,
  ShareSummaryCodec,
} from '../../src/contract/share-calls';
import { SharedDesignAnswerCodec } from '../../src/contract/share';
import type { ProductWire } from '../../src/contract/product';
import { CONTINUE_CODES, CONTINUE_TEXT, isShareId, SHARE_TEXT } from '../../src/domain/sharing';
import type { AuthEnv } from '../auth/guards';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import type { Queryable } from '../db/db';
import { decodeJsonBody } from '../http/decode';
import { DEFAULT_TENANT_ID, tenantIdOf } from '../http/tenant-context';
import type { SourceImages } from '../admin/source-images';
import { clientAddress } from '../storefront/client-address';
import type { ContinueService } from './continue-service';
import { DesignImageCache, renderDesignImage } from './design-image';
import type { ShareService } from './share-service';
import { refused, isRefusal, refusal, type Refusal } from '../http/refusal';

/** Per client address: reads of shared pages (link previews, visitors) and the owner's calls. */
export const SHARE_READ_THROTTLE: ThrottleLimits = { capacity: 120, refillPerSecond: 10 };
export const SHARE_WRITE_THROTTLE: ThrottleLimits = { capacity: 30, refillPerSecond: 1 };
const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

export interface SharingRouteDeps {
  readonly shares: ShareService;
  readonly continues: ContinueService;
  readonly catalogue: CatalogueRepository;
  readonly images: SourceImages;
  readonly auth: MiddlewareHandler<AuthEnv>;
  readonly tenantExists: (tenantId: string) => Promise<boolean>;
  readonly db: Queryable;
  readonly readThrottle?: ThrottleLimits;
  readonly writeThrottle?: ThrottleLimits;
  readonly now?: () => number;
}

/** The tenant's product of a design, as the catalogue answers it (null when it no longer has it). */
export const designProduct = (catalogue: CatalogueRepository, tenantId: string, productId: string): Promise<ProductWire | null> =>
  catalogue.product(tenantId, { productId });

/** The share's picture address (the page's og:image), relative to the public origin. */
export const designImagePath = (tenantId: string, id: string): string =>
  `/api/v1/shares/${id}/image${tenantId === DEFAULT_TENANT_ID ? '' : `?tenantId=${encodeURIComponent(tenantId)}`}`;

/**
 * Issue 35's calls: the shared design (public, read-only: a live id answers its snapshot, anything else
 * 404), its picture, the owner's create/list/revoke, and the continue link's making and redemption.
 * Anonymous owners are known by the cart token they name, as for projects.
 */
export function sharingRoutes({
  shares,
  continues,
  catalogue,
  images,
  auth,
  tenantExists,
  db,
  readThrottle = SHARE_READ_THROTTLE,
  writeThrottle = SHARE_WRITE_THROTTLE,
  now = Date.now,
}: SharingRouteDeps): Hono<AuthEnv> {
  const api = new Hono<AuthEnv>();
  const reads = new PgRateLimiter(db, 'share-reads', readThrottle, now);
  const writes = new PgRateLimiter(db, 'share-writes', writeThrottle, now);
  const pictures = new DesignImageCache();

  const tenantOf = async (c: Context<AuthEnv>, limiter: PgRateLimiter): Promise<string | Refusal> => {
    c.header('Cache-Control', 'no-store');
    if (!(await limiter.take(clientAddress(c)))) return refusal(429, TOO_MANY);
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return tenantId;
    if (!(await tenantExists(tenantId))) return refusal(404, 'Tenant not found.');
    return tenantId;
  };
  const notFound = () => refusal(404, SHARE_TEXT.notFound);

  api.get(v1Route(endpoints.getSharedDesign), async (c) => {
    const tenantId = await tenantOf(c, reads);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const id = c.req.param('id');
    const design = isShareId(id) ? await shares.design(tenantId, id) : null;
    if (!design) return refused(c, notFound());
    const product = await designProduct(catalogue, tenantId, design.productId);
    c.header('Cache-Control', 'no-cache');
    return c.json(SharedDesignAnswerCodec.encode({ id, design, imageUrl: designImagePath(tenantId, id), ...(product ? { product } : {}) }));
  });

  api.get(v1Route(endpoints.getSharedDesignImage), async (c) => {
    const tenantId = await tenantOf(c, reads);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const id = c.req.param('id');
    const key = `${tenantId}:${id}`;
    const design = isShareId(id) ? await shares.design(tenantId, id) : null;
    if (!design) {
      pictures.drop(key);
      return refused(c, notFound());
    }
    const bytes = await pictures.get(key, async () => renderDesignImage(design, await designProduct(catalogue, tenantId, design.productId), images));
    // Link previews fetch it again and again; a revoked link's picture may live in a cache for these 5 minutes.
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Content-Type', 'image/jpeg');
    return c.body(new Uint8Array(bytes));
  });

  api.post(v1Route(endpoints.createShare), auth, async (c) => {
    const tenantId = await tenantOf(c, writes);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ShareCreateRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const made = await shares.create(tenantId, c.get('auth'), body.projectId, body.cartToken);
    if (isRefusal(made)) return refused(c, made);
    return c.json(ShareSummaryCodec.encode(made), 201);
  });

  api.post(v1Route(endpoints.listShares), auth, async (c) => {
    const tenantId = await tenantOf(c, reads);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ShareListRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    return c.json(ShareListAnswerCodec.encode({ shares: await shares.list(tenantId, c.get('auth'), body.cartToken) }));
  });

  api.post(v1Route(endpoints.revokeShare), auth, async (c) => {
    const tenantId = await tenantOf(c, writes);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ShareRevokeRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const kept = await shares.revoke(tenantId, c.get('auth'), body.id, body.cartToken);
    if (kept) return refused(c, kept);
    pictures.drop(`${tenantId}:${body.id}`);
    return c.body(null, 204);
  });

  api.post(v1Route(endpoints.createContinueLink), auth, async (c) => {
    const tenantId = await tenantOf(c, writes);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ContinueLinkRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const made = await continues.create(tenantId, c.get('auth'), body.projectId, body.cartToken, body.mode, tenantId === DEFAULT_TENANT_ID ? null : tenantId);
    if (isRefusal(made)) return refused(c, made);
    return c.json(ContinueLinkAnswerCodec.encode(made), 201);
  });

  api.post(v1Route(endpoints.redeemContinueLink), auth, async (c) => {
    const tenantId = await tenantOf(c, writes);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ContinueRedeemRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const outcome = await continues.redeem(tenantId, c.get('auth'), body.link, body.cartToken);
    if (isRefusal(outcome)) return refused(c, outcome);
    if (outcome.kind === 'opened') return c.json(ContinueRedeemAnswerCodec.encode({ projectId: outcome.projectId, mode: outcome.mode }));
    const status = outcome.kind === 'invalid' ? 400 : outcome.kind === 'gone' ? 404 : 410;
    const message = CONTINUE_TEXT[outcome.kind];
    return c.json({ message, code: CONTINUE_CODES[outcome.kind], customerMessage: message }, status);
  });

  return api;
}
