import { useEffect } from 'react';
import { Link } from 'wouter';
import { productCardView } from '../../domain/catalog/catalog-views';
import { usePhotoBases } from '../hooks/use-photo-bases';
import type { Product } from '../../domain/catalog';
import { cardPicture } from './catalog-pictures';
import { LOADING_ATTRIBUTE, placeholderGone } from '../shell/loading-placeholders';
import styles from './catalog.module.css';

/** Cards above the fold load at once; the rest lazily (DESIGN §8). Two rows on a phone. */
const EAGER_CARDS = 4;
/** Card images are square; their intrinsic size keeps the layout still while they load. */
const CARD_IMAGE_SIZE = 400;

/** A responsive grid of product cards. */
export function ProductGrid({ products, label, eager = EAGER_CARDS }: { products: readonly Product[]; label: string; eager?: number }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.gridItem}>
          <ProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}

/** One product: image, shown name, 'W x H inches', price and the precustomized marker. */
export function ProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const card = productCardView(product);
  const photoBases = usePhotoBases();
  // The store's derivative of the card's width (a 512 px JPEG is a fraction of the 1600 px PNG).
  const picture = card.imageUrl ? cardPicture(card.imageUrl, photoBases) : null;
  return (
    <Link href={card.href} className={styles.card} title={card.fullName}>
      {picture && (
        <img
          className={styles.cardImage}
          {...picture}
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      {card.precustomized && <span className={styles.badge}>Pre-designed</span>}
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{card.name}</span>
        <span className={styles.cardMeta}>{card.sizeText}</span>
        <span className={styles.cardPrice}>{card.priceText}</span>
      </span>
    </Link>
  );
}

/**
 * Placeholder cards while the catalogue loads (same grid, so nothing jumps). The grid's length is not
 * known yet, so the cards are a loading placeholder like the page's spinner: the embed keeps the
 * frame's height meanwhile and measures again when they go (SPEC §9; /shop-all reached from a shorter
 * page had told its parent 974 px, four cards' height, between 1141 and 1454).
 */
export function GridSkeleton({ count = 4 }: { count?: number }) {
  useEffect(() => placeholderGone, []);
  return (
    <div className={styles.skeletonGrid} aria-hidden {...{ [LOADING_ATTRIBUTE]: '' }}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}
