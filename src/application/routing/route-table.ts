import { tenantAdminPattern } from '../../domain/routing/admin-paths';

/**
 * Every route of SPEC §2 with its metadata. The UI renders the page named here; titles and
 * shell flags come from this table only.
 */
export type PageName =
  | 'home'
  | 'photoPicker'
  | 'printing'
  | 'cart'
  | 'confirm'
  | 'shopAll'
  | 'shopAllGroup'
  | 'product'
  | 'artists'
  | 'artist'
  | 'productInstructions'
  | 'faqs'
  | 'privacy'
  | 'about'
  | 'recover'
  | 'resume'
  | 'buyWallpads'
  | 'stores'
  | 'order'
  | 'account'
  | 'sharedDesign'
  | 'continue'
  | 'adminConfetti'
  | 'adminOrders'
  | 'adminOrder'
  | 'adminTenants'
  | 'adminGroups'
  | 'adminProducts'
  | 'adminAssets'
  | 'adminProductImport'
  | 'adminCustomers'
  | 'adminCustomerProject'
  | 'adminStores'
  | 'appRedirect'
  | 'notFound';

export interface RouteMeta {
  readonly page: PageName;
  readonly pattern: string;
  readonly title: string;
  /** No header or footer (and, for /buy-wallpads, no parent messaging). */
  readonly standalone: boolean;
  readonly showFooter: boolean;
  readonly hideWelcomePromo: boolean;
  /** Admin pages: title ends with ' - Admin' instead of the brand. */
  readonly admin: boolean;
  /** Whether the embedding parent is told about this page (SPEC §2: /buy-wallpads is not). */
  readonly parentMessaging: boolean;
  /** A shopper's own page (issue 29: an order, the account): never indexed, listed or cached. */
  readonly private: boolean;
}

type RouteInput = Pick<RouteMeta, 'page' | 'pattern' | 'title'> & Partial<Omit<RouteMeta, 'page' | 'pattern' | 'title'>>;

const route = (input: RouteInput): RouteMeta => ({
  standalone: false,
  showFooter: true,
  hideWelcomePromo: false,
  admin: false,
  parentMessaging: true,
  private: false,
  ...input,
});

const admin = (page: PageName, pattern: string, title: string): RouteMeta =>
  route({ page, pattern, title, admin: true, showFooter: false, hideWelcomePromo: true });

/**
 * An admin page about one tenant: `/admin/t/:tenant/{section}` (issue 32: the tenant edited is part
 * of the admin's address, never the storefront's `?tenant=`). Add its section to
 * TENANT_ADMIN_SECTIONS (domain/routing/admin-paths.ts) so that its old address redirects.
 */
const tenantAdmin = (page: PageName, section: string, title: string): RouteMeta => admin(page, tenantAdminPattern(section), title);

export const routes: readonly RouteMeta[] = [
  route({ page: 'home', pattern: '/', title: 'Photo Tiles for Your Walls' }),
  route({ page: 'photoPicker', pattern: '/photo-picker', title: 'Get Started', showFooter: false }),
  route({ page: 'printing', pattern: '/printing', title: 'Design Your Tiles', showFooter: false }),
  route({ page: 'cart', pattern: '/cart', title: 'Cart', showFooter: false }),
  route({ page: 'confirm', pattern: '/confirm', title: 'Order Confirmed', hideWelcomePromo: true }),
  route({ page: 'shopAll', pattern: '/shop-all', title: 'Shop All' }),
  route({ page: 'shopAllGroup', pattern: '/shop-all/:groupName', title: 'Shop All' }),
  route({ page: 'product', pattern: '/products/:urlSlug', title: 'Product' }),
  route({ page: 'artists', pattern: '/artists', title: 'Artist Partnerships' }),
  route({ page: 'artist', pattern: '/artists/:artistName', title: 'Artist Partnerships' }),
  route({ page: 'productInstructions', pattern: '/product-instructions', title: 'How to Hang Your Tiles' }),
  route({ page: 'faqs', pattern: '/faqs', title: 'FAQ' }),
  route({ page: 'privacy', pattern: '/privacy', title: 'Privacy Policy' }),
  route({ page: 'about', pattern: '/about', title: 'About Us' }),
  route({ page: 'recover', pattern: '/recover', title: 'Recover Your Projects', hideWelcomePromo: true }),
  route({ page: 'resume', pattern: '/resume', title: 'Resume Your Project', hideWelcomePromo: true }),
  route({
    page: 'buyWallpads',
    pattern: '/buy-wallpads',
    title: 'Buy Wall Pads',
    standalone: true,
    showFooter: false,
    hideWelcomePromo: true,
    parentMessaging: false,
  }),
  // Store pick-up (issue 30): the pharmacy and drugstore tenants' store finder.
  route({ page: 'stores', pattern: '/stores', title: 'Find a Store' }),
  // A shopper's order and account (issue 29): private pages, no welcome offer over them.
  route({ page: 'order', pattern: '/orders/:number', title: 'Your Order', hideWelcomePromo: true, private: true }),
  route({ page: 'account', pattern: '/account', title: 'Your Account', hideWelcomePromo: true, private: true }),
  // Issue 35: a design shared by link (read-only, anyone with the link), and the phone's end of "continue on my phone".
  route({ page: 'sharedDesign', pattern: '/d/:id', title: 'Shared Design', hideWelcomePromo: true }),
  route({ page: 'continue', pattern: '/continue', title: 'Continue Your Project', hideWelcomePromo: true, private: true }),
  admin('adminOrders', '/admin/orders', 'Orders'),
  admin('adminOrder', '/admin/orders/:orderId', 'Order'),
  admin('adminConfetti', '/admin/confetti', 'Confetti'),
  admin('adminAssets', '/admin/assets', 'Assets'),
  tenantAdmin('adminTenants', 'tenants', 'Tenants'),
  tenantAdmin('adminGroups', 'groups', 'Groups'),
  tenantAdmin('adminProducts', 'products', 'Products'),
  tenantAdmin('adminProductImport', 'product-import', 'Product Import'),
  admin('adminCustomers', '/admin/customers', 'Customers'),
  tenantAdmin('adminStores', 'stores', 'Stores'),
  admin('adminCustomerProject', '/admin/customers/:customerId/projects/:projectId', 'Edit for customer'),
  route({ page: 'appRedirect', pattern: '/signin', title: 'Open the App', showFooter: false, hideWelcomePromo: true }),
];

export const notFoundRoute: RouteMeta = route({ page: 'notFound', pattern: '*', title: 'Page Not Found' });

export interface RouteMatch {
  readonly route: RouteMeta;
  readonly params: Readonly<Record<string, string>>;
}

/** Matches a path (without query or hash) against the table; unknown paths match Page Not Found. */
export function matchRoute(path: string): RouteMatch {
  const parts = split(path);
  for (const r of routes) {
    const params = matchPattern(split(r.pattern), parts);
    if (params) return { route: r, params };
  }
  return { route: notFoundRoute, params: {} };
}

/**
 * SPEC §2: route title + ' - ' + brand; admin titles end with ' - Admin'. A page may name itself
 * (a product page uses the product's name): `pageTitle` then replaces the route's fixed title.
 */
export function documentTitle(route: RouteMeta, brand: string, pageTitle?: string): string {
  return `${pageTitle ?? route.title} - ${route.admin ? 'Admin' : brand}`;
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchPattern(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const part = parts[i] as string;
    if (p.startsWith(':')) {
      try {
        params[p.slice(1)] = decodeURIComponent(part);
      } catch {
        return null; // a malformed escape is not a match: the page is not found
      }
    } else if (p !== part) return null;
  }
  return params;
}
