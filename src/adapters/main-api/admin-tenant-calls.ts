import { inject, injectable, optional } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import { AccessTokenSource, UnauthorizedRecovery, type AccessTokenSource as Tokens, type UnauthorizedRecovery as Recovery } from '../../application/ports/access-token';
import type { AdminTenant, AdminTenantsApi } from '../../application/ports/admin-tenants-api';
import type { ApiFailure } from '../../application/ports/main-api';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import type { AdminTenantWire, TenantSettingsWire } from '../../contract/admin-tenants';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import type { EditableTenantSettings } from '../../domain/tenant/tenant-settings';
import { MainApiTransport } from './transport';

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
  private readonly transport: MainApiTransport;

  constructor(
    @inject(ClientSettings) settings: Settings,
    @inject(TenantId) tenantId: string,
    @inject(AccessTokenSource) tokens: Tokens,
    @inject(UnauthorizedRecovery) @optional() unauthorized?: Recovery,
  ) {
    this.transport = new MainApiTransport({ settings, tenantId, tokens, ...(unauthorized ? { unauthorized } : {}) });
  }

  async getTenant(tenant: string) {
    return tenantOf(await this.transport.call(endpoints.adminGetTenant, { params: { tenant } }));
  }

  async saveTenant(tenant: string, version: number, settings: EditableTenantSettings) {
    return tenantOf(await this.transport.call(endpoints.adminSaveTenant, { params: { tenant }, body: { version, settings: toWire(settings) } }));
  }
}
