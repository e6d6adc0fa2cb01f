import { photosEndpoints as endpoints } from '../../contract/endpoints/photos';

/**
 * Where the browser fetches an image address from. The CSP allows `connect-src 'self'` only, so an
 * address on another site goes through the server's image proxy (GET/HEAD v1/images/proxy?url=…);
 * addresses on this page's origin, relative ones and the main API's origin (our /files storage)
 * are fetched directly.
 */
export class ImageProxyAddress {
  private readonly direct: ReadonlySet<string>;
  private readonly proxy: string;

  /** `apiBase` as in ClientSettings ('/api/' by default), `pageOrigin` the page's own. */
  constructor(
    apiBase: string,
    private readonly pageOrigin: string,
  ) {
    const api = new URL(apiBase, pageOrigin);
    this.direct = new Set([pageOrigin, api.origin]);
    this.proxy = new URL(endpoints.imageProxy.path, api).href;
  }

  /** The address to request for `url`. */
  of(url: string): string {
    let parsed: URL;
    try {
      parsed = new URL(url, this.pageOrigin);
    } catch {
      return url;
    }
    if (this.direct.has(parsed.origin) || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return url;
    return `${this.proxy}?url=${encodeURIComponent(parsed.href)}`;
  }
}

declare const __TPX_API_BASE__: string | undefined;

/** The page's own proxy addressing (the build's API base, this origin); none outside a browser. */
export const browserImageProxy = (): ImageProxyAddress | undefined =>
  typeof location === 'undefined' ? undefined : new ImageProxyAddress(typeof __TPX_API_BASE__ === 'string' ? __TPX_API_BASE__ : '/api/', location.origin);
