import { inject, injectable, optional } from 'inversify';
import { isLeft, right } from 'fp-ts/Either';
import { computed, makeObservable } from 'mobx';
import type { Product, ProductGroup, ProductVariant } from '../../domain/catalog';
import { catalogError } from '../../domain/catalog/catalog-errors';
import { findGroupBySlug, markSvgIgnored, productEntryPoint, productsInGroup, shopAllGroups, usesSvgTemplate } from '../../domain/catalog/catalog-listing';
import { effectiveProductId } from '../../domain/tenant/tenant-profiles';
import { CatalogCache } from './catalog-cache';
import { CachedList, KeyedPages, type LoadStatus } from './cached-catalog';
import type { ProductChoice } from './product-choice';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { FirstPaintData, type FirstPaintData as FirstData } from '../ports/first-paint-data';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { TenantStore } from '../shell/tenant-store';

export type { LoadStatus } from './cached-catalog';

/** A product page's data: loading, the product (with its sanitised SVG template), not found, or failed. */
export type ProductPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly product: Product; readonly svg: string | null }
  | { readonly status: 'notFound'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

/** The API's answer for a slug no product has (server/http/api/catalogue.ts). */
const notFound = (key: string): ProductPageState => ({ status: 'notFound', message: `No product matches '${key}'.` });

/**
 * The tenant's catalogue: the shop-all products and groups, and product pages. Products come from
 * local storage first (4-day expiry) and are refreshed from the API once per session.
 */
@injectable()
export class CatalogStore {
  private readonly cache: CatalogCache;
  private readonly productList: CachedList<'products'>;
  private readonly productPages = new KeyedPages<ProductPageState>();
  /** The product page the visit started on, as the page came with it (answers that page's first load). */
  private bootedProduct: { readonly urlSlug: string; readonly product: Product } | null = null;
  /** The product page the visit started on, when the server found no product with its slug (answers that page's first load). */
  private bootedMissing: string | null = null;

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(LocalRecords) records: Records,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(FirstPaintData) @optional() firstData?: FirstData,
  ) {
    this.cache = new CatalogCache(records);
    this.productList = new CachedList(
      this.cache,
      'products',
      {
        fetch: () => this.api.getCustomizableProducts(),
        where: 'catalog products',
        failure: 'catalog/products',
        nothingShown: (list) => list.items.length === 0,
      },
      analytics,
    );
    // Products the page came with (issue 19) are this session's answer: shown at once, not fetched again.
    const products = firstData?.products();
    if (products) this.productList.seed(products);
    this.bootedProduct = firstData?.product() ?? null;
    const first = this.bootedProduct;
    if (first && !usesSvgTemplate(first.product)) this.productPages.set(first.urlSlug, { status: 'ready', product: first.product, svg: null });
    // Issue 27: an unknown product's page is Product Not Found from the first render, on the server
    // (which answers 404) and in the browser that hydrates it.
    this.bootedMissing = firstData?.productNotFound() ?? null;
    if (this.bootedMissing !== null) this.productPages.set(this.bootedMissing, notFound(this.bootedMissing));
    makeObservable(this, { groups: computed });
  }

  get products(): readonly Product[] {
    return this.productList.items;
  }

  get status(): LoadStatus {
    return this.productList.status;
  }

  /** SPEC §8 wording when the products could not be fetched and none are stored. */
  get error(): string | null {
    return this.productList.error;
  }

  /** The shop-all collections, in product order. */
  get groups(): readonly ProductGroup[] {
    return shopAllGroups(this.products);
  }

  /** The collection whose slug is `slug`, if any. */
  group(slug: string): ProductGroup | undefined {
    return findGroupBySlug(this.groups, slug);
  }

  /** A collection's products in their order. */
  productsOf(group: ProductGroup): readonly Product[] {
    return productsInGroup(this.products, group.id);
  }

  productPage(urlSlug: string): ProductPageState {
    return this.productPages.get(urlSlug.toLowerCase()) ?? { status: 'loading' };
  }

  /** Stored products at once, then the API's; call freely: the API is asked once per session. */
  loadProducts(): Promise<void> {
    return this.productList.load();
  }

  /** Loads a product page by slug: a stored copy shows at once, the API's answer replaces it. */
  loadProduct(urlSlug: string): Promise<void> {
    const key = urlSlug.toLowerCase();
    // The server's answer for the page the visit started on; a later visit asks the API (the product may be added since).
    if (this.bootedMissing === key) {
      this.bootedMissing = null;
      this.productPages.set(key, notFound(key));
      return Promise.resolve();
    }
    return this.productPages.load(key, () => this.fetchProduct(key));
  }

  private async fetchProduct(key: string): Promise<void> {
    const known = this.products.find((p) => p.urlSlug?.toLowerCase() === key);
    if (known && this.productPages.get(key)?.status !== 'ready') this.productPages.set(key, { status: 'ready', product: known, svg: null });
    const booted = this.bootedProduct?.urlSlug === key ? this.bootedProduct.product : null;
    if (booted) this.bootedProduct = null;
    const result = booted ? right(booted) : await this.api.getProduct({ urlSlug: key });
    if (isLeft(result)) {
      this.productPages.retry(key); // let the shopper retry
      if (result.left.code === 'api/not-found') {
        this.productPages.set(key, { status: 'notFound', message: result.left.message });
        return;
      }
      this.analytics.reportError(new Error(result.left.message), { where: 'catalog product' });
      if (!known) this.productPages.set(key, { status: 'failed', message: catalogError('catalog/product-fetch').message });
      return;
    }
    if (result.right === null) {
      this.analytics.reportError(new Error(`get_product ${key}: no product in the answer`), { where: 'catalog product' });
      this.productPages.set(key, { status: 'failed', message: catalogError('catalog/product-missing').message });
      return;
    }
    const product = result.right;
    this.productPages.set(key, { status: 'ready', product, svg: null });
    if (!usesSvgTemplate(product) || product.svgTemplateUrl === undefined) return;
    const svg = await this.api.getSvgTemplate(product.svgTemplateUrl);
    if (isLeft(svg)) {
      // SPEC §8: an SVG template failure marks the product ignoreSvg; the page carries on without it.
      this.analytics.reportError(new Error(svg.left.message), { where: 'catalog svg template' });
      this.productPages.set(key, { status: 'ready', product: markSvgIgnored(product), svg: null });
      return;
    }
    this.productPages.set(key, { status: 'ready', product, svg: svg.right });
  }

  /**
   * What the product page's main button chooses: printable products are designed in the printing
   * tool (the tenant's forced product wins, SPEC §1), others go to the cart.
   */
  choice(product: Product, variant: ProductVariant | undefined): ProductChoice {
    const precustomizedImageUrl = variant?.precustomizedImageUrl ?? product.precustomizedImageUrl;
    const choice = {
      productId: product.id,
      quantity: 1,
      productName: product.name,
      unitPrice: variant?.price ?? product.price,
      ...(variant ? { variantId: variant.id, variantName: variant.name } : {}),
      ...(precustomizedImageUrl ? { precustomizedImageUrl } : {}),
    };
    if (productEntryPoint(product) === 'cart') return { ...choice, entry: 'cart' };
    const forced = this.tenants.state.status === 'ready' ? this.tenants.state.tenant.forcedProductId : null;
    return { ...choice, entry: 'design', productId: effectiveProductId({ forcedProductId: forced ?? undefined }, product.id) };
  }
}
