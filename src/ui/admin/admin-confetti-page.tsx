import { observer } from 'mobx-react-lite';
import { ConfettiStore } from '../../application/admin/confetti-store';
import { useStarted } from '../hooks/use-service';
import { AlbumCard } from './confetti/album-card';
import catalogue from './catalogue/catalogue.module.css';
import confetti from './confetti/confetti.module.css';
import styles from './admin-kit.module.css';
import { AdminPage } from './admin-page';
import { ActivityLines } from './activity-lines';
import { submitHandler } from '../lib/submit-handler';

/**
 * /admin/confetti (issue #17): the public shared albums shoppers pick photos from, in the picker's
 * order. Each album can be renamed, shown or hidden, given photos (with progress) and have its photos
 * removed or put in order (up, down, or a typed place); an empty album can be deleted.
 */
export default observer(function AdminConfettiPage() {
  const store = useStarted(ConfettiStore);
  const newProblem = store.newNameProblem;
  return (
    <AdminPage title="Confetti" intro="The public shared albums shoppers pick photos from. The photo picker shows a change at its next load.">
      <form className={confetti.create} onSubmit={submitHandler(() => store.create())}>
        <label className={styles.field} htmlFor="new-album-name">
          New album name
          <input
            id="new-album-name"
            value={store.newName}
            aria-invalid={newProblem ? true : undefined}
            aria-describedby={newProblem ? 'new-album-problem' : undefined}
            onChange={(e) => store.editNew(e.target.value)}
          />
          {newProblem && (
            <span id="new-album-problem" className={catalogue.problem}>
              {newProblem}
            </span>
          )}
        </label>
        <button type="submit" className={styles.primary} disabled={!!store.busy || store.newName.trim() === ''}>
          Create album
        </button>
      </form>
      <ActivityLines activity={store} idle={store.status === 'loading' ? 'Loading the albums…' : ''} />
      {store.status === 'ready' && store.albums.length === 0 && <p>No albums yet. Create one above.</p>}
      <ol className={catalogue.cards} aria-label="Albums">
        {store.albums.map((album) => (
          <AlbumCard key={album.id} store={store} album={album} />
        ))}
      </ol>
    </AdminPage>
  );
});
