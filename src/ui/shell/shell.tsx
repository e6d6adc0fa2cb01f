import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { redirectFor } from '../../domain/routing/paths';
import { documentTitle, matchRoute } from '../../application/routing/route-table';
import { ParentFrame } from '../../application/ports/parent-frame';
import { PageTitleStore } from '../../application/stores/page-title-store';
import { TenantStore } from '../../application/stores/tenant-store';
import { useService } from '../hooks/use-service';
import { pages } from '../routing/pages';
import { RouteScroll } from '../routing/route-scroll';
import { useRouteEffects } from '../routing/use-route-effects';
import { AdminLayout } from '../admin/admin-layout';
import { EmbeddedUploadProgress } from './embedded-upload-progress';
import { ErrorDialog } from './error-dialog';
import { Footer } from './footer';
import { FullScreenOverlay } from './full-screen-overlay';
import { LeavePageGuard } from './leave-page-guard';
import { Header } from './header';
import { Loading } from './loading';
import { PromoBanner } from './promo-banner';
import styles from './shell.module.css';

/** The page frame: redirects, then header, promo banner, the route's page and the footer. */
export const Shell = observer(function Shell() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const tenant = useService(TenantStore).tenant;
  const parent = useService<ParentFrame>(ParentFrame);
  const path = location.split('#')[0] || '/';
  const redirect = redirectFor(path, search, tenant);
  const { route, params } = matchRoute(path);
  const pageTitles = useService(PageTitleStore);
  const title = documentTitle(route, tenant.brand, pageTitles.titleFor(path));

  const redirectKey = redirect ? JSON.stringify(redirect) : '';
  useEffect(() => {
    if (!redirect) return;
    if (redirect.kind === 'internal') navigate(redirect.to, { replace: true });
    else if (redirect.kind === 'external') window.location.replace(redirect.url);
    // `redirectKey` stands for `redirect`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirectKey]);
  useRouteEffects(route, path, title, parent);

  if (redirect && redirect.kind !== 'app') return <Loading label="Redirecting…" />;

  const Page = pages[route.page];
  const page = (
    <Suspense fallback={<Loading />}>
      <Page params={params} />
      <RouteScroll path={location} />
    </Suspense>
  );

  if (route.standalone) {
    return (
      <main id="main" className={styles.main}>
        {page}
        <FullScreenOverlay />
        <LeavePageGuard />
      </main>
    );
  }
  return (
    <div className={styles.app}>
      <a href="#main" className="tpx-skip-link">
        Skip to content
      </a>
      {parent.embedded ? <EmbeddedUploadProgress /> : <Header path={path} isHome={route.page === 'home'} />}
      <PromoBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {route.admin ? <AdminLayout path={path}>{page}</AdminLayout> : page}
      </main>
      {route.showFooter && <Footer />}
      <ErrorDialog />
      <FullScreenOverlay />
      <LeavePageGuard />
    </div>
  );
});
