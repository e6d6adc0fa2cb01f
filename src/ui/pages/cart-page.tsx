import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import type { Container } from 'inversify';
import { CartContentsStore } from '../../application/cart/cart-contents-store';
import { StoredCartProjectsRecord } from '../../application/cart/cart-records';
import { LocalRecords, type LocalRecords as Records } from '../../application/ports/local-records';
import { SessionStore } from '../../application/account/session-store';
import { ConfigStore } from '../../application/shell/config-store';
import { loadChunk } from '../../application/loading/chunk-loader';
import { FirstPaintData, type FirstPaintData as FirstPaintDataPort } from '../../application/ports/first-paint-data';
import type { StoreConfig } from '../../domain/catalog';
import { DEFAULT_PRICE_BOOK, withConfigPrices } from '../../domain/pricing/price-book';
import styles from '../cart/cart.module.css';
import { EmptyCart } from '../cart/empty-cart';
import { ContainerContext, useService } from '../hooks/use-service';
import { cartAndPrintingStores, perContainer, withFeature } from '../routing/feature-modules';
import { orNothing } from '../routing/lazy-part';
import { BrowserOnly } from '../shell/browser-only';
import { Loading } from '../shell/loading';

type FullCartModule = { default: typeof import('../cart/full-cart').FullCart; store?: typeof import('../cart/full-cart').CartPageStore };

/** The full cart's view with its stores (printing session, pricing, checkout, pick-up), loaded once per visit (per container). */
const fullCarts = new WeakMap<Container, Promise<FullCartModule>>();
const fullCartLoadedIn = new WeakSet<Container>();
const loadFullCart = (container: Container) => {
  let fullCart = fullCarts.get(container);
  if (!fullCart) {
    fullCart = orNothing<FullCartModule>(
      loadChunk(() =>
        withFeature(container, cartAndPrintingStores, () => import('../cart/full-cart').then((m) => ({ default: m.FullCart, store: m.CartPageStore }))),
      ),
    ).then((m) => {
      fullCartLoadedIn.add(container);
      return m;
    });
    fullCarts.set(container, fullCart);
  }
  return fullCart;
};
const FullCart = perContainer((container) => lazy(() => loadFullCart(container)));

const placeholder = (
  <div className={styles.page}>
    <h1 className={styles.heading}>Cart</h1>
    <Loading label="Loading your cart…" />
  </div>
);

/** /cart: the cart's projects and wall pads, the order summary with promo codes, and checkout. */
export default function CartPage() {
  // The cart lives in the browser's records: the server draws the empty cart when the browser's
  // hint says it is (FirstPaintData.cartDrawnEmpty), else the heading and a placeholder; the
  // browser's hydration draws the same, then the cart as its records have it.
  const container = useContext(ContainerContext);
  const drawnEmpty = container?.isBound(FirstPaintData) === true && container.get<FirstPaintDataPort>(FirstPaintData).cartDrawnEmpty();
  const config = useService(ConfigStore).config;
  return (
    <BrowserOnly placeholder={drawnEmpty ? <EmptyCart wallPadPrice={wallPadPrice(config)} wallPads={0} onWallPads={() => undefined} /> : placeholder}>
      <CartView />
    </BrowserOnly>
  );
}

const wallPadPrice = (config: StoreConfig | null) => (config === null ? DEFAULT_PRICE_BOOK : withConfigPrices(DEFAULT_PRICE_BOOK, config)).wallPadPrice;

/**
 * An empty cart (as far as the entry's stores know: `CartContentsStore.knownEmpty`, an anonymous
 * shopper) is drawn from the entry's stores alone: the printing session, pricing and checkout load
 * when the shopper changes it (issue 27's JS budget). Anything else, and from then on, is the full cart.
 */
const CartView = observer(function CartView() {
  const contents = useService(CartContentsStore);
  const signedIn = useService(SessionStore).signedIn;
  const config = useService(ConfigStore).config;
  const container = useContext(ContainerContext);
  const records = useService<Records>(LocalRecords);
  const fullCartLoaded = container !== null && fullCartLoadedIn.has(container);
  const [full, setFull] = useState(fullCartLoaded);
  useEffect(() => {
    if (full) return undefined;
    // Another tab put a project in the cart: the full cart (its projects sync between tabs) shows it.
    const onStorage = () => {
      if ((records.read(StoredCartProjectsRecord) ?? 0) > 0) setFull(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [records, full]);
  // Once loaded, the full cart stays: it holds checkout's state (an order just placed empties the cart
  // on its way to /confirm), which the light view would drop.
  if (full || fullCartLoaded || !contents.knownEmpty || signedIn) {
    return (
      <Suspense fallback={placeholder}>
        <FullCart />
      </Suspense>
    );
  }
  // The first change goes through the full cart's store (analytics, checkout), once it is loaded.
  const change = (count: number) => {
    if (!container) return;
    void loadFullCart(container).then((m) => {
      setFull(true);
      if (m.store) container.get(m.store).setWallPads(count);
    });
  };
  return <EmptyCart wallPadPrice={wallPadPrice(config)} wallPads={contents.wallPads} onWallPads={change} />;
});
