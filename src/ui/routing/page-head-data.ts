import type { Container } from 'inversify';
import { ArtistStore } from '../../application/catalog/artist-store';
import { CatalogStore } from '../../application/catalog/catalog-store';
import { documentTitle, matchRoute } from '../../application/routing/route-table';
import { TenantStore } from '../../application/shell/tenant-store';
import { productCardView, productDetailView, shownProductImage, variantNameFromSearch } from '../../domain/catalog/catalog-views';
import { sellableProduct } from '../../domain/tenant/sellable-product';
import { cardPicture, productMainPicture, type PictureSources } from '../catalog/catalog-pictures';
import type { Product } from '../../domain/catalog';
import type { SharedDesignView } from '../../application/ports/design-shares';
import { photoBasesOf } from '../hooks/use-photo-bases';
import { firstTileAddress } from '../sharing/design-picture';
import { pageHead, type LcpImage, type PageHead } from '../../domain/seo/page-head';
import { ARTIST_NOT_FOUND, PRODUCT_NOT_FOUND } from '../catalog/not-found-titles';
import { SharedDesignPage } from '../../application/sharing/shared-design-page';
import { designDescription, SHARE_TEXT } from '../../domain/sharing';

/**
 * The head of the page the server just rendered (issue 27), from the same stores: the route's
 * title with the tenant's brand (the browser's `documentTitle`, with the product's name on its
 * page, as `usePageTitle` names it), and the domain's description, canonical, cards and schema.org
 * data. Also the first screen's largest picture, which the head preloads.
 */
export function pageHeadFor(container: Container, request: { path: string; search: string; publicUrl: string }): { head: PageHead; lcpImage: LcpImage | null } {
  const { route, params } = matchRoute(request.path);
  const tenants = container.get(TenantStore);
  const catalog = container.get(CatalogStore);
  const tenant = tenants.state.status === 'ready' ? tenants.state.tenant : null;
  const brand = tenant?.brand ?? 'TilePix';
  const productState = route.page === 'product' && params.urlSlug ? catalog.productPage(params.urlSlug) : null;
  const product = productState?.status === 'ready' ? productState.product : null;
  // A page that names itself (usePageTitle in the browser): the product's or the artist's name.
  const artist = route.page === 'artist' && params.artistName ? container.get(ArtistStore).artist(params.artistName) : undefined;
  // A shared design's page (issue 35): its description and picture, or Design Not Found.
  const sharedState = route.page === 'sharedDesign' && container.isBound(SharedDesignPage) ? container.get(SharedDesignPage).state(params.id ?? '') : null;
  const sharedView = sharedState?.kind === 'ready' ? sharedState.view : null;
  const pageTitle =
    (sharedState?.kind === 'notFound' ? SHARE_TEXT.notFoundTitle : undefined) ??
    product?.name ??
    artist?.name ??
    (productState?.status === 'notFound' ? PRODUCT_NOT_FOUND : route.page === 'artist' && pageNotFound(container, request.path) ? ARTIST_NOT_FOUND : undefined);
  const head = pageHead({
    page: route.page,
    routeTitle: route.title,
    title: documentTitle(route, brand, pageTitle),
    brand,
    path: request.path,
    tenantQuery: new URLSearchParams(request.search).get('tenant'),
    publicUrl: request.publicUrl,
    product,
    logoUrl: tenant?.logo?.url ?? null,
    private: route.private,
    shared: sharedView ? { description: designDescription(sharedView.design, sharedView.product?.name ?? 'photo tiles'), imageUrl: sharedView.imageUrl } : null,
  });
  return { head, lcpImage: largestPicture(container, route.page, product, request.search, sharedView) };
}

/**
 * The first screen's largest picture with the sources its `<img>` draws from (the same helpers as the
 * views), so the preload is the file the picture then uses: the product's shown picture (the colour
 * the address names, among the colours the tenant sells, as ProductDetails chooses it), the first
 * product card, a shared design's first tile.
 */
function largestPicture(container: Container, page: string, product: Product | null, search: string, shared: SharedDesignView | null): LcpImage | null {
  const photoBases = photoBasesOf(container);
  const asPreload = ({ src, srcSet, sizes }: PictureSources): LcpImage => ({ href: src, ...(srcSet ? { srcSet } : {}), ...(sizes ? { sizes } : {}) });
  if (product) {
    const view = productDetailView(sellableProduct(product, container.get(TenantStore).limits), variantNameFromSearch(search));
    const shown = shownProductImage(view);
    return shown ? asPreload(productMainPicture(shown, photoBases)) : null;
  }
  const catalog = container.get(CatalogStore);
  const firstCard = page === 'shopAll' && catalog.status === 'ready' && catalog.products[0] ? productCardView(catalog.products[0]).imageUrl : null;
  if (firstCard) return asPreload(cardPicture(firstCard, photoBases));
  const firstTile = shared ? firstTileAddress(shared, photoBases) : null;
  return firstTile ? { href: firstTile } : null;
}

/**
 * Whether the page the server just rendered shows that what the address names does not exist
 * (issue 27: answered 404): Page Not Found, and a product, artist or collection the stores (filled
 * from the page's boot data) do not know, read as the pages read them.
 */
export function pageNotFound(container: Container, path: string): boolean {
  const { route, params } = matchRoute(path);
  const catalog = container.get(CatalogStore);
  switch (route.page) {
    case 'notFound':
      return true;
    case 'product':
      return catalog.productPage(params.urlSlug ?? '').status === 'notFound';
    case 'artist':
      return container.get(ArtistStore).artistPage(params.artistName ?? '').status === 'notFound';
    case 'sharedDesign':
      return container.isBound(SharedDesignPage) && container.get(SharedDesignPage).state(params.id ?? '').kind === 'notFound';
    case 'shopAllGroup':
      return catalog.status === 'ready' && !catalog.group(params.groupName ?? '');
    default:
      return false;
  }
}
