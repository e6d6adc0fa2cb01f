import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { useLocation, useSearch } from 'wouter';
import { redirectFor } from '../../domain/routing/paths';
import { documentTitle, matchRoute } from '../../application/routing/route-table';
import { ParentFrame } from '../../application/ports/parent-frame';
import { PageTitleStore } from '../../application/shell/page-title-store';
import { TenantStore } from '../../application/shell/tenant-store';
import { ContainerContext, useService } from '../hooks/use-service';
import { adminFeature } from '../container';
import { embedStores, lazyFeaturePart, navigateParent, perContainer, printingStores, withFeature, type Feature } from '../routing/feature-modules';
import { usePrintingSessionWanted } from '../routing/printing-session';
import { pages } from '../routing/pages';
import { RouteFocus, RouteScroll } from '../routing/route-scroll';
import { LiveMark } from './live-mark';
import { useRouteEffects } from '../routing/use-route-effects';
import { Footer } from './footer';
import { FullScreenOverlay } from './full-screen-overlay';
import { Header } from './header';
import { Loading } from './loading';
import { ModalOutlet } from './modals/modal-outlet';
import { PromoBanner } from './promo-banner';
import styles from './shell.module.css';
import { loadChunk } from '../../application/loading/chunk-loader';

/** A shell part's chunk, loaded when first rendered (through the ChunkLoader); if it cannot load, the page goes on without it. */
const shellPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    loadChunk(load).then(
      (part) => ({ default: part }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );

// Parts of the shell that the first render does not need (issue 27's JS budget): the printing
// session's leave-page guard, convert prompt and iframe upload bar load with the session's stores,
// and only when the session has work (usePrintingSessionWanted); the admin side navigation with the admin pages.
/** A shell part that reads a feature's stores: they bind into the container the shell renders in. */
const featureShellPart = <P extends object>(feature: Feature, load: () => Promise<ComponentType<P>>) =>
  perContainer<P>((container) => shellPart(() => withFeature(container, feature, load)));

const leavePageGuards = new WeakMap<Container, Promise<ComponentType>>();
/** Starts (once per container) loading the leave-page guard with the printing stores; main.tsx calls it before the first render off the home route. */
export const preloadLeavePageGuard = (container: Container): Promise<ComponentType> => {
  let guard = leavePageGuards.get(container);
  if (!guard)
    leavePageGuards.set(container, (guard = withFeature(container, printingStores, () => import('./leave-page-guard').then((m) => m.LeavePageGuard))));
  return guard;
};
const LeavePageGuard = perContainer((container) => shellPart(() => preloadLeavePageGuard(container)));
const ConvertPromptWatch = featureShellPart(printingStores, () => import('./convert-prompt-watch').then((m) => m.ConvertPromptWatch));
const EmbeddedUploadProgress = featureShellPart(printingStores, () => import('./embedded-upload-progress').then((m) => m.EmbeddedUploadProgress));
const EmbedBridge = featureShellPart(embedStores, () => import('./embed-bridge').then((m) => m.EmbedBridge));
// The admin's frame loads with the admin's stores (its tenant picker uses them).
const AdminLayout = lazyFeaturePart(adminFeature, () => import('../admin/admin-layout').then((m) => m.AdminLayout));

/** Renders its children once the first render is on screen, so their chunks do not hold it up. */
function AfterFirstRender({ children }: { children: ReactNode }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The page frame: redirects, then header, promo banner, the route's page and the footer. */
export const Shell = observer(function Shell() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const tenant = useService(TenantStore).tenant;
  const parent = useService<ParentFrame>(ParentFrame);
  const container = useContext(ContainerContext);
  const path = location.split('#')[0] || '/';
  const redirect = redirectFor(path, search, { ...tenant, ownTenant: tenant.id });
  const { route, params } = matchRoute(path);
  const pageTitles = useService(PageTitleStore);
  const title = documentTitle(route, tenant.brand, pageTitles.titleFor(path));

  const redirectKey = redirect ? JSON.stringify(redirect) : '';
  useEffect(() => {
    if (!redirect) return;
    if (redirect.kind === 'internal') navigate(redirect.to, { replace: true });
    // Inside an iframe the parent page goes there (navigate), not the frame (a hosted page may refuse framing).
    else if (redirect.kind === 'external' && parent.embedded && container) void navigateParent(container, redirect.url);
    else if (redirect.kind === 'external') window.location.replace(redirect.url);
    // `redirectKey` stands for `redirect`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirectKey]);
  useRouteEffects(route, path, title, parent);
  // The printing session's watchers load only when it has work here (issue 27's JS budget).
  const sessionWatchers = usePrintingSessionWanted() && (
    <>
      <LeavePageGuard />
      <ConvertPromptWatch />
    </>
  );

  if (redirect && redirect.kind !== 'app') return <Loading label="Redirecting…" />;

  const Page = pages[route.page];
  const page = (
    <Suspense fallback={<Loading />}>
      <Page params={params} />
      <RouteScroll path={location} />
      <LiveMark />
    </Suspense>
  );

  if (route.admin) {
    // The admin's own frame (issue 32): no shop header, promo banner or footer; focus goes to the
    // page's heading after each move inside it (RouteFocus), never on the first load.
    return (
      <>
        <Suspense fallback={<Loading />}>
          <AdminLayout path={path}>
            <Suspense fallback={<Loading />}>
              <Page params={params} />
              <RouteScroll path={location} />
              <RouteFocus path={path} />
            </Suspense>
          </AdminLayout>
          {/* The admin is never drawn on the server, and its layout may show its sign-in note instead of the page. */}
          <LiveMark />
        </Suspense>
        <ModalOutlet />
        <FullScreenOverlay />
      </>
    );
  }

  if (route.standalone) {
    return (
      <main id="main" className={styles.main}>
        {page}
        <ModalOutlet />
        <FullScreenOverlay />
        <AfterFirstRender>{sessionWatchers}</AfterFirstRender>
      </main>
    );
  }
  return (
    <div className={parent.embedded ? `${styles.app} ${styles.embedded}` : styles.app}>
      <a href="#main" className="tpx-skip-link">
        Skip to content
      </a>
      {parent.embedded ? (
        <Suspense fallback={null}>
          <EmbeddedUploadProgress />
        </Suspense>
      ) : (
        <Header path={path} isHome={route.page === 'home'} />
      )}
      <PromoBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {page}
      </main>
      {route.showFooter && <Footer />}
      <ModalOutlet />
      <FullScreenOverlay />
      <AfterFirstRender>
        {sessionWatchers}
        {parent.embedded && <EmbedBridge />}
      </AfterFirstRender>
    </div>
  );
});
