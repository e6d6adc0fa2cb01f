import { observer } from 'mobx-react-lite';
import type { ConfettiStore } from '../../../application/admin/confetti-store';
import type { AdminAlbum, AdminSharedImage } from '../../../application/ports/admin-confetti-api';
import catalogue from '../catalogue/catalogue.module.css';
import styles from '../admin-kit.module.css';
import confetti from './confetti.module.css';
import { submitHandler } from '../../lib/submit-handler';

const Photo = observer(function Photo({ store, album, image }: { store: ConfettiStore; album: AdminAlbum; image: AdminSharedImage }) {
  const count = album.images.length;
  const placeId = `place-${image.key}`;
  const label = `photo ${image.position} of ${album.name}`;
  return (
    <li className={confetti.photo}>
      {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "Photo 3 of <album>" is the photo's place in the album, its name here */}
      <img src={image.thumb} alt={`Photo ${image.position} of ${album.name}`} width={150} height={150} loading="lazy" />
      <span className={catalogue.placeBadge}>{image.width && image.height ? `${image.width} x ${image.height} px` : image.fileName}</span>
      <div className={confetti.controls}>
        <button
          type="button"
          className={styles.secondary}
          aria-label={`Move ${label} up`}
          disabled={image.position <= 1 || !!store.busy}
          onClick={() => void store.move(album.id, image.key, 'up')}
        >
          ↑
        </button>
        <button
          type="button"
          className={styles.secondary}
          aria-label={`Move ${label} down`}
          disabled={image.position >= count || !!store.busy}
          onClick={() => void store.move(album.id, image.key, 'down')}
        >
          ↓
        </button>
        <form className={confetti.controls} onSubmit={submitHandler(() => store.applyPlace(album.id, image.key))}>
          <label className={styles.field} htmlFor={placeId}>
            Place
            <input
              id={placeId}
              className={confetti.place}
              inputMode="numeric"
              aria-label={`Place of ${label}`}
              value={store.placeText(image.key, image.position)}
              onChange={(e) => store.editPlace(image.key, e.target.value)}
            />
          </label>
          <button type="submit" className={styles.secondary} aria-label={`Apply the place of ${label}`} disabled={!!store.busy}>
            Set
          </button>
        </form>
        <button
          type="button"
          className={styles.danger}
          aria-label={`Remove ${label}`}
          disabled={!!store.busy}
          onClick={() => void store.removePhoto(album.id, image.key)}
        >
          Remove
        </button>
      </div>
    </li>
  );
});

/** One album: its name and visibility, its photos in the picker's order, and the upload. */
export const AlbumCard = observer(function AlbumCard({ store, album }: { store: ConfettiStore; album: AdminAlbum }) {
  const form = store.formOf(album.id);
  if (!form) return null;
  const problem = store.problemOf(album.id);
  const headingId = `album-${album.id}`;
  const upload = store.upload?.albumId === album.id ? store.upload : null;
  return (
    <li className={`${catalogue.card} ${album.public ? '' : catalogue.hidden}`} aria-labelledby={headingId}>
      <div className={catalogue.row}>
        <h2 id={headingId}>{album.name}</h2>
        <span className={catalogue.placeBadge}>
          {album.public ? 'Shown in the photo picker' : 'Hidden from the photo picker'} · {album.images.length} {album.images.length === 1 ? 'photo' : 'photos'}
        </span>
      </div>
      <div className={confetti.controls}>
        <label className={styles.field} htmlFor={`${album.id}-name`}>
          Album name
          <input
            id={`${album.id}-name`}
            value={form.name}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${album.id}-name-problem` : undefined}
            onChange={(e) => store.edit(album.id, { name: e.target.value })}
          />
          {problem && (
            <span id={`${album.id}-name-problem`} className={catalogue.problem}>
              {problem}
            </span>
          )}
        </label>
        <label className={confetti.check} htmlFor={`${album.id}-public`}>
          <input id={`${album.id}-public`} type="checkbox" checked={form.public} onChange={(e) => store.edit(album.id, { public: e.target.checked })} />
          Shown to shoppers
        </label>
        <button
          type="button"
          className={styles.primary}
          aria-label={`Save ${album.name}`}
          disabled={!store.isChanged(album.id) || !!problem || !!store.busy}
          onClick={() => void store.save(album.id)}
        >
          Save
        </button>
        {album.images.length === 0 && (
          <button
            type="button"
            className={styles.danger}
            aria-label={`Delete ${album.name}`}
            disabled={!!store.busy}
            onClick={() => void store.remove(album.id)}
          >
            Delete album
          </button>
        )}
      </div>
      <div className={confetti.controls}>
        <label className={confetti.fileLabel}>
          Add photos to {album.name}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={!!store.busy}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void store.addPhotos(album.id, files);
            }}
          />
        </label>
        <span className={catalogue.placeBadge}>JPEG, PNG or WebP, up to 10 MB each.</span>
      </div>
      {upload && (
        <div>
          <label htmlFor={`${album.id}-progress`}>
            {upload.counter}: {upload.fileName} ({Math.round(upload.fraction * 100)} %)
          </label>
          <progress id={`${album.id}-progress`} className={confetti.progress} max={1} value={upload.fraction} />
        </div>
      )}
      {album.images.length === 0 ? (
        <p>No photos yet: the photo picker leaves an empty album out.</p>
      ) : (
        <ol className={confetti.photos} aria-label={`Photos of ${album.name}`}>
          {album.images.map((image) => (
            <Photo key={image.key} store={store} album={album} image={image} />
          ))}
        </ol>
      )}
    </li>
  );
});
