import type { ResolutionContext } from 'inversify';
import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import {
  AccessTokenSource,
  UnauthorizedRecovery,
  type AccessTokenSource as Tokens,
  type UnauthorizedRecovery as Recovery,
} from '../../application/ports/access-token';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { TransientRetryPolicy, type RetryPolicy } from '../transient-retry';
import { giveUpOnUnauthorized, MainApiTransport } from './transport';

/** The container's one main-API transport (issue #36: built once, every adapter shares it). */
export const SharedTransport = Symbol.for('MainApiTransport');

/**
 * Binds the shared transport: the build's settings, the tenant, the session's token, the retry
 * policy a test may bind, and the 401 recovery looked up at each 401 rather than at build time,
 * because the accounts module binds its recovery after the first calls have gone out.
 */
export function sharedTransportBindings(bind: ContainerModuleLoadOptions['bind']): void {
  bind(SharedTransport)
    .toDynamicValue((ctx) => {
      const retry = ctx.get<RetryPolicy>(TransientRetryPolicy, { optional: true });
      return new MainApiTransport({
        settings: ctx.get<Settings>(ClientSettings),
        tenantId: ctx.get<string>(TenantId),
        tokens: ctx.get<Tokens>(AccessTokenSource),
        unauthorized: {
          recover: (repeated, refusedToken) =>
            (ctx.get<Recovery>(UnauthorizedRecovery, { optional: true }) ?? giveUpOnUnauthorized).recover(repeated, refusedToken),
          refreshExpired: async (token) => ctx.get<Recovery>(UnauthorizedRecovery, { optional: true })?.refreshExpired?.(token),
        },
        ...(retry ? { retry } : {}),
      });
    })
    .inSingletonScope();
}

/** The shared transport, for the lazily loaded modules' adapters that are built by hand (projects, photos, social login). */
export function transportFromContext(ctx: ResolutionContext): MainApiTransport {
  return ctx.get<MainApiTransport>(SharedTransport);
}

/** The same binding as a module, for a container built outside the composition root (tests, tools). */
export const sharedTransportModule = new ContainerModule(({ bind }) => sharedTransportBindings(bind));
