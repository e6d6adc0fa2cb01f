import { resolveTenantId } from '../../domain/tenant/tenant-resolution';
import type { LaunchContext } from '../ports/launch-context';

/** Tenants that may be picked from the host name (`wg.localhost`). */
export const HOST_TENANTS = ['wg', 'cvs'] as const;

/** DESIGN §3: tpx-initial-data's tenant → query `tenant` → host-name suffix → default. */
export function tenantIdFromLaunch(launch: LaunchContext): string {
  return resolveTenantId({
    initialDataTenant: launch.initialData?.tenant ?? launch.initialData?.tenantId,
    queryTenant: new URLSearchParams(launch.search).get('tenant'),
    hostname: launch.hostname,
    hostTenants: HOST_TENANTS,
  });
}
