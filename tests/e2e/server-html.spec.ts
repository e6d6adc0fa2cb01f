import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import { routes } from '../../src/application/routing/route-table';
import { ONCE } from './fixtures';

/**
 * Issue 27: the HTML the server writes for every route of the route table (SPEC §2), for the default
 * tenant and the two drugstores, validates (html-validate's recommended rules), and an address that
 * names nothing answers 404 with its not-found page. Only HTTP requests (the `request` fixture): no
 * browser is started, and it runs in one project only (the HTML does not depend on the viewport).
 * It lives in the e2e suite because the server's render is the client build's (dist/server/render.js).
 */

/**
 * The recommended rules, with these exceptions, each where the rule is about a writer that is not
 * ours or a style choice the HTML standard leaves open. Everything else is an error to fix.
 */
const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React's useId names elements `_R_k9_`: a valid HTML id (any string without spaces); the strict
    // mode only wants ids usable unescaped in CSS selectors, which these never are.
    'valid-id': ['error', { relaxed: true }],
    // react-dom/server writes void elements self-closed (`<img/>`), our template and head omit the
    // slash: both are HTML, and one of the two writers is not ours.
    'void-style': 'off',
    // The style react-dom/server writes (`checked=""`, `hidden=""`), held to everywhere.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React writes `fetchPriority` (HTML attribute names are case-insensitive); nothing else camel-cased.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // Our template's `<!doctype html>` (case-insensitive; the HTML standard writes it either way).
    'doctype-style': ['error', { style: 'lowercase' }],
    // ARIA 1.2 lets lists be named (`<ul aria-label="Details">`) and screen readers announce the name;
    // the rule only discourages it. Naming an element that cannot be named (a <p>) stays an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
const validator = new HtmlValidate(config);

const TENANTS = ['', 'wg', 'cvs'] as const;

/** The tenant's real product, artist and collection addresses, read from its own sitemap and shop. */
async function slugsOf(request: APIRequestContext, tenantQuery: string) {
  const sitemap = await (await request.get(`/sitemap.xml${tenantQuery}`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const shopAll = await (await request.get(`/shop-all${tenantQuery}`)).text();
  const product = paths.find((p) => p.startsWith('/products/'));
  const artist = paths.find((p) => p.startsWith('/artists/'));
  const group = /href="(\/shop-all\/[^"]+)"/.exec(shopAll)?.[1];
  if (!product || !artist || !group) throw new Error(`the seed of ${tenantQuery || 'the default tenant'} has no product, artist or collection`);
  return { product, artist, group };
}

/** Every pattern of the route table with a real address; a new route fails here until it is added. */
function addressesOf(slugs: { product: string; artist: string; group: string }): Record<string, string> {
  return {
    '/products/:urlSlug': slugs.product,
    '/artists/:artistName': slugs.artist,
    '/shop-all/:groupName': slugs.group,
    // The admin's pages are the browser's alone (its session lives there): the server sends the shell.
    '/admin/orders/:orderId': '/admin/orders/1001',
    // A shopper's order (issue 29): the server renders its heading and the email form, whatever the number.
    '/orders/:number': '/orders/K7M4Q9XRT',
    '/admin/customers/:customerId/projects/:projectId': '/admin/customers/c1/projects/p1',
    // A tenant's admin pages name the tenant in the path (issue 32).
    '/admin/t/:tenant/tenants': '/admin/t/wg/tenants',
    '/admin/t/:tenant/groups': '/admin/t/wg/groups',
    '/admin/t/:tenant/products': '/admin/t/wg/products',
    '/admin/t/:tenant/product-import': '/admin/t/cvs/product-import',
    '/admin/t/:tenant/stores': '/admin/t/wg/stores',
    '/signin': '/signin?u=abc',
    // A shared design (issue 35): an id no link has, so Design Not Found (404, below); the shared page itself is sharing.spec.ts's.
    '/d/:id': '/d/AAAAAAAAAAAAAAAAAAAAAA',
  };
}

const format = (messages: readonly Message[]) => messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`).join('\n');

// One HTTP check: the HTML is the same for every viewport (ONCE).
test.describe('the server HTML of every route', ONCE, () => {
  for (const tenant of TENANTS) {
    const query = tenant ? `?tenant=${tenant}` : '';
    test(`validates for ${tenant || 'the default tenant'}, with each page's status`, async ({ request }) => {
      const addresses = addressesOf(await slugsOf(request, query));
      const pages = routes.map((r) => ({ path: addresses[r.pattern] ?? r.pattern, status: r.page === 'sharedDesign' ? 404 : 200, page: r.page }));
      for (const { pattern } of routes) expect(pattern.includes(':') ? addresses[pattern] : pattern, `an address for ${pattern}`).toBeDefined();
      pages.push({ path: '/no/such/page', status: 404, page: 'notFound' });
      for (const page of pages) {
        const url = `${page.path}${page.path.includes('?') ? query.replace('?', '&') : query}`;
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(page.status);
        const html = await response.text();
        // The storefront's pages carry their render; the admin's come as the empty shell.
        if (!page.path.startsWith('/admin')) expect(html, url).toMatch(/<div id="root">(?!<\/div>)/);
        const report = await validator.validateString(html, url);
        expect(report.valid, `${url}:\n${format(report.results.flatMap((r) => r.messages))}`).toBe(true);
      }
    });
  }
});

