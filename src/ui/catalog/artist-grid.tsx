import { Link } from 'wouter';
import { artistCardView } from '../../domain/catalog/artists';
import type { ArtistGroup } from '../../domain/catalog';
import styles from './catalog.module.css';

/** The artist partnerships as cards: picture, name, collection. */
export function ArtistGrid({ groups }: { groups: readonly ArtistGroup[] }) {
  return (
    <ul className={styles.grid} aria-label="Artists">
      {groups.map((group, index) => {
        const artist = artistCardView(group);
        return (
          <li key={artist.id} className={styles.gridItem}>
            <Link href={artist.href} className={styles.card}>
              {artist.imageUrl && (
                <img
                  className={styles.artistImage}
                  src={artist.imageUrl}
                  width={400}
                  height={400}
                  alt=""
                  loading={index < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              )}
              <span className={styles.cardBody}>
                <span className={styles.cardName}>{artist.name}</span>
                {artist.collectionName && <span className={styles.cardMeta}>{artist.collectionName}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
