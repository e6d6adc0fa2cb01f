import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { CartHandOff } from '../../application/printing/cart-hand-off';
import type { ProjectStore } from '../../application/printing/project-store';
import { addAllProjectsLabel, addThisProjectLabel, cartChoiceText, tilesOf, tileUnits } from '../../domain/project';
import { useService } from '../hooks/use-service';
import styles from './printing.module.css';
import priceStyles from './project-price.module.css';
import { useStructural } from '../hooks/use-structural';
import { ProjectPrice } from './project-price';

/**
 * Moves the framed project into the cart (InProgress → Cart); the hand-off then opens the cart. When other
 * projects have photos, the bar says so and offers this project or all of them (issue 31 item 4).
 */
export const AddToCart = observer(function AddToCart({ projects }: { projects: ProjectStore }) {
  const handOff = useService(CartHandOff);
  const [error, setError] = useState<string | null>(null);
  // Only the counts: a pan or zoom does not re-render the button.
  const { tiles, uploading } = useStructural(() => {
    const active = projects.active;
    return { tiles: tileUnits(active), uploading: active.tiles.some((t) => t.uploadingFull === true) };
  }, [projects]);
  const others = handOff.others;
  const run = (add: () => { _tag: 'Left'; left: { message: string } } | { _tag: 'Right' }) => {
    // A zoom still settling (the wheel's idle end) is part of what goes into the cart.
    projects.gestures.end();
    const result = add();
    setError(result._tag === 'Left' ? result.left.message : null);
  };
  const choice = tiles > 0 && others.length > 0;
  const bar = useBarHeight();
  return (
    <section ref={bar} className={styles.actionBar} aria-label="Add to cart">
      <ProjectPrice />
      {choice ? (
        <div className={priceStyles.cartChoice} role="group" aria-labelledby="tpx-cart-choice">
          <p id="tpx-cart-choice" className={styles.muted}>
            {cartChoiceText(others)}
          </p>
          <button type="button" className={styles.primary} onClick={() => run(() => handOff.addActiveToCart())}>
            {addThisProjectLabel(tiles)}
          </button>
          <button type="button" className={styles.secondary} onClick={() => run(() => handOff.addAll())}>
            {addAllProjectsLabel(others.length + 1, tiles + tilesOf(others))}
          </button>
        </div>
      ) : (
        <button type="button" className={styles.primary} onClick={() => run(() => handOff.addActiveToCart())} disabled={tiles === 0}>
          {tiles === 0 ? 'Add to Cart' : `Add to Cart · ${tiles} ${tiles === 1 ? 'tile' : 'tiles'}`}
        </button>
      )}
      {uploading && <p className={styles.muted}>Your photos are still uploading…</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
});

/**
 * Keeps `--tpx-action-bar-height` on the page at the sticky bar's height, which grows with the price
 * and the projects' choice: the page scrolls whatever gets focus to above the bar by that much
 * (printing.module.css, WCAG 2.4.11), whatever the bar holds.
 */
function useBarHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--tpx-action-bar-height', `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--tpx-action-bar-height');
    };
  }, []);
  return ref;
}
