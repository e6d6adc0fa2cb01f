import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { SocialPhoto } from '../../application/ports/social-albums';
import { FacebookPhotos, InstagramPhotos, type ChosenSocialPhoto, type SocialPhotosStore } from '../../application/upload/picker-module';
import { useService } from '../hooks/use-service';
import styles from './photo-picker.module.css';

const SocialPhotoItem = observer(function SocialPhotoItem({ store, photo, index }: { store: SocialPhotosStore; photo: SocialPhoto; index: number }) {
  const selected = store.selected.has(photo.id);
  return (
    <li>
      <button
        type="button"
        className={styles.photo}
        aria-pressed={selected}
        aria-label={`${store.network} photo ${index + 1}`}
        onClick={() => store.toggle(photo)}
      >
        <img src={photo.thumb} alt="" loading="lazy" width={160} height={160} referrerPolicy="no-referrer" />
        {selected && (
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
        )}
      </button>
    </li>
  );
});

const AlbumTabs = observer(function AlbumTabs({ store }: { store: SocialPhotosStore }) {
  const { albums } = store;
  // Instagram has one "album" (the shopper's media): no tabs for a single one.
  if (albums.items.length < 2 && !albums.after) return null;
  return (
    <div className={styles.tabs} role="tablist" aria-label={`${store.network} albums`}>
      {albums.items.map((album) => (
        <button
          key={album.id}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={album.id === store.openAlbumId}
          onClick={() => void store.showAlbum(album.id)}
        >
          {album.count === undefined ? album.name : `${album.name} (${album.count})`}
        </button>
      ))}
      {albums.after && (
        <button type="button" className={styles.tab} disabled={albums.loading} onClick={() => void store.moreAlbums()}>
          More albums
        </button>
      )}
    </div>
  );
});

