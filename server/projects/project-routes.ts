import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import {
  ProjectConflictCodec,
  ProjectDeleteRequestCodec,
  ProjectRecoverAnswerCodec,
  ProjectRecoverRequestCodec,
  type RecoveryLinkRefusal,
  ProjectSaveRequestCodec,
  ProjectVersionCodec,
  ProjectsGetAnswerCodec,
  ProjectsGetRequestCodec,
} from '../../src/contract/project';
import { requireCustomer, type AuthEnv } from '../auth/guards';
import { checkSave } from './project-document';
import type { ProjectService } from './project-service';
import type { RecoveryRedemption, RedeemOutcome } from './recovery-redemption';
import { clientAddress } from '../storefront/client-address';
import type { Queryable } from '../db/db';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { decodeJsonBody } from '../http/decode';
import { tenantIdOf } from '../http/tenant-context';
import { refused, isRefusal, refusal, type Refusal } from '../http/refusal';

/**
 * Per client address: the client saves each project at most once a second (SPEC §9) and reads on
 * sign-in; a burst of 120, then 10 calls a second, leaves room for a household (or an e2e run) behind
 * one address and stops a loop.
 */
export const PROJECT_THROTTLE: ThrottleLimits = { capacity: 120, refillPerSecond: 10 };
/**
 * Creating projects (a save with baseVersion null), per client address: a burst of 60, then one a
 * second. With the cap per owner and the 512 KB body, what a loop can store is bounded by time.
 */
export const PROJECT_CREATE_THROTTLE: ThrottleLimits = { capacity: 60, refillPerSecond: 1 };
/** A save body: 100 tiles with long source URLs fit well inside; a 5 MB body is refused with 413. */
export const PROJECT_BODY_LIMIT = 512 * 1024;

export interface ProjectRouteDeps {
  readonly projects: ProjectService;
  readonly recovery: RecoveryRedemption;
  /** The bearer guard (`account.auth`): anonymous without a header, 401 for a bad token. */
  readonly auth: MiddlewareHandler<AuthEnv>;
  readonly tenantExists: (tenantId: string) => Promise<boolean>;
  /** Where the per-client limits are counted (shared by every server: issue #21). */
  readonly db: Queryable;
  readonly throttle?: ThrottleLimits;
  readonly createThrottle?: ThrottleLimits;
  readonly now?: () => number;
}

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

/** A refused recovery link: its status and wording (the client shows its own words by `code`). */
const LINK_REFUSED: Record<Exclude<RedeemOutcome['kind'], 'redeemed'>, { status: 400 | 403 | 410; code: RecoveryLinkRefusal; message: string }> = {
  invalid: { status: 400, code: 'recovery/invalid', message: 'This recovery link is not valid.' },
  expired: { status: 410, code: 'recovery/expired', message: 'This recovery link has expired.' },
  used: { status: 410, code: 'recovery/used', message: 'This recovery link was already used.' },
  foreign: { status: 403, code: 'recovery/foreign', message: 'This recovery link belongs to another account.' },
};

/**
 * The projects calls of SPEC §7 (issue #15): get, save, delete; and recover (issue 26: a recovery link's redemption). Bodies decode with the contract's
 * codecs (save is then checked field by field: project-document.ts); the caller comes from the bearer
 * token, or is anonymous and named by a cart token; ownership is project-service.ts's.
 */
export function projectRoutes({
  projects,
  recovery,
  auth,
  tenantExists,
  db,
  throttle = PROJECT_THROTTLE,
  createThrottle = PROJECT_CREATE_THROTTLE,
  now = Date.now,
}: ProjectRouteDeps): Hono<AuthEnv> {
  const api = new Hono<AuthEnv>();
  const perClient = new PgRateLimiter(db, 'projects', throttle, now);
  const creates = new PgRateLimiter(db, 'project-creates', createThrottle, now);

  /** Throttled before anything is read; an unknown tenant is 404 before anything is written. */
  const tenantOf = async (c: Context<AuthEnv>): Promise<string | Refusal> => {
    c.header('Cache-Control', 'no-store');
    if (!(await perClient.take(clientAddress(c)))) return refusal(429, TOO_MANY);
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return tenantId;
    if (!(await tenantExists(tenantId))) return refusal(404, 'Tenant not found.');
    return tenantId;
  };

  api.post(v1Route(endpoints.getProjects), auth, async (c) => {
    const tenantId = await tenantOf(c);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ProjectsGetRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const list = await projects.list(tenantId, c.get('auth'), body);
    if (isRefusal(list)) return refused(c, list);
    return c.json(ProjectsGetAnswerCodec.encode({ projects: list }));
  });

  api.post(v1Route(endpoints.saveProject), auth, async (c) => {
    const tenantId = await tenantOf(c);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ProjectSaveRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const checked = checkSave(body);
    if (isRefusal(checked)) return refused(c, checked);
    const { project, baseVersion } = checked;
    if (baseVersion === null && !(await creates.take(clientAddress(c)))) return refused(c, refusal(429, TOO_MANY));
    const outcome = await projects.save(tenantId, c.get('auth'), project, baseVersion, clientAddress(c));
    if (isRefusal(outcome)) return refused(c, outcome);
    if (outcome.kind === 'conflict') {
      return c.json({ message: outcome.body.customerMessage, code: outcome.code, ...ProjectConflictCodec.encode(outcome.body) }, 409);
    }
    return c.json(ProjectVersionCodec.encode({ version: outcome.version }));
  });

  api.post(v1Route(endpoints.deleteProject), auth, async (c) => {
    const tenantId = await tenantOf(c);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ProjectDeleteRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const kept = await projects.delete(tenantId, c.get('auth'), body.projectId, body.cartToken);
    if (kept) return refused(c, kept);
    return c.body(null, 204);
  });

  // Signed in only: a link is redeemed by the customer it was mailed to (recovery-redemption.ts).
  api.post(v1Route(endpoints.recoverProjects), auth, requireCustomer, async (c) => {
    const tenantId = await tenantOf(c);
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, ProjectRecoverRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const outcome = await recovery.redeem(tenantId, c.get('auth')!, body.link);
    if (outcome.kind === 'redeemed') return c.json(ProjectRecoverAnswerCodec.encode({ cartToken: outcome.cartToken }));
    const refusedLink = LINK_REFUSED[outcome.kind];
    return c.json({ message: refusedLink.message, code: refusedLink.code, customerMessage: refusedLink.message }, refusedLink.status);
  });

  return api;
}
