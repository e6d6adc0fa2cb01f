import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { AdminApi, type AdminApi as Api, type OrderFilters, type OrderPage } from '../ports/admin-api';
import { FileSaver, type FileSaver as Saver } from '../ports/file-saver';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { FollowedAddress } from './followed-address';
import { filtersFromSearch, ordersHref } from './order-filters';

export const ORDERS_PATH = '/admin/orders';

/** The list as the page shows it: the last page loaded stays on screen while the next one loads. */
export type OrdersListState =
  { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly page: OrderPage } | { readonly kind: 'failed'; readonly message: string };

/**
 * The admin's orders list (issue #17). The filters live in the address (`/admin/orders?status=paid…`),
 * so a view can be shared and Back works: the store reads them from the Navigator and reloads when
 * they change; applying filters navigates. Answers that arrive after a newer request are dropped.
 */
@injectable()
export class OrdersListStore {
  state: OrdersListState = { kind: 'loading' };
  loading = false;
  search = '';
  tenants: ReadonlyArray<{ readonly id: string; readonly name: string }> = [];
  exporting = false;
  exportError: string | null = null;
  private readonly address: FollowedAddress;

  constructor(
    @inject(AdminApi) private readonly api: Api,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(FileSaver) private readonly saver: Saver,
  ) {
    this.address = new FollowedAddress(navigator);
    makeObservableByKind<OrdersListStore, 'sync'>(this, {
      observableRef: ['state', 'tenants'],
      observable: ['loading', 'search', 'exporting', 'exportError'],
      computed: ['filters', 'pageCount'],
      action: ['sync'],
    });
  }

  get filters(): OrderFilters {
    return filtersFromSearch(this.search);
  }

  get pageCount(): number {
    return this.state.kind === 'ready' ? Math.max(1, Math.ceil(this.state.page.total / this.state.page.pageSize)) : 1;
  }

  /** Loads the list for the address and follows it; call once when the page mounts. */
  start(): void {
    const concerns = (): boolean => this.navigator.current() === ORDERS_PATH && this.navigator.search() !== this.search;
    if (!this.address.follow(concerns, () => void this.sync())) return;
    void this.sync();
    void this.loadTenants();
  }

  /** Shows the list with these filters (back to page 1): a new address, which loads it. */
  apply(filters: OrderFilters): void {
    this.navigator.navigate(ordersHref({ ...filters, page: 1 }));
  }

  /** The address of another page of the same filters (rows and pages are real links). */
  pageHref(page: number): string {
    return ordersHref({ ...this.filters, page });
  }

  async exportCsv(): Promise<void> {
    if (this.exporting) return;
    runInAction(() => {
      this.exporting = true;
      this.exportError = null;
    });
    const file = await this.api.exportOrders(this.filters);
    runInAction(() => {
      this.exporting = false;
      if (isLeft(file)) this.exportError = file.left.message;
    });
    if (!isLeft(file)) this.saver.save(file.right);
  }

  private async sync(): Promise<void> {
    this.search = this.navigator.search();
    const ticket = this.address.ticket();
    this.loading = true;
    const result = await this.api.listOrders(this.filters);
    if (!this.address.isLatest(ticket)) return;
    runInAction(() => {
      this.loading = false;
      this.state = isLeft(result) ? { kind: 'failed', message: result.left.message } : { kind: 'ready', page: result.right };
    });
  }

  private async loadTenants(): Promise<void> {
    const result = await this.api.listTenants();
    if (!isLeft(result)) runInAction(() => (this.tenants = result.right));
  }

  @preDestroy()
  dispose(): void {
    this.address.stop();
  }
}