const Photos = observer(function Photos({ store, onAdd }: { store: SocialPhotosStore; onAdd: (photos: readonly ChosenSocialPhoto[]) => void }) {
  const { albums, photos } = store;
  if (albums.error) return <Retry message={albums.error} onRetry={() => void store.moreAlbums()} />;
  if (albums.items.length === 0)
    return (
      <p className={styles.hint} role="status">
        {albums.loading ? `Loading your ${store.network} albums…` : `No ${store.network} albums to show.`}
      </p>
    );
  const count = store.selection.length;
  return (
    <>
      <AlbumTabs store={store} />
      {photos.error ? (
        <Retry message={photos.error} onRetry={() => void store.morePhotos()} />
      ) : (
        <>
          <ul
            className={styles.grid}
            {...(albums.items.length > 1 ? { role: 'tabpanel' } : {})}
            aria-label={store.openAlbum?.name ?? store.network}
            aria-busy={photos.loading}
          >
            {photos.items.map((photo, index) => (
              <SocialPhotoItem key={photo.id} store={store} photo={photo} index={index} />
            ))}
          </ul>
          {photos.loading && (
            <p className={styles.hint} role="status">
              Loading photos…
            </p>
          )}
          {!photos.loading && photos.items.length === 0 && <p className={styles.hint}>No photos in this album.</p>}
        </>
      )}
      <div className={styles.actions}>
        {photos.after && (
          <button type="button" className={styles.tab} disabled={photos.loading} onClick={() => void store.morePhotos()}>
            Load more photos
          </button>
        )}
        <button type="button" className={styles.fileLabel} disabled={count === 0} onClick={() => onAdd(store.selection)}>
          {count === 0 ? 'Select photos to add' : `Add ${count} selected ${count === 1 ? 'photo' : 'photos'}`}
        </button>
      </div>
    </>
  );
});

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.actions}>
      <p role="alert" className={styles.socialError}>
        {message}
      </p>
      <button type="button" className={styles.tab} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * One social network as a photo source: Connect (the network's login window), then albums and
 * photos to select. Without an app for the network the button stays disabled and says why.
 */
const SocialSource = observer(function SocialSource({
  store,
  onAdd,
}: {
  store: SocialPhotosStore;
  onAdd: (network: SocialPhotosStore, photos: readonly ChosenSocialPhoto[]) => void;
}) {
  const headingId = useId();
  const noteId = useId();
  const { connection, network } = store;
  const note =
    connection.status === 'unavailable'
      ? connection.message
      : connection.status === 'disconnected'
        ? connection.message
        : connection.status === 'connecting'
          ? `Finish logging in to ${network} in the window that opened.`
          : undefined;
  return (
    <section className={styles.social} aria-labelledby={headingId}>
      <div className={styles.socialHead}>
        <h3 id={headingId} className={styles.socialTitle}>
          {network}
        </h3>
        {/* One button whose action follows the connection, so keyboard focus stays on it throughout. */}
        <button
          type="button"
          className={connection.status === 'connected' || connection.status === 'connecting' ? styles.tab : styles.connect}
          disabled={connection.status === 'checking' || connection.status === 'unavailable'}
          aria-describedby={note ? noteId : undefined}
          onClick={() =>
            connection.status === 'connected' ? store.disconnect() : connection.status === 'connecting' ? store.cancelConnect() : void store.connect()
          }
        >
          {connection.status === 'connected'
            ? `Disconnect ${network}`
            : connection.status === 'connecting'
              ? 'Cancel login'
              : store.connectedBefore
                ? `Reconnect ${network}`
                : `Connect ${network}`}
        </button>
      </div>
      {note && (
        // The 'not available' note is static (the button's description), not a live announcement.
        <p
          id={noteId}
          className={styles.hint}
          role={connection.status === 'disconnected' ? 'alert' : connection.status === 'connecting' ? 'status' : undefined}
        >
          {note}
        </p>
      )}
      {connection.status === 'connected' && <Photos store={store} onAdd={(photos) => onAdd(store, photos)} />}
    </section>
  );
});

/** Both networks, each asked once whether the store offers it. */
function useSocialNetworks(): readonly SocialPhotosStore[] {
  const facebook = useService<SocialPhotosStore>(FacebookPhotos);
  const instagram = useService<SocialPhotosStore>(InstagramPhotos);
  useEffect(() => {
    void facebook.init();
    void instagram.init();
  }, [facebook, instagram]);
  return [facebook, instagram];
}

const offered = (store: SocialPhotosStore) => store.connection.status !== 'unavailable';

/**
 * Facebook and Instagram photos (SPEC §1 'social albums'; tile source Facebook / Instagram): the
 * networks the store offers, or is still asking about. Those it does not offer are in `MoreSources`.
 */
export const SocialSources = observer(function SocialSources({ onAdd }: { onAdd: (store: SocialPhotosStore, photos: readonly ChosenSocialPhoto[]) => void }) {
  const networks = useSocialNetworks().filter(offered);
  if (networks.length === 0) return null;
  return (
    <section className={styles.albums} aria-labelledby="social-photos-heading">
      <h2 id="social-photos-heading">Your social photos</h2>
      <div className={styles.socialList}>
        {networks.map((store) => (
          <SocialSource key={store.network} store={store} onAdd={onAdd} />
        ))}
      </div>
    </section>
  );
});

const nothingToAdd = () => undefined;

/**
 * Issue 32: the sources this store does not offer (a network without an app) come last, folded
 * under 'More sources', each still saying why ('… photos are not available on this store.'), so
 * they never lead the picker with disabled cards.
 */
export const MoreSources = observer(function MoreSources() {
  const networks = useSocialNetworks().filter((store) => !offered(store));
  if (networks.length === 0) return null;
  return (
    <details className={styles.more}>
      <summary className={styles.moreSummary}>More sources</summary>
      <div className={styles.socialList}>
        {networks.map((store) => (
          <SocialSource key={store.network} store={store} onAdd={nothingToAdd} />
        ))}
      </div>
    </details>
  );
});
