import { inject, injectable, optional } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { action, makeObservable, observable } from 'mobx';
import { CART_PROMO_BANNER_PAGE_HANDLE } from '../../domain/tenant/banner-pages';
import { FirstPaintData, type FirstPaintData as FirstPaint } from '../ports/first-paint-data';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import { StorefrontCart, type StorefrontCart as Storefront } from '../ports/storefront-cart';

/** Whether the shopper closed the cart's banner (per tenant, on this browser). */
const CartBannerClosed: LocalRecord<boolean> = { key: 'cartBannerClosed', codec: t.boolean };

/**
 * SPEC §2 "/cart (promo banner on mobile)": the cart's own banner on phones, the HTML body of the
 * storefront page 'cart-promo-banner' read with the storefront's page-by-handle call (SPEC §7), which
 * an admin edits at /admin/tenants. The view sanitises it and shows it under 768 px; closing it is
 * remembered on this browser. A failed read shows no banner: it is an offer, not the cart. The
 * reference storefront's page comes with /cart itself (the boot block): no request, and no GraphQL
 * client loaded for it (issue 27's JS budget).
 */
@injectable()
export class CartBannerStore {
  /** The banner's HTML (unsanitised, as the storefront keeps it); null: none, not read yet, or closed. */
  html: string | null = null;
  closed: boolean;
  private requested = false;

  constructor(
    @inject(StorefrontCart) private readonly storefront: Storefront,
    @inject(LocalRecords) private readonly records: Records,
    @inject(FirstPaintData) @optional() private readonly firstPaint?: FirstPaint,
  ) {
    this.closed = records.read(CartBannerClosed) === true;
    makeObservable<CartBannerStore, 'show'>(this, { html: observable, closed: observable, close: action, show: action });
  }

  /** Reads the banner once per page load (not when the shopper closed it). */
  async load(): Promise<void> {
    if (this.closed || this.requested) return;
    this.requested = true;
    const given = this.firstPaint?.cartBanner?.();
    if (given) {
      this.show(given.html !== null && given.html.trim() !== '' ? given.html : null);
      return;
    }
    const page = await this.storefront.getPage(CART_PROMO_BANNER_PAGE_HANDLE);
    this.show(isLeft(page) || page.right === null || page.right.body.trim() === '' ? null : page.right.body);
  }

  close(): void {
    this.closed = true;
    this.html = null;
    this.records.write(CartBannerClosed, true);
  }

  private show(html: string | null): void {
    if (!this.closed) this.html = html;
  }
}
