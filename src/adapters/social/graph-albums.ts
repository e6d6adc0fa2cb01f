/**
 * What the Facebook and Instagram albums share (issue #36): the Graph API's base address, the fetch,
 * the thumbnail's display address, and how a call's URL is written (its query, then the token).
 */
export abstract class GraphAlbums {
  constructor(
    private readonly base: string,
    protected readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    /** A thumbnail's address the page may show (through the image proxy: the CSP's img-src is 'self'). */
    protected readonly display: (url: string) => string = (url) => url,
  ) {}

  protected url(path: string, accessToken: string, query: Record<string, string | undefined>): URL {
    const url = new URL(path, this.base);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
    url.searchParams.set('access_token', accessToken);
    return url;
  }
}

/** The next page's cursor only when the Graph API says there is a next page. */
export const nextCursor = (paging: { cursors?: { after?: string }; next?: string } | undefined): { after?: string } =>
  paging?.next && paging.cursors?.after ? { after: paging.cursors.after } : {};
