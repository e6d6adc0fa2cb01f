import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { AnalyticsStore } from '../application/analytics/analytics-store';
import { SessionReset } from '../application/account/session-reset';
import { GeolocationStore } from '../application/account/geolocation-store';
import { SessionStore } from '../application/account/session-store';
import { WelcomePromoStore } from '../application/account/welcome-promo-store';
import { ConfigStore } from '../application/shell/config-store';
import { TenantStore } from '../application/shell/tenant-store';
import { ContainerContext, useService } from './hooks/use-service';
import { AppRouter } from './routing/app-router';
import { ErrorBoundary } from './shell/error-boundary';
import { ChunkLoadNotice } from './shell/chunk-load-notice';
import { Loading } from './shell/loading';
import { LiveMark } from './shell/live-mark';
import { Shell } from './shell/shell';
import { lazyFeaturePart } from './routing/feature-modules';
import styles from './shell/shell.module.css';
import { accessibleAccent } from '../domain/tenant/brand-colour';

/**
 * The private-site gate (issue 18) with its store: only a tenant private to this browser draws it, and
 * such a page is never the server's render, so it loads when the tenant says so (issue 27's JS budget).
 */
const PrivateSiteGate = lazyFeaturePart(
  () => import('../application/shell/site-gate-module').then((m) => m.siteGateModule),
  () => import('./shell/private-site-gate').then((m) => m.PrivateSiteGate),
);

export function App({ container }: { container: Container }) {
  return (
    <ContainerContext.Provider value={container}>
      <ErrorBoundary>
        <TenantGate />
      </ErrorBoundary>
      {/* Outside the boundary: a part that could not load says so once, over whatever is drawn. */}
      <ChunkLoadNotice />
    </ContainerContext.Provider>
  );
}

/** Nothing renders before the tenant is known; a tenant that fails shows SPEC §8's 'Error' / 'Tenant not found.'. */
const TenantGate = observer(function TenantGate() {
  const tenants = useService(TenantStore);
  const config = useService(ConfigStore);
  const account = useService(SessionStore);
  const geolocation = useService(GeolocationStore);
  const welcome = useService(WelcomePromoStore);
  const analytics = useService(AnalyticsStore);
  // A new customer session (logout, tenant change) remounts the pages: no view keeps a store of the last one.
  const session = useService(SessionReset).session;
  const state = tenants.state;

  useEffect(() => {
    void tenants.load();
  }, [tenants]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    // The brand colour, darkened where white text on it would be hard to read (WCAG 1.4.3).
    const { accent, onAccent } = accessibleAccent(state.tenant.accentColor);
    document.documentElement.style.setProperty('--tpx-accent', accent);
    document.documentElement.style.setProperty('--tpx-accent-contrast', onAccent);
    document.documentElement.dataset.tenant = state.tenant.id;
    config.start();
    tenants.start();
    account.start();
    geolocation.start();
    welcome.start();
    analytics.start();
    return () => {
      config.dispose();
      tenants.dispose();
      account.dispose();
      welcome.dispose();
    };
  }, [state, tenants, config, account, geolocation, welcome, analytics]);

  if (state.status === 'loading') return <Loading label="Loading the store…" />;
  if (state.status === 'private')
    return (
      <>
        <Suspense fallback={<Loading label="Loading the store…" />}>
          <PrivateSiteGate />
        </Suspense>
        <LiveMark />
      </>
    );
  if (state.status === 'failed') {
    return (
      <main className={styles.center}>
        <LiveMark />
        <div role="alert">
          <h1>{state.title}</h1>
          <p>{state.message}</p>
        </div>
      </main>
    );
  }
  return (
    <AppRouter>
      <Shell key={session} />
    </AppRouter>
  );
});
