import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ProjectStore } from '../../application/printing/project-store';
import { tileUnits } from '../../domain/project';
import styles from './printing.module.css';
import { useStructural } from './use-structural';
import { ProjectPrice } from './project-price';

/** Moves the framed project into the cart (InProgress → Cart); the store then opens the cart. */
export const AddToCart = observer(function AddToCart({ projects }: { projects: ProjectStore }) {
  const [error, setError] = useState<string | null>(null);
  // Only the counts: a pan or zoom does not re-render the button.
  const { tiles, uploading } = useStructural(() => {
    const active = projects.active;
    return { tiles: tileUnits(active), uploading: active.tiles.some((t) => t.uploadingFull === true) };
  }, [projects]);
  const add = () => {
    // A zoom still settling (the wheel's idle end) is part of what goes into the cart.
    projects.gestures.end();
    const result = projects.addActiveToCart();
    if (result._tag === 'Left') return setError(result.left.message);
    setError(null);
  };
  return (
    <section className={styles.actionBar} aria-label="Add to cart">
      <ProjectPrice />
      <button type="button" className={styles.primary} onClick={add} disabled={tiles === 0}>
        {tiles === 0 ? 'Add to Cart' : `Add to Cart · ${tiles} ${tiles === 1 ? 'tile' : 'tiles'}`}
      </button>
      {uploading && <p className={styles.muted}>Your photos are still uploading…</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
});
