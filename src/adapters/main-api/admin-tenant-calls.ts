import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import type { AdminTenant, AdminTenantsApi } from '../../application/ports/admin-tenants-api';
import type { ApiFailure } from '../../application/ports/main-api';
import type { AdminTenantWire, TenantSettingsWire } from '../../contract/admin-tenants';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import type { EditableTenantSettings } from '../../domain/tenant/tenant-settings';
import { MainApiTransport } from './transport';
import { SharedTransport } from './transport-from-context';

const toWire = (s: EditableTenantSettings): TenantSettingsWire => ({
  ...s,
  allowedFrameColors: s.allowedFrameColors ? [...s.allowedFrameColors] : null,
  allowedParentOrigins: [...s.allowedParentOrigins],
  footer: { text: s.footer.text, social: s.footer.social.map((l) => ({ ...l })), quickLinks: s.footer.quickLinks.map((l) => ({ ...l })) },
});

const tenantOf = (result: Either<ApiFailure, AdminTenantWire>): Either<ApiFailure, AdminTenant> => (isLeft(result) ? result : right(result.right));

/** The admin's tenant settings calls (issue #17) over the main-API transport, loaded with the admin chunk. */
@injectable()
export class HttpAdminTenantsApi implements AdminTenantsApi {
  constructor(@inject(SharedTransport) private readonly transport: MainApiTransport) {}

  async getTenant(tenant: string) {
    return tenantOf(await this.transport.call(endpoints.adminGetTenant, { params: { tenant } }));
  }

  async saveTenant(tenant: string, version: number, settings: EditableTenantSettings) {
    return tenantOf(await this.transport.call(endpoints.adminSaveTenant, { params: { tenant }, body: { version, settings: toWire(settings) } }));
  }
}
