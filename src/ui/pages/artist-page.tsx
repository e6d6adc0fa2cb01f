import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ArtistStore } from '../../application/catalog/artist-store';
import styles from '../catalog/catalog.module.css';
import { GridSkeleton, ProductGrid } from '../catalog/product-grid';
import { LoadError, NotFoundBlock } from '../catalog/status';
import { usePageTitle } from '../catalog/use-page-title';
import { ARTIST_NOT_FOUND } from '../catalog/not-found-titles';
import { useService } from '../hooks/use-service';
import type { PageProps } from '../routing/page-props';

/** /artists/{artistName}: one artist's designs. */
export default observer(function ArtistPage({ params }: PageProps) {
  const slug = params.artistName ?? '';
  const artists = useService(ArtistStore);
  useEffect(() => {
    void artists.loadGroups();
    void artists.loadArtist(slug);
  }, [artists, slug]);
  const artist = artists.artist(slug);
  const page = artists.artistPage(slug);
  // The tab names what the shopper sees: the artist, or that there is none (the server's head says the same).
  usePageTitle(page.status === 'notFound' ? ARTIST_NOT_FOUND : artist?.name);

  if (page.status === 'notFound') {
    return (
      <NotFoundBlock heading={ARTIST_NOT_FOUND} back={{ href: '/artists', label: 'See all our artists' }}>
        We could not find this artist. Their collection may have ended.
      </NotFoundBlock>
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>
        <Link href="/artists">Artist Partnerships</Link>
      </p>
      <h1>{artist?.name ?? 'Artist Partnerships'}</h1>
      {artist?.collectionName && <p className={styles.lead}>{artist.collectionName}</p>}
      {page.status === 'failed' && <LoadError message={page.message} onRetry={() => void artists.loadArtist(slug)} />}
      {page.status === 'loading' && <GridSkeleton />}
      {page.status === 'ready' && <ProductGrid products={page.products} label={`Designs by ${artist?.name ?? slug}`} />}
    </div>
  );
});
