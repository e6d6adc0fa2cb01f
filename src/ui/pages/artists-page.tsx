import { observer } from 'mobx-react-lite';
import { ArtistStore } from '../../application/catalog/artist-store';
import { ArtistGrid } from '../catalog/artist-grid';
import { GridSkeleton } from '../catalog/product-grid';
import { LoadError } from '../catalog/status';
import { useLoaded } from '../hooks/use-service';
import { ListingPage } from './listing-page';

/** /artists: the listed artist partnerships (sortOrder >= 0, by sortOrder). */
export default observer(function ArtistsPage() {
  const artists = useLoaded(ArtistStore, 'loadGroups');
  return (
    <ListingPage heading="Artist Partnerships" lead="Original designs from the artists we work with, printed and framed as tiles.">
      {artists.groupsStatus === 'failed' && artists.groupsError && <LoadError message={artists.groupsError} onRetry={() => void artists.loadGroups()} />}
      {(artists.groupsStatus === 'loading' || artists.groupsStatus === 'idle') && <GridSkeleton />}
      {artists.groupsStatus === 'ready' &&
        (artists.listed.length > 0 ? <ArtistGrid groups={artists.listed} /> : <p>No artist collections right now: come back soon.</p>)}
    </ListingPage>
  );
});
