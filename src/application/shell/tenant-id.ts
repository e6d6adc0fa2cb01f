import { HOST_TENANTS, resolveTenantId } from '../../domain/tenant/tenant-resolution';
import type { LaunchContext } from '../ports/launch-context';

export { HOST_TENANTS };

/** DESIGN §3: tpx-initial-data's tenant → query `tenant` → host-name suffix → default. */
export function tenantIdFromLaunch(launch: LaunchContext): string {
  return resolveTenantId({
    initialDataTenant: launch.initialData?.tenant ?? launch.initialData?.tenantId,
    queryTenant: new URLSearchParams(launch.search).get('tenant'),
    hostname: launch.hostname,
    ...(launch.path !== undefined ? { path: launch.path } : {}),
    hostTenants: HOST_TENANTS,
  });
}
