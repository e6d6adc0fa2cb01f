import type { LcpImage, PageHead } from '../domain/seo/page-head';
import type { BootWire } from './boot';

export type { LcpImage, PageHead } from '../domain/seo/page-head';

/**
 * The server's page render (issue 27): the client build's server entry (src/ui/render-page.tsx,
 * built into dist/server/render.js) answers this, and the server (server/http/page-renderer.ts)
 * loads it from the build and writes its answer into index.html. Only data crosses: the server
 * imports no view.
 */
export interface PageRenderRequest {
  /** The request's path, without query or hash. */
  readonly path: string;
  /** The query string, with or without the leading '?'. */
  readonly search: string;
  /** The host name the request came to (a tenant may be chosen by it). */
  readonly hostname: string;
  /** The data the page carries in its boot block, which the stores start from on both sides. */
  readonly boot: BootWire;
  /** PUBLIC_URL: the origin canonical and shared addresses are written with. */
  readonly publicUrl: string;
}

export interface RenderedPage {
  /** The markup for inside `#root`. */
  readonly html: string;
  /** 404 for Page Not Found (an unknown path, product, collection or artist). */
  readonly status: 200 | 404;
  readonly head: PageHead;
  /** The largest picture of the first screen (preloaded from the head), if the page has one. */
  readonly lcpImage: LcpImage | null;
  /**
   * The browser chunks the page loads before it hydrates, beyond the entry's (its page, its stores),
   * preloaded from the head: filled by the build's render bundle (build/route-preloads.ts).
   */
  readonly modulePreloads?: readonly string[];
}

/** Renders one page, or null for routes the browser renders alone (the admin). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | null>;
