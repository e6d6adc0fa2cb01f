import { inject, injectable, optional } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import { AccessTokenSource, UnauthorizedRecovery, type AccessTokenSource as Tokens, type UnauthorizedRecovery as Recovery } from '../../application/ports/access-token';
import type { AdminArtistGroup, AdminCatalogueApi } from '../../application/ports/admin-catalogue-api';
import type { ApiFailure } from '../../application/ports/main-api';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import type { ArtistGroupDraft } from '../../domain/catalog';
import { MainApiTransport } from './transport';

const groupsOf = (result: Either<ApiFailure, { groups: AdminArtistGroup[] }>): Either<ApiFailure, readonly AdminArtistGroup[]> =>
  isLeft(result) ? result : right(result.right.groups);

/** The admin's catalogue calls (issue #17) over the main-API transport, loaded with the admin chunk. */
@injectable()
export class HttpAdminCatalogueApi implements AdminCatalogueApi {
  private readonly transport: MainApiTransport;

  constructor(
    @inject(ClientSettings) settings: Settings,
    @inject(TenantId) tenantId: string,
    @inject(AccessTokenSource) tokens: Tokens,
    @inject(UnauthorizedRecovery) @optional() unauthorized?: Recovery,
  ) {
    this.transport = new MainApiTransport({ settings, tenantId, tokens, ...(unauthorized ? { unauthorized } : {}) });
  }

  async listGroups(tenant: string) {
    return groupsOf(await this.transport.call(endpoints.adminListGroups, { params: { tenant } }));
  }

  async saveGroup(tenant: string, groupId: string, version: number, draft: ArtistGroupDraft) {
    return groupsOf(await this.transport.call(endpoints.adminSaveGroup, { params: { tenant, groupId }, body: { version, ...draft } }));
  }

  async moveGroup(tenant: string, groupId: string, version: number, direction: 'up' | 'down') {
    return groupsOf(await this.transport.call(endpoints.adminMoveGroup, { params: { tenant, groupId }, body: { version, direction } }));
  }
}
