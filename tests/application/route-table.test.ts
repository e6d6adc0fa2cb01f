import { describe, expect, it } from 'vitest';
import { documentTitle, matchRoute, routes } from '../../src/application/routing/route-table';
import { navigationLinks } from '../../src/application/routing/navigation-links';

describe('route table (SPEC §2)', () => {
  it.each([
    ['/', 'home'],
    ['/photo-picker', 'photoPicker'],
    ['/printing', 'printing'],
    ['/cart', 'cart'],
    ['/confirm', 'confirm'],
    ['/shop-all', 'shopAll'],
    ['/shop-all/ocean-views', 'shopAllGroup'],
    ['/products/tilepix', 'product'],
    ['/artists', 'artists'],
    ['/artists/jane-doe', 'artist'],
    ['/product-instructions', 'productInstructions'],
    ['/faqs', 'faqs'],
    ['/faqs/', 'faqs'],
    ['/privacy', 'privacy'],
    ['/about', 'about'],
    ['/recover', 'recover'],
    ['/resume', 'resume'],
    ['/buy-wallpads', 'buyWallpads'],
    ['/stores', 'stores'],
    ['/admin/orders', 'adminOrders'],
    ['/admin/confetti', 'adminConfetti'],
    ['/admin/t/wg/tenants', 'adminTenants'],
    ['/admin/t/tilepix/groups', 'adminGroups'],
    ['/admin/t/cvs/products', 'adminProducts'],
    ['/admin/assets', 'adminAssets'],
    ['/admin/t/tilepix/product-import', 'adminProductImport'],
    ['/signin', 'appRedirect'],
    ['/nope', 'notFound'],
    ['/products', 'notFound'],
    ['/shop-all/a/b', 'notFound'],
  ])('%s → %s', (path, page) => {
    expect(matchRoute(path).route.page).toBe(page);
  });

  it('decodes route parameters and treats a malformed escape as not found', () => {
    expect(matchRoute('/artists/jane%20doe').params).toEqual({ artistName: 'jane doe' });
    expect(matchRoute('/artists/%E0%A4%A').route.page).toBe('notFound');
  });

  it("titles pages '<title> - <brand>' and admin pages '<title> - Admin'", () => {
    expect(documentTitle(matchRoute('/faqs').route, 'TilePix')).toBe('FAQ - TilePix');
    expect(documentTitle(matchRoute('/cart').route, 'CVS Photo')).toBe('Cart - CVS Photo');
    expect(documentTitle(matchRoute('/nope').route, 'TilePix')).toBe('Page Not Found - TilePix');
    for (const r of routes.filter((r) => r.pattern.startsWith('/admin'))) {
      expect(documentTitle(r, 'TilePix')).toMatch(/ - Admin$/);
    }
  });

  it("lets a page name itself: a product page is titled '<product name> - <brand>'", () => {
    expect(documentTitle(matchRoute('/products/tilepix').route, 'TilePix', 'Photo Tile 8x8')).toBe('Photo Tile 8x8 - TilePix');
    expect(documentTitle(matchRoute('/products/tilepix').route, 'CVS Photo')).toBe('Product - CVS Photo');
  });

  it('marks /buy-wallpads standalone without parent messaging, and /recover and /resume without the welcome promo', () => {
    expect(matchRoute('/buy-wallpads').route).toMatchObject({ standalone: true, showFooter: false, parentMessaging: false });
    expect(matchRoute('/recover').route.hideWelcomePromo).toBe(true);
    expect(matchRoute('/resume').route.hideWelcomePromo).toBe(true);
    expect(matchRoute('/').route).toMatchObject({ standalone: false, showFooter: true, hideWelcomePromo: false });
  });
});

describe('navigation links', () => {
  it("uses the tenant's shop-all label and hides About where the tenant says so", () => {
    expect(navigationLinks({ shopAllLabel: 'SHOP ALL', hideAbout: false }, true).map((l) => l.label)).toEqual([
      'SHOP ALL',
      'Artists',
      'How to Hang',
      'FAQ',
      'About',
    ]);
    const cvs = navigationLinks({ shopAllLabel: 'CVS SAME DAY PRINTS', hideAbout: true }, true);
    expect(cvs[0]).toEqual({ label: 'CVS SAME DAY PRINTS', href: '/shop-all', kind: 'link' });
    expect(cvs.some((l) => l.href === '/about')).toBe(false);
  });

  it('has the artists dropdown only when the tenant has artists to show', () => {
    const tenant = { shopAllLabel: 'SHOP ALL', hideAbout: false };
    expect(navigationLinks(tenant, true)[1]).toEqual({ label: 'Artists', href: '/artists', kind: 'artists' });
    expect(navigationLinks(tenant).some((l) => l.kind === 'artists')).toBe(false);
  });
});
