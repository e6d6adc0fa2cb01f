import { Link } from 'wouter';
import type { Cents } from '../../domain/money';
import { formatMoney } from '../../domain/money';
import { MAX_WALL_PADS } from '../../application/cart/cart-records';
import pageStyles from '../pages/page.module.css';
import styles from './cart.module.css';
import { CartBanner } from './cart-banner';
import { NumberSpinner } from '../shell/number-spinner';
import emptyCartWall from '../assets/empty-cart-wall.svg';

/**
 * The empty cart (SPEC §4): the words, the way to start and the wall-pad kits, which can be bought
 * on their own. One markup for the cart page's light view (issue 27: drawn without the printing
 * session and checkout, and by the server) and the full cart once its stores are loaded.
 */
export function EmptyCart({
  wallPadPrice,
  wallPads,
  onWallPads,
  notice = null,
}: {
  wallPadPrice: Cents;
  wallPads: number;
  onWallPads: (count: number) => void;
  notice?: string | null;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Cart</h1>
      <div className={styles.empty}>
        {/* Three framed tiles on a wall: what the empty cart is for, drawn with the page (it is the
            page's largest picture, so a later popup is not what the shopper's first screen is measured by). */}
        <img src={emptyCartWall} width={320} height={150} alt="" className={styles.emptyPicture} fetchPriority="high" />
        <p>Your cart is empty.</p>
        <p className={styles.muted}>Turn your photos into framed tiles: pick some photos, frame them, and add them to the cart.</p>
        <Link href="/photo-picker" className={pageStyles.button}>
          Get Started
        </Link>
      </div>
      <div className={styles.stacked}>
        <section aria-labelledby="tpx-cart-items">
          <h2 id="tpx-cart-items" className="tpx-visually-hidden">
            Items
          </h2>
          {notice && (
            <p role="alert" className={styles.error}>
              {notice}
            </p>
          )}
          <div className={styles.wallPads}>
            <div>
              <p>
                <strong>Wall pad kits</strong> · {formatMoney(wallPadPrice)} each
              </p>
              <p className={styles.muted}>Fresh magnetic pads for hanging and re-hanging your tiles.</p>
            </div>
            <NumberSpinner label="Wall pad kits" value={wallPads} min={0} max={MAX_WALL_PADS} onChange={onWallPads} />
          </div>
        </section>
      </div>
      <CartBanner />
    </div>
  );
}
