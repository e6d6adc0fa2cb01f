import type { Either } from 'fp-ts/Either';
import type { EditableTenantSettings } from '../../domain/tenant/tenant-settings';
import type { ApiFailure } from './main-api';

/** A tenant as the admin edits it: its settings and the version they were read at. */
export interface AdminTenant {
  readonly id: string;
  readonly version: number;
  readonly settings: EditableTenantSettings;
}

/**
 * The admin's tenant calls (issue #17). A save carries the version it was based on; a 409 means
 * another admin saved in between (nothing was written).
 */
export interface AdminTenantsApi {
  getTenant(tenant: string): Promise<Either<ApiFailure, AdminTenant>>;
  saveTenant(tenant: string, version: number, settings: EditableTenantSettings): Promise<Either<ApiFailure, AdminTenant>>;
}
export const AdminTenantsApi = Symbol('AdminTenantsApi');
