import { tenantAdminPath } from '../../domain/routing/admin-paths';
import { sectionOfAdminPath, tenantOfAdminPath } from '../../domain/routing/admin-path-reading';
import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { AdminCatalogueApi, type AdminCatalogueApi as CatalogueApi, type AdminProductPage, type ProductListFilters } from '../ports/admin-catalogue-api';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { TenantId } from '../tokens';
import { FollowedAddress } from './followed-address';

/** The products page's section: `/admin/t/{tenant}/products`. */
export const PRODUCTS_SECTION = 'products';

/** What the products page's address holds: the tenant (its path), the list's filters, and the product being edited ('new' for a new one). */
export interface ProductsAddress extends ProductListFilters {
  readonly tenant?: string;
  readonly edit?: string;
}

export function productsAddressFrom(path: string, search: string): ProductsAddress {
  const p = new URLSearchParams(search);
  const q = p.get('q')?.trim().slice(0, 100);
  const status = p.get('status');
  const page = Number(p.get('page'));
  const tenant = tenantOfAdminPath(path);
  const edit = p.get('edit');
  return {
    ...(tenant ? { tenant } : {}),
    ...(q ? { q } : {}),
    ...(status === 'retired' || status === 'all' ? { status } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
    ...(edit && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(edit) ? { edit } : {}),
  };
}

/** The address of a view of `tenant`'s products. */
export function productsHref(tenant: string, a: Omit<ProductsAddress, 'tenant'>): string {
  const p = new URLSearchParams();
  if (a.q?.trim()) p.set('q', a.q.trim());
  if (a.status && a.status !== 'active') p.set('status', a.status);
  if (a.page && a.page > 1) p.set('page', String(a.page));
  if (a.edit) p.set('edit', a.edit);
  return tenantAdminPath(tenant, PRODUCTS_SECTION, p.toString());
}

/**
 * /admin/products' list (issue #17): one tenant's products, searched, filtered and paged on the
 * server, everything in the address (`/admin/t/wg/products?q=tile&status=retired&page=2&edit=tilepix`).
 */
@injectable()
export class ProductsListStore {
  page: AdminProductPage | null = null;
  failed: string | null = null;
  loading = false;
  search = '';
  private loadedFor = '';
  private readonly followed: FollowedAddress;

  constructor(
    @inject(AdminCatalogueApi) private readonly api: CatalogueApi,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(TenantId) private readonly ownTenant: string,
  ) {
    this.followed = new FollowedAddress(navigator);
    makeObservableByKind<ProductsListStore, 'sync'>(this, {
      observableRef: ['page'],
      observable: ['failed', 'loading', 'search'],
      computed: ['address', 'tenant', 'pageCount'],
      action: ['sync'],
    });
  }

  get address(): ProductsAddress {
    const [path = '', search = ''] = this.search.split('?');
    return productsAddressFrom(path, search);
  }

  get tenant(): string {
    return this.address.tenant ?? this.ownTenant;
  }

  get pageCount(): number {
    return this.page ? Math.max(1, Math.ceil(this.page.total / this.page.pageSize)) : 1;
  }

  start(): void {
    const concerns = (): boolean => sectionOfAdminPath(this.navigator.current()) === PRODUCTS_SECTION && this.location() !== this.search;
    if (this.followed.follow(concerns, () => void this.sync())) void this.sync();
  }

  /** Another view of the list (back to page 1); the product being edited stays open. */
  apply(filters: ProductListFilters & { tenant?: string }): void {
    this.navigator.navigate(productsHref(filters.tenant ?? this.tenant, { ...this.address, ...filters, page: 1 }));
  }

  href(change: Partial<ProductsAddress>): string {
    const next: Record<string, unknown> = { ...this.address, ...change };
    for (const key of Object.keys(change)) if (change[key as keyof ProductsAddress] === undefined) delete next[key];
    return productsHref(this.tenant, next as ProductsAddress);
  }

  /** Reloads the list (after a save): the same address. */
  refresh(): void {
    this.loadedFor = '';
    void this.sync();
  }

  private async sync(): Promise<void> {
    this.search = this.location();
    const { edit: _edit, ...filters } = this.address;
    const key = JSON.stringify(filters);
    // Opening or closing the editor changes the address but not the list.
    if (key === this.loadedFor) return;
    this.loadedFor = key;
    const ticket = this.followed.ticket();
    this.loading = true;
    const result = await this.api.listProducts(this.tenant, filters);
    if (!this.followed.isLatest(ticket)) return;
    runInAction(() => {
      this.loading = false;
      this.failed = isLeft(result) ? result.left.message : null;
      if (!isLeft(result)) this.page = result.right;
    });
  }

  /** Path and query: the tenant is in the one, the list's view in the other. */
  private location(): string {
    return `${this.navigator.current()}?${this.navigator.search()}`;
  }

  @preDestroy()
  dispose(): void {
    this.followed.stop();
  }
}
