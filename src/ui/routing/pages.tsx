import type { Container } from 'inversify';
import { createElement, lazy, type ComponentType } from 'react';
import type { PageName } from '../../application/routing/route-table';
import { adminFeature, ordersFeature, pickerFeature, pickupFeature } from '../container';
import {
  bindFeatures,
  cartAndPrintingStores,
  cartContentsStores,
  customerEditingFeature,
  perContainer,
  printingAndPricingStores,
  printingStores,
  sharedDesignStores,
  sharingStores,
  type Feature,
} from './feature-modules';
import { loadChunk } from '../../application/loading/chunk-loader';
import { orNothing } from './lazy-part';
import type { PageProps } from './page-props';
import { offerPreload } from './warm-page';

/**
 * A page's lazy component; `preload(container)` loads its code and binds its feature modules into
 * that container, after which the page renders there without suspending.
 */
export type Page = ComponentType<PageProps> & { preload(container: Container): Promise<unknown> };

/**
 * React.lazy plus a preload: the entry loads the first route's page before it hydrates the server's
 * markup (issue 27), and the server loads it before it renders, so neither suspends on it. The code
 * is loaded once per process; the features are bound per container (one per server request). The chunk
 * loads through the ChunkLoader (retried for 120 s, SPEC §8); given up, the page is left empty under the
 * one Reload notice (ChunkLoadNotice) rather than the error page.
 */
function page(load: () => Promise<{ default: ComponentType<PageProps> }>, feature?: Feature): Page {
  // The code, once in, for a page without features; with its features, per container once they are bound there.
  let loaded: ComponentType<PageProps> | null = null;
  const ready = new WeakMap<Container, ComponentType<PageProps>>();
  let loading: Promise<{ default: ComponentType<PageProps> }> | null = null;
  const start = () =>
    (loading ??= orNothing(loadChunk(load)).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  // The page renders without suspending only once its features are bound too: set when the code alone
  // had arrived (the picker loads the tool's code early), a re-render in between drew the page before
  // its stores existed ('No bindings found').
  const preload = (container: Container) =>
    Promise.all([start(), feature ? bindFeatures(container, feature) : undefined]).then(([module]) => {
      ready.set(container, module.default);
      if (!feature) loaded = module.default;
      return module;
    });
  const Page = perContainer<PageProps>((container) => {
    const Lazy = lazy(() => preload(container));
    return (props: PageProps) => createElement(ready.get(container) ?? loaded ?? Lazy, props);
  });
  return Object.assign(Page, { preload });
}

/** The order and account pages: their stores, and the printing session's (reorder puts projects in the cart). */
const orderPageStores = () => Promise.all([ordersFeature(), printingStores()]).then(([orders, printing]) => [...orders, ...printing]);

/** Stores only one page uses, loaded with it (issue 27's JS budget). */
const faqFeature = () => import('../../application/catalog/faq-module').then((m) => m.faqModule);

const photoPickerStores = () => Promise.all([printingStores(), pickerFeature()]).then(([printing, picker]) => [...printing, ...picker]);

/**
 * One lazy chunk per page: the home route's initial JS carries none of the others. Pages that use
 * the printing session (projects, uploads) or hand a product choice to it load its stores too.
 */
export const pages: Record<PageName, Page> = {
  home: page(() => import('../pages/home-page')),
  photoPicker: page(() => import('../pages/photo-picker-page'), photoPickerStores),
  printing: page(() => import('../pages/printing-page'), printingAndPricingStores),
  // The cart's contents load with it; its other stores with its full view (cart-page.tsx): an empty cart is drawn without them.
  cart: page(() => import('../pages/cart-page'), cartContentsStores),
  confirm: page(() => import('../pages/confirm-page'), cartAndPrintingStores),
  shopAll: page(() => import('../pages/shop-all-page')),
  shopAllGroup: page(() => import('../pages/shop-all-page')),
  // The printing session's stores load when the shopper reaches for the page's button (useProductStart).
  // A gift tile's recipient form loads its store with it (product-page.tsx).
  product: page(() => import('../pages/product-page')),
  artists: page(() => import('../pages/artists-page')),
  artist: page(() => import('../pages/artist-page')),
  productInstructions: page(() => import('../pages/product-instructions-page')),
  faqs: page(() => import('../pages/faqs-page'), faqFeature),
  privacy: page(() => import('../pages/privacy-page')),
  about: page(() => import('../pages/about-page')),
  recover: page(() => import('../pages/recover-page'), printingStores),
  resume: page(() => import('../pages/resume-page'), printingStores),
  buyWallpads: page(() => import('../pages/buy-wallpads-page'), printingStores),
  stores: page(() => import('../pages/stores-page'), pickupFeature),
  order: page(() => import('../pages/order-page'), orderPageStores),
  account: page(() => import('../pages/account-page'), orderPageStores),
  sharedDesign: page(() => import('../sharing/shared-design-page'), sharedDesignStores),
  continue: page(() => import('../sharing/continue-page'), sharingStores),
  adminOrders: page(() => import('../admin/admin-orders-page'), adminFeature),
  adminOrder: page(() => import('../admin/admin-order-page'), adminFeature),
  adminConfetti: page(() => import('../admin/admin-confetti-page'), adminFeature),
  adminTenants: page(() => import('../admin/admin-tenants-page'), adminFeature),
  adminGroups: page(() => import('../admin/admin-groups-page'), adminFeature),
  adminProducts: page(() => import('../admin/admin-products-page'), adminFeature),
  adminAssets: page(() => import('../admin/admin-assets-page'), adminFeature),
  adminProductImport: page(() => import('../admin/admin-product-import-page'), adminFeature),
  adminCustomers: page(() => import('../admin/admin-customers-page'), adminFeature),
  adminStores: page(() => import('../admin/admin-stores-page'), adminFeature),
  adminCustomerProject: page(() => import('../admin/admin-customer-project-page'), customerEditingFeature),
  appRedirect: page(() => import('../pages/app-redirect-page')),
  notFound: page(() => import('../pages/not-found-page')),
};

// The printing tool is warmed from the photo picker (warmPage), which the page table lists too.
offerPreload('printing', pages.printing.preload);
