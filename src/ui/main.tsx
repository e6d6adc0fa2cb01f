import './styles/global.css';
import { configure } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Analytics, type Analytics as AnalyticsPort } from '../application/ports/analytics';
import { ShellStore } from '../application/shell/shell-store';
import { App } from './app';
import { browserModules, buildContainer } from './container';
import { matchRoute } from '../application/routing/route-table';
import { provideFeatureContainer } from './routing/feature-modules';
import { pages } from './routing/pages';
import { preloadLeavePageGuard } from './shell/shell';
// Not used here: in the entry's graph so that the build's class-name entry for the server's first
// screen (issue 19) shares its chunks instead of splitting new ones (esbuild.config.ts).
import './first-screen/class-names';

// Every state change goes through an action (DESIGN §4).
configure({ enforceActions: 'always' });

const container = buildContainer(browserModules(window));
provideFeatureContainer(container);

// Bugs that escape React reach the analytics port and the global error modal (DESIGN §4).
const analytics = container.get<AnalyticsPort>(Analytics);
const reportUnexpected = (error: unknown) => {
  analytics.reportError(error, { where: 'window' });
  if (error instanceof DOMException && error.name === 'AbortError') return;
  container.get(ShellStore).showError({
    title: 'Something went wrong',
    message: 'Please try again. If it keeps happening, reload the page: your projects are kept on this device.',
  });
};
window.addEventListener('error', (event) => reportUnexpected(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportUnexpected(event.reason));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first route's page (and its stores) load before the first render: the first paint is the
// page at its final size, not a spinner that it then replaces (issue 19). A failed load renders
// anyway; the page's own boundary reports it.
// Off the home route (whose first JS has a budget), the leave-page guard's chunk loads with the
// page too, so that it listens before the shopper can make the first change (SPEC §4).
const firstPage = matchRoute(window.location.pathname).route.page;
void Promise.all([
  pages[firstPage].preload(),
  firstPage === 'home' ? undefined : preloadLeavePageGuard(),
])
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App container={container} />
      </StrictMode>,
    ),
  );
