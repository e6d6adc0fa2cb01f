/**
 * robots.txt (issue 27): a public tenant's storefront is open to crawlers, the admin, the
 * development pages and the API are not, and the Sitemap line names the tenant's own sitemap. A
 * private tenant (issue 18) or an unknown one is closed whole: nothing of it belongs in an index.
 */
export function robotsTxt(sitemapUrl: string | null): string {
  if (sitemapUrl === null) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /dev', 'Disallow: /api', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
