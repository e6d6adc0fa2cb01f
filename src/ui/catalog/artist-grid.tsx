import { Link } from 'wouter';
import { artistCardView, type ArtistCardView } from '../../domain/catalog/artists';
import type { ArtistGroup } from '../../domain/catalog';
import { usePhotoBases } from '../hooks/use-photo-bases';
import { cardPicture } from './catalog-pictures';
import styles from './catalog.module.css';

/** An artist's name with its collection under it: the artists page's cards and the header's dropdown, each in its look. */
export function ArtistCaption({ artist, look }: { artist: ArtistCardView; look: { body?: string; name?: string; collection?: string } }) {
  return (
    <span className={look.body}>
      <span className={look.name}>{artist.name}</span>
      {artist.collectionName && <span className={look.collection}>{artist.collectionName}</span>}
    </span>
  );
}

/** The artist partnerships as cards: picture, name, collection. */
export function ArtistGrid({ groups }: { groups: readonly ArtistGroup[] }) {
  const photoBases = usePhotoBases();
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
                  {...cardPicture(artist.imageUrl, photoBases)}
                  width={400}
                  height={400}
                  alt=""
                  loading={index < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              )}
              <ArtistCaption artist={artist} look={{ body: styles.cardBody, name: styles.cardName, collection: styles.cardMeta }} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
