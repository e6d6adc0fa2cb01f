import type { TilePictureData } from '../../domain/printing/project-pictures';
import { TileThumbnail } from '../pictures';
import styles from './orders.module.css';

/** A line's (or an order's) first tiles as they print, the rest counted; one image named for all. */
export function OrderPictures({ pictures, label, max = 4 }: { pictures: readonly TilePictureData[]; label: string; max?: number }) {
  const shown = pictures.slice(0, pictures.length > max ? max - 1 : max);
  const more = pictures.length - shown.length;
  return (
    <div className={styles.pictures} role="img" aria-label={label} style={shown.length === 1 && more === 0 ? { gridTemplateColumns: '1fr' } : undefined}>
      {shown.map((p) => (p.layout ? <TileThumbnail key={p.key} layout={p.layout} src={p.src} /> : <div key={p.key} className={styles.more} />))}
      {more > 0 && <div className={styles.more}>+{more}</div>}
    </div>
  );
}
