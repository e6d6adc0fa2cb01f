import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CartBannerStore } from '../../application/cart/cart-banner-store';
import { SafeHtml } from '../catalog';
import { useService } from '../hooks/use-service';
import { CloseIcon } from '../shell/icons';
import styles from './cart.module.css';

/** Phones only: the cart's banner is read (and shown, cart.module.css) under the 768 px breakpoint. */
const PHONE = '(max-width: 767px)';

/**
 * SPEC §2 "/cart (promo banner on mobile)": the cart's own closable banner on phones, its HTML from
 * the storefront page 'cart-promo-banner', sanitised (SafeHtml: DOMPurify unless it is plain markup).
 */
export const CartBanner = observer(function CartBanner() {
  const banner = useService(CartBannerStore);
  useEffect(() => {
    if (window.matchMedia(PHONE).matches) void banner.load();
  }, [banner]);
  if (banner.html === null) return null;
  return (
    <aside className={styles.cartBanner} aria-label="Cart offer">
      <SafeHtml html={banner.html} className={styles.cartBannerBody} />
      <button type="button" className={styles.cartBannerClose} aria-label="Close cart offer" onClick={() => banner.close()}>
        <CloseIcon />
      </button>
    </aside>
  );
});
