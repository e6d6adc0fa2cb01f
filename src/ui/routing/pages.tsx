import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../../application/routing/route-table';
import { pickerFeature } from '../container';
import { printingStores, withFeature } from './feature-modules';
import type { PageProps } from './page-props';

const cartAndPrintingStores = () =>
  Promise.all([printingStores(), import('../../application/cart/cart-page-module').then((m) => m.cartPageModule)]).then(([printing, cart]) => [...printing, cart]);

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * One lazy chunk per page: the home route's initial JS carries none of the others. Pages that use
 * the printing session (projects, uploads) or hand a product choice to it load its stores too.
 */
export const pages: Record<PageName, Page> = {
  home: lazy(() => import('../pages/home-page')),
  photoPicker: lazy(() =>
    withFeature(
      () => Promise.all([printingStores(), pickerFeature()]).then(([printing, picker]) => [...printing, ...picker]),
      () => import('../pages/photo-picker-page'),
    ),
  ),
  printing: lazy(() => withFeature(printingStores, () => import('../pages/printing-page'))),
  cart: lazy(() => withFeature(cartAndPrintingStores, () => import('../pages/cart-page'))),
  confirm: lazy(() => withFeature(cartAndPrintingStores, () => import('../pages/confirm-page'))),
  shopAll: lazy(() => import('../pages/shop-all-page')),
  shopAllGroup: lazy(() => import('../pages/shop-all-page')),
  product: lazy(() => withFeature(printingStores, () => import('../pages/product-page'))),
  artists: lazy(() => import('../pages/artists-page')),
  artist: lazy(() => import('../pages/artist-page')),
  productInstructions: lazy(() => import('../pages/product-instructions-page')),
  faqs: lazy(() => import('../pages/faqs-page')),
  privacy: lazy(() => import('../pages/privacy-page')),
  about: lazy(() => import('../pages/about-page')),
  recover: lazy(() => import('../pages/recover-page')),
  resume: lazy(() => import('../pages/resume-page')),
  buyWallpads: lazy(() => withFeature(printingStores, () => import('../pages/buy-wallpads-page'))),
  adminOrders: lazy(() => import('../admin/admin-orders-page')),
  adminConfetti: lazy(() => import('../admin/admin-confetti-page')),
  adminTenants: lazy(() => import('../admin/admin-tenants-page')),
  adminGroups: lazy(() => import('../admin/admin-groups-page')),
  adminProducts: lazy(() => import('../admin/admin-products-page')),
  adminAssets: lazy(() => import('../admin/admin-assets-page')),
  adminProductImport: lazy(() => import('../admin/admin-product-import-page')),
  appRedirect: lazy(() => import('../pages/app-redirect-page')),
  notFound: lazy(() => import('../pages/not-found-page')),
};
