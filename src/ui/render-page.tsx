import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { PageRenderRequest, RenderedPage } from '../contract/page-render';
import { matchRoute } from '../application/routing/route-table';
import { App } from './app';
import { buildContainer } from './container';
import { serverModules } from './server-container';
import { pages } from './routing/pages';
import { pageHeadFor, pageNotFound } from './routing/page-head-data';

/**
 * The server's render of a page (issue 27): the same App, stores and route table as the browser,
 * in a container of its own for this one request (`serverModules`: the stores start from the boot
 * block the page then carries). A second entry of the client build, so its CSS-module class names
 * are the browser's by construction (esbuild.config.ts bundles it again for Node as
 * dist/server/render.js); the server loads it from the build (server/http/page-renderer.ts).
 * The browser then hydrates this markup (main.tsx) instead of drawing the page again.
 */

// Observers render once, without reactions (nothing would dispose them on the server).
enableStaticRendering(true);

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const { route } = matchRoute(request.path);
  // The admin is the browser's alone: its pages need the admin's session, which lives there.
  if (route.admin) return null;
  const container = buildContainer(serverModules(request));
  // The page's code, and its stores bound into this request's container, before the render: the
  // render does not suspend on it, and the browser preloads the same chunk before it hydrates.
  await pages[route.page].preload(container);
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
    // The page is sent whole once all of it is ready (allReady below): no boundary is split out to be
    // swapped in by an inline script (React does so past ~12.8 kB by default, which the CSP refuses,
    // so hydration fell back to drawing the page again: a home page with its drawn hero crossed it).
    { onError: (error) => void (failure ??= error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  const head = pageHeadFor(container, request);
  return { html, status: pageNotFound(container, request.path) ? 404 : 200, head: head.head, lcpImage: head.lcpImage };
}
