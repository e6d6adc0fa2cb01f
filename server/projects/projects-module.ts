import type { Hono, MiddlewareHandler } from 'hono';
import { CustomerRepository } from '../auth/customer-repository';
import type { AuthEnv } from '../auth/guards';
import type { Db } from '../db/db';
import { projectRoutes } from './project-routes';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import type { TenantRepository } from '../tenants/tenant-repository';
import { ProjectService } from './project-service';
import type { AnonymousQuota } from './anonymous-quota';
import { RecoveryRedemption } from './recovery-redemption';

/** What the app may set for server projects; every field has a default. */
export interface ProjectOptions {
  readonly throttle?: ThrottleLimits;
  readonly createThrottle?: ThrottleLimits;
  /** What one client address may keep in anonymous projects (`DEFAULT_ANONYMOUS_QUOTA` when absent). */
  readonly quota?: AnonymousQuota;
  readonly now?: () => number;
}

/** The projects composition (issue #15): the service over the database and its v1 routes. Touches nothing until a request. */
export function projectsModule({
  db,
  tenants,
  auth,
  recoveryLinkKey,
  ...options
}: { db: Db; tenants: TenantRepository; auth: MiddlewareHandler<AuthEnv>; recoveryLinkKey: () => Promise<Buffer> } & ProjectOptions): Hono<AuthEnv> {
  const customers = new CustomerRepository(db);
  const service = new ProjectService(db, async (tenantId, id) => (await customers.findById(tenantId, id)) !== null, options.now, options.quota);
  return projectRoutes({
    projects: service,
    recovery: new RecoveryRedemption(db, recoveryLinkKey, options.now),
    auth,
    db,
    tenantExists: async (id) => (await tenants.find(id)) !== null,
    ...(options.throttle ? { throttle: options.throttle } : {}),
    ...(options.createThrottle ? { createThrottle: options.createThrottle } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}
