import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { SharedImage } from '../../application/ports/main-api';
import { AlbumPickerStore } from '../../application/upload/picker-module';
import { useLoaded, useService } from '../hooks/use-service';
import { AddSelected } from './add-selected';
import styles from './photo-picker.module.css';

const AlbumPhoto = observer(function AlbumPhoto({ image }: { image: SharedImage }) {
  const albums = useService(AlbumPickerStore);
  const selected = albums.selected.has(image.key);
  return (
    <li>
      <button type="button" className={styles.photo} aria-pressed={selected} aria-label={image.fileName} onClick={() => albums.toggle(image)}>
        <img src={image.thumb} alt="" loading="lazy" width={160} height={160} />
        {selected && (
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
        )}
      </button>
    </li>
  );
});

/** Public shared albums: one tab per album, photos to select. */
export const AlbumBrowser = observer(function AlbumBrowser({ onAdd }: { onAdd: (images: readonly SharedImage[]) => void }) {
  const albums = useLoaded(AlbumPickerStore, 'load');
  const state = albums.state;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  if (state.status !== 'ready') return <p className={styles.hint}>Loading albums…</p>;
  if (state.albums.length === 0) return null;
  const open = state.albums.find((a) => a.name === albums.openAlbum) ?? state.albums[0]!;
  const count = albums.selection.length;
  return (
    <section className={styles.albums} aria-labelledby="shared-albums-heading">
      <h2 id="shared-albums-heading">Shared albums</h2>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving focus: the selected tab takes the focus, the list only handles the arrows */}
      <div
        className={styles.tabs}
        role="tablist"
        aria-label="Albums"
        onKeyDown={(event) =>
          moveBetweenTabs(
            event,
            state.albums.map((a) => a.name),
            open.name,
            (name) => albums.open(name),
          )
        }
      >
        {state.albums.map((album, index) => (
          <button
            key={album.name}
            id={`album-tab-${index}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={album.name === open.name}
            aria-controls="album-panel"
            tabIndex={album.name === open.name ? 0 : -1}
            onClick={() => albums.open(album.name)}
          >
            {album.name}
          </button>
        ))}
      </div>
      {/* The panel wraps the list, so the list keeps its list semantics for screen readers. */}
      <div id="album-panel" role="tabpanel" aria-labelledby={`album-tab-${state.albums.indexOf(open)}`}>
        <ul className={styles.grid}>
          {open.images.map((image) => (
            <AlbumPhoto key={image.key} image={image} />
          ))}
        </ul>
      </div>
      <AddSelected count={count} noun={{ one: 'photo', many: 'photos' }} onAdd={() => onAdd(albums.selection)} />
    </section>
  );
});

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern), opening the one reached and focusing it. */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>, names: readonly string[], current: string, open: (name: string) => void): void {
  const index = names.indexOf(current);
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: names.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = (next + names.length) % names.length;
  open(names[target]!);
  event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
}
