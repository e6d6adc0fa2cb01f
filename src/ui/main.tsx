import './styles/global.css';
import { configure } from 'mobx';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Analytics, type Analytics as AnalyticsPort } from '../application/ports/analytics';
import { ShellStore } from '../application/shell/shell-store';
import { App } from './app';
import { browserModules, buildContainer } from './container';
import { matchRoute } from '../application/routing/route-table';
import { startChunkLoader } from './routing/feature-modules';
import { pages } from './routing/pages';
import { preloadLeavePageGuard } from './shell/shell';
import { printingSessionWanted } from './routing/printing-session';

// Every state change goes through an action (DESIGN §4).
configure({ enforceActions: 'always' });

// The modules' evaluation is one long task on a phone, starting the stores another: between them
// the browser may paint and take a tap (issue 27's TBT). Not an idle wait: the next task runs as
// soon as the browser has nothing more urgent.
await new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = buildContainer(await browserModules(window));
startChunkLoader(container);

// Bugs that escape React reach the analytics port and the global error modal (DESIGN §4).
const analytics = container.get<AnalyticsPort>(Analytics);
const reportUnexpected = (error: unknown) => {
  analytics.reportError(error, { where: 'window' });
  if (error instanceof DOMException && error.name === 'AbortError') return;
  container.get(ShellStore).showError({
    title: 'Something went wrong',
    // The modal's message is HTML (SPEC §8): a link that reloads this very address.
    message: `Please try again. If it keeps happening, <a href="${encodeURI(location.pathname + location.search)
      .replace(/"/g, '%22')
      .replace(/&/g, '&amp;')}">reload the page</a>: your projects are kept on this device.`,
  });
};
window.addEventListener('error', (event) => reportUnexpected(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportUnexpected(event.reason));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The server rendered the route with these components and the page's boot data (issue 27): the app
// hydrates that markup. Where it did not (the admin, a frame, an unknown or private tenant) #root
// is empty and the app renders it. The first route's page (and its stores) load before either, so
// hydration does not suspend on the page's chunk. A failed load renders anyway; the page's own
// boundary reports it. Off the home route, when the printing session has work (the page uses its
// stores, or there is a project to keep: printingSessionWanted), the leave-page guard's chunk loads
// with the page too, so that it listens before the shopper can make the first change (SPEC §4).
const firstPage = matchRoute(window.location.pathname).route.page;
const app = (
  <StrictMode>
    <App container={container} />
  </StrictMode>
);
const firstPageLoad = pages[firstPage].preload(container);
void Promise.all([firstPageLoad, firstPage !== 'home' && printingSessionWanted(container) ? preloadLeavePageGuard(container) : undefined])
  .catch(() => undefined)
  .then(() => {
    if (!root.hasChildNodes()) return void createRoot(root).render(app);
    // A mismatch between the server's markup and the first render is a bug: said on the console
    // (the e2e suite fails on console errors), not shown to the shopper (React renders it afresh).
    hydrateRoot(root, app, {
      onRecoverableError: (error, info) => console.error('TilePix: hydration', error, info.componentStack ?? ''),
    });
  });
