import type { ResolutionContext } from 'inversify';
import { AccessTokenSource, UnauthorizedRecovery, type AccessTokenSource as Tokens, type UnauthorizedRecovery as Recovery } from '../../application/ports/access-token';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { MainApiTransport } from './transport';

/**
 * The main-API transport as every lazily loaded module's adapter needs it (projects, photos, social
 * login): the build's settings, the tenant, the session's token and its 401 recovery once the
 * accounts module has bound one. One place, so that no adapter is left without the recovery.
 */
export function transportFromContext(ctx: ResolutionContext): MainApiTransport {
  const unauthorized = ctx.get<Recovery>(UnauthorizedRecovery, { optional: true });
  return new MainApiTransport({
    settings: ctx.get<Settings>(ClientSettings),
    tenantId: ctx.get<string>(TenantId),
    tokens: ctx.get<Tokens>(AccessTokenSource),
    ...(unauthorized ? { unauthorized } : {}),
  });
}
