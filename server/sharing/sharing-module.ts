import type { Hono, MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../auth/guards';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';
import type { Db } from '../db/db';
import type { SourceImages } from '../admin/source-images';
import type { TenantRepository } from '../tenants/tenant-repository';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { ContinueService } from './continue-service';
import { ShareService } from './share-service';
import { sharingRoutes } from './sharing-routes';

export interface SharingOptions {
  readonly readThrottle?: ThrottleLimits;
  readonly writeThrottle?: ThrottleLimits;
  readonly now?: () => number;
}

/** Issue 35's composition: shared designs and continue links over the database, and their v1 routes. */
export function sharingModule({
  db,
  tenants,
  catalogue,
  images,
  auth,
  continueLinkKey,
  ...options
}: {
  db: Db;
  tenants: TenantRepository;
  catalogue: CatalogueRepository;
  images: SourceImages;
  auth: MiddlewareHandler<AuthEnv>;
  continueLinkKey: () => Promise<Buffer>;
} & SharingOptions): Hono<AuthEnv> {
  return sharingRoutes({
    shares: new ShareService(db, options.now),
    continues: new ContinueService(db, continueLinkKey, options.now),
    catalogue,
    images,
    auth,
    db,
    tenantExists: async (id) => (await tenants.find(id)) !== null,
    ...options,
  });
}
