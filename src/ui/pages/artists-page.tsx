import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ArtistStore } from '../../application/catalog/artist-store';
import { ArtistGrid } from '../catalog/artist-grid';
import styles from '../catalog/catalog.module.css';
import { GridSkeleton } from '../catalog/product-grid';
import { LoadError } from '../catalog/status';
import { useService } from '../hooks/use-service';

/** /artists: the listed artist partnerships (sortOrder >= 0, by sortOrder). */
export default observer(function ArtistsPage() {
  const artists = useService(ArtistStore);
  useEffect(() => {
    void artists.loadGroups();
  }, [artists]);
  return (
    <div className={styles.page}>
      <h1>Artist Partnerships</h1>
      <p className={styles.lead}>Original designs from the artists we work with, printed and framed as tiles.</p>
      {artists.groupsStatus === 'failed' && artists.groupsError && <LoadError message={artists.groupsError} onRetry={() => void artists.loadGroups()} />}
      {(artists.groupsStatus === 'loading' || artists.groupsStatus === 'idle') && <GridSkeleton />}
      {artists.groupsStatus === 'ready' &&
        (artists.listed.length > 0 ? <ArtistGrid groups={artists.listed} /> : <p>No artist collections right now: come back soon.</p>)}
    </div>
  );
});