const PRODUCT = '<h1>Product Not Found</h1>';
const ARTIST = '<h1>Artist Not Found</h1>';
/** Under the tenant's own shop-all heading. */
const COLLECTION = 'There is no collection called “';
const PAGE = '<h1>Page Not Found</h1>';
const DESIGN = '<h1>Design Not Found</h1>';

/** A bad slug on each route that takes one: the store's not-found page, answered 404. */
const notFound: Array<[path: string, content: string]> = [
  ['/products/no-such-product', PRODUCT],
  ['/products/NO-SUCH-PRODUCT', PRODUCT],
  ['/artists/no-such-artist', ARTIST],
  ['/shop-all/no-such-collection', COLLECTION],
  // Strange input: very long, encoded, unicode, a dot segment's look-alike, a trailing slash.
  [`/products/${'a'.repeat(2000)}`, PRODUCT],
  ['/products/%E2%9C%93%20tile', PRODUCT],
  ['/products/caf%C3%A9', PRODUCT],
  ['/products/..tilepix', PRODUCT],
  ['/products/no-such-product/', PRODUCT],
  ['/artists/%C3%A9mile%20z', ARTIST],
  [`/artists/${'é'.repeat(300)}`, ARTIST],
  ['/shop-all/%F0%9F%96%BC', COLLECTION],
  ['/products/tilepix/extra', PAGE],
  // Shared designs (issue 35): an unknown id, and planted hostile ones.
  ['/d/AAAAAAAAAAAAAAAAAAAAAA', DESIGN],
  // (an encoded slash is refused before any route: 400, as every path; server-html's redirect test holds that)
  ['/d/..%5C..%5Cetc%5Cpasswd', DESIGN],
  ['/d/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', DESIGN],
  [`/d/${'A'.repeat(2000)}`, DESIGN],
  ['/d/AAAAAAAAAAAAAAAAAAAAAA%27--', DESIGN],
  ['/no/such/page', PAGE],
];

// HTTP only: the same on every viewport (ONCE).
test.describe('an address that names nothing', ONCE, () => {
  for (const [path, content] of notFound) {
    const shown = path.length > 60 ? `${path.slice(0, 30)}… (${path.length} characters)` : path;
    test(`${shown} answers 404 with ${content}, valid, on every tenant`, async ({ request }) => {
      for (const tenant of TENANTS) {
        const url = `${path}${tenant ? `?tenant=${tenant}` : ''}`;
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        const html = await response.text();
        expect(html, url).toContain(content);
        const report = await validator.validateString(html, url);
        expect(report.valid, `${url}:\n${format(report.results.flatMap((r) => r.messages))}`).toBe(true);
      }
    });
  }

  test('the redirects keep their codes, and a path that does not decode is a clear 400', async ({ request }) => {
    for (const [from, status, to] of [
      ['/products/wood8x8', 301, '/products/tilepix'],
      ['/gallery', 301, '/photo-picker'],
      ['/membership', 301, '/#membership'],
      ['/admin', 301, '/admin/orders'],
      // The admin's old links (the README's own) go to the tenant's admin address, the rest of the query kept.
      ['/admin/tenants?tenant=wg', 301, '/admin/t/wg/tenants'],
      ['/admin/products?tenant=cvs&q=tile', 301, '/admin/t/cvs/products?q=tile'],
      ['/admin/groups', 301, '/admin/t/tilepix/groups'],
      ['/walgreens', 302, 'https://hosted.tilepix.test/hang'],
      ['/hang', 302, 'https://hosted.tilepix.test/hang'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(status);
      expect(response.headers().location, from).toBe(to);
    }
    for (const path of ['/products/%ZZ', '/products/..%2F..%2Fetc', '/artists/a%2Fb']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expect(await response.json()).toEqual({ message: 'Invalid request: the path is not valid percent-encoding (or encodes a slash inside a segment)' });
    }
  });

  test('an unknown product is not asked of the API again by the page that hydrates it, and a known one still shows', async ({ request }) => {
    const html = await (await request.get('/products/no-such-product')).text();
    expect(html).toContain('"productNotFound":{"urlSlug":"no-such-product"}');
    const known = await request.get('/products/tilepix');
    expect(known.status()).toBe(200);
    expect(await known.text()).not.toContain('productNotFound');
  });
});
