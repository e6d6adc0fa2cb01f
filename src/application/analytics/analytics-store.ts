import { inject, injectable, preDestroy } from 'inversify';
import { reaction } from 'mobx';
import {
  addPaymentInfo,
  addToCart,
  beginCheckout,
  cartChanges,
  checkGtmContainerId,
  pageView,
  productItem,
  purchase,
  removeFromCart,
  viewCart,
  viewItem,
  viewItemList,
  type CartLineItem,
  type EcommerceEvent,
  type EcommerceItem,
  type PurchaseFigures,
} from '../../domain/analytics';
import type { Product } from '../../domain/catalog';
import type { Cents } from '../../domain/money';
import { Analytics, type Analytics as AnalyticsPort, type DataLayerEntry } from '../ports/analytics';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { TenantStore } from '../shell/tenant-store';
import { SENT_PURCHASES_KEPT, SentPurchasesRecord } from './analytics-records';
import { CampaignParameters } from './campaign-parameters';

/** Hears every entry pushed to the data layer (the embed forwards them to the parent page). */
export type DataLayerListener = (entry: DataLayerEntry) => void;

/**
 * The store's analytics (SPEC §7): the tenant's tag manager, page views on every route change,
 * and GA4 ecommerce events, each preceded by `{ ecommerce: null }` so that GTM never merges one
 * event's items into the next. The purchase of an order is sent once per device (its number is
 * remembered). Stores call the event methods at the moment the shopper does the thing.
 */
@injectable()
export class AnalyticsStore {
  private readonly listeners = new Set<DataLayerListener>();
  private readonly disposers: Array<() => void> = [];
  private lastPage: string | null = null;
  private started = false;
  /**
   * Entries pushed before the tenant was known (a page's effect runs before the shell's): held so
   * that the container's consent defaults are always the first thing in the data layer.
   */
  private held: DataLayerEntry[] | null = [];

  constructor(
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(TenantStore) private readonly tenants: TenantStore,
    /** Made with the store, at launch: it keeps the link's UTM parameters (SPEC §7). */
    @inject(CampaignParameters) readonly campaign: CampaignParameters,
  ) {}

  /**
   * Once the tenant is known: its container (a malformed id is refused and logged, SPEC: no tag
   * without a valid one), then a page view now and after every route change. Call once.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.disposers.push(
      reaction(
        () => (this.tenants.state.status === 'ready' ? this.tenants.state.tenant : null),
        (tenant) => {
          if (tenant === null || this.held === null) return;
          const check = checkGtmContainerId(tenant.googleTagManagerContainerId);
          if (check.kind === 'valid') this.analytics.loadTagManager(check.id);
          else if (check.kind === 'invalid') {
            console.warn(check.reason);
            this.analytics.track('gtm-container-refused', { reason: check.reason });
          }
          const held = this.held;
          this.held = null;
          this.trackPage();
          for (const entry of held) this.push(entry);
        },
        { fireImmediately: true },
      ),
      this.navigator.subscribe(() => this.trackPage()),
    );
  }

  /** Listens to every data-layer entry from now on; returns the unsubscribe. */
  subscribe(listener: DataLayerListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  viewItemList(list: { readonly id: string; readonly name: string }, items: readonly EcommerceItem[]): void {
    if (items.length > 0) this.send(viewItemList(list, items));
  }

  viewItem(item: EcommerceItem): void {
    this.send(viewItem(item));
  }

  /** A product list on screen (shop-all, a collection, an artist), once per list shown. */
  viewProducts(list: { readonly id: string; readonly name: string }, products: readonly Product[]): void {
    this.viewItemList(
      list,
      products.map((p) => productItem(p)),
    );
  }

  /** A product page on screen. */
  viewProduct(product: Product): void {
    this.viewItem(productItem(product));
  }

  addToCart(items: readonly EcommerceItem[]): void {
    if (items.length > 0) this.send(addToCart(items));
  }

  removeFromCart(items: readonly EcommerceItem[]): void {
    if (items.length > 0) this.send(removeFromCart(items));
  }

  /** The cart before and after an edit: what went up is added, what went down is removed. */
  cartChanged(before: readonly CartLineItem[], after: readonly CartLineItem[]): void {
    const { added, removed } = cartChanges(before, after);
    this.removeFromCart(removed);
    this.addToCart(added);
  }

  viewCart(items: readonly EcommerceItem[], value: Cents): void {
    this.send(viewCart(items, value));
  }

  beginCheckout(items: readonly EcommerceItem[], value: Cents, coupon: string | null): void {
    this.send(beginCheckout(items, value, coupon));
  }

  addPaymentInfo(items: readonly EcommerceItem[], value: Cents, coupon: string | null, paymentType: string): void {
    this.send(addPaymentInfo(items, value, coupon, paymentType));
  }

  /** The purchase of an order, unless this device sent it already; true when sent now. */
  purchaseOnce(order: PurchaseFigures): boolean {
    const sent = this.records.read(SentPurchasesRecord) ?? [];
    if (sent.includes(order.transactionId)) return false;
    // Remembered before the push: a second call in the same tick (Strict Mode, a double render) sends nothing.
    this.records.write(SentPurchasesRecord, [...sent, order.transactionId].slice(-SENT_PURCHASES_KEPT));
    this.send(purchase(order));
    return true;
  }

  @preDestroy()
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    this.started = false;
    this.held = [];
  }

  private send(event: EcommerceEvent): void {
    this.push({ ecommerce: null });
    this.push(event);
  }

  private trackPage(): void {
    if (this.tenants.state.status !== 'ready') return;
    const path = this.navigator.current();
    const search = this.navigator.search();
    const page = search === '' ? path : `${path}?${search}`;
    if (page === this.lastPage) return;
    this.lastPage = page;
    this.push(pageView(this.tenants.state.tenant.analyticsPrefix, { path, location: page }));
  }

  private push(entry: DataLayerEntry): void {
    if (this.held !== null) {
      this.held.push(entry);
      return;
    }
    this.analytics.push(entry);
    for (const listener of this.listeners) listener(entry);
  }
}
