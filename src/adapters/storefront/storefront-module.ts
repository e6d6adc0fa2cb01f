import { ContainerModule } from 'inversify';
import {
  AccessTokenSource,
  UnauthorizedRecovery,
  type AccessTokenSource as Tokens,
  type UnauthorizedRecovery as Recovery,
} from '../../application/ports/access-token';
import { PaymentVault, type PaymentVault as PaymentVaultPort } from '../../application/ports/payment-vault';
import { Scheduler, type Scheduler as SchedulerPort } from '../../application/ports/scheduler';
import { StorefrontCart, type StorefrontCart as StorefrontCartPort } from '../../application/ports/storefront-cart';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { lazyPort } from '../lazy-port';
import { referenceStorefrontEndpoint } from './storefront-endpoint';
import { TenantStore } from '../../application/shell/tenant-store';
import { shopGraphqlUrl } from '../../domain/tenant/tenant-shop';

/**
 * The storefront adapters (cart, checkout, card vault), for the composition root. Their code loads
 * on first use (the cart and checkout), not with the home page.
 */
export const storefrontModule = new ContainerModule(({ bind }) => {
  bind(StorefrontCart)
    .toDynamicValue((ctx) => {
      const settings = ctx.get<Settings>(ClientSettings);
      const scheduler = ctx.get<SchedulerPort>(Scheduler);
      const reference = referenceStorefrontEndpoint(settings.apiBase, ctx.get<string>(TenantId));
      const tenants = ctx.get(TenantStore, { optional: true });
      // The signed-in customer's token: the server prices the cart for them (issue #14).
      const tokens = ctx.get<Tokens>(AccessTokenSource, { optional: true });
      const unauthorized = ctx.get<Recovery>(UnauthorizedRecovery, { optional: true });
      // Chosen at first use (the tenant has loaded by then): the tenant's shop (issue 34: its cart API,
      // current version, its public token), or the reference backend. Our customer token goes to ours only.
      const connection = () => {
        const shop = tenants?.shop ?? null;
        const endpoint = shop ? { url: shopGraphqlUrl(shop), accessToken: shop.token, vaultUrl: reference.vaultUrl, honoursIdempotencyKey: false } : reference;
        const auth = tokens && shop === null ? { tokens, ...(unauthorized ? { unauthorized } : {}) } : undefined;
        return { endpoint, auth };
      };
      const sleep = (ms: number) => new Promise<void>((resolve) => void scheduler.after(ms, resolve));
      // The cart's phone banner reads a page on every visit to /cart: that read loads the transport
      // alone, not the cart adapter and its documents (issue 27's JS budget).
      const pages = lazyPort<Pick<StorefrontCartPort, 'getPage'>>(async () => {
        const { storefrontPages } = await import('./storefront-pages');
        const { endpoint, auth } = connection();
        return storefrontPages(endpoint, sleep, auth);
      });
      return lazyPort<StorefrontCartPort>(
        async () => {
          const { endpoint, auth } = connection();
          // The timeout from the adapter's own module: a second import() of the transport alone made it
          // an entry point of its own, a chunk of its own on /cart beside the banner's (issue 27's JS budget).
          const { GraphQLStorefrontCart, DEFAULT_TIMEOUT_MS } = await import('./graphql-storefront-cart');
          return new GraphQLStorefrontCart(endpoint, { sleep, timeoutMs: DEFAULT_TIMEOUT_MS }, auth);
        },
        { getPage: (handle) => pages.getPage(handle) },
      );
    })
    .inSingletonScope();
  bind(PaymentVault)
    .toDynamicValue((ctx) => {
      const endpoint = referenceStorefrontEndpoint(ctx.get<Settings>(ClientSettings).apiBase, ctx.get<string>(TenantId));
      return lazyPort<PaymentVaultPort>(async () => new (await import('./http-payment-vault')).HttpPaymentVault(endpoint));
    })
    .inSingletonScope();
});
