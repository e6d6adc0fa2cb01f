import { createElement, lazy, type ComponentType } from 'react';
import type { PageName } from '../../application/routing/route-table';
import { adminFeature, pickerFeature } from '../container';
import { customerEditingFeature, printingStores, withFeature } from './feature-modules';
import { loadChunk } from '../../application/loading/chunk-loader';
import { orNothing } from './lazy-part';
import type { PageProps } from './page-props';

const cartAndPrintingStores = () =>
  Promise.all([printingStores(), import('../../application/cart/cart-page-module').then((m) => m.cartPageModule)]).then(([printing, cart]) => [...printing, cart]);

/** A page's lazy component; `preload()` loads it ahead, after which it renders without suspending. */
export type Page = ComponentType<PageProps> & { preload(): Promise<unknown> };

/**
 * React.lazy plus a preload: the entry loads the first route's page before its first render (issue
 * 19), so the first paint is the page itself, not a placeholder of another size. The chunk loads
 * through the ChunkLoader (retried for 120 s, SPEC §8); given up, the page is left empty under the
 * one Reload notice (ChunkLoadNotice) rather than the error page.
 */
function page(load: () => Promise<{ default: ComponentType<PageProps> }>): Page {
  let loaded: ComponentType<PageProps> | null = null;
  let loading: Promise<{ default: ComponentType<PageProps> }> | null = null;
  const start = () =>
    (loading ??= orNothing(loadChunk(load)).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  const Page = (props: PageProps) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload: start });
}

/**
 * One lazy chunk per page: the home route's initial JS carries none of the others. Pages that use
 * the printing session (projects, uploads) or hand a product choice to it load its stores too.
 */
export const pages: Record<PageName, Page> = {
  home: page(() => import('../pages/home-page')),
  photoPicker: page(() =>
    withFeature(
      () => Promise.all([printingStores(), pickerFeature()]).then(([printing, picker]) => [...printing, ...picker]),
      () => import('../pages/photo-picker-page'),
    ),
  ),
  printing: page(() => withFeature(printingStores, () => import('../pages/printing-page'))),
  cart: page(() => withFeature(cartAndPrintingStores, () => import('../pages/cart-page'))),
  confirm: page(() => withFeature(cartAndPrintingStores, () => import('../pages/confirm-page'))),
  shopAll: page(() => import('../pages/shop-all-page')),
  shopAllGroup: page(() => import('../pages/shop-all-page')),
  product: page(() => withFeature(printingStores, () => import('../pages/product-page'))),
  artists: page(() => import('../pages/artists-page')),
  artist: page(() => import('../pages/artist-page')),
  productInstructions: page(() => import('../pages/product-instructions-page')),
  faqs: page(() => import('../pages/faqs-page')),
  privacy: page(() => import('../pages/privacy-page')),
  about: page(() => import('../pages/about-page')),
  recover: page(() => withFeature(printingStores, () => import('../pages/recover-page'))),
  resume: page(() => withFeature(printingStores, () => import('../pages/resume-page'))),
  buyWallpads: page(() => withFeature(printingStores, () => import('../pages/buy-wallpads-page'))),
  adminOrders: page(() => withFeature(adminFeature, () => import('../admin/admin-orders-page'))),
  adminOrder: page(() => withFeature(adminFeature, () => import('../admin/admin-order-page'))),
  adminConfetti: page(() => withFeature(adminFeature, () => import('../admin/admin-confetti-page'))),
  adminTenants: page(() => withFeature(adminFeature, () => import('../admin/admin-tenants-page'))),
  adminGroups: page(() => withFeature(adminFeature, () => import('../admin/admin-groups-page'))),
  adminProducts: page(() => withFeature(adminFeature, () => import('../admin/admin-products-page'))),
  adminAssets: page(() => withFeature(adminFeature, () => import('../admin/admin-assets-page'))),
  adminProductImport: page(() => withFeature(adminFeature, () => import('../admin/admin-product-import-page'))),
  adminCustomers: page(() => withFeature(adminFeature, () => import('../admin/admin-customers-page'))),
  adminCustomerProject: page(() => withFeature(customerEditingFeature, () => import('../admin/admin-customer-project-page'))),
  appRedirect: page(() => import('../pages/app-redirect-page')),
  notFound: page(() => import('../pages/not-found-page')),
};
