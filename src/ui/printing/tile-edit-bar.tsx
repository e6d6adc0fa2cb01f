import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { PrintingView } from '../../application/printing/printing-view';
import styles from './printing.module.css';
import layout from './tool-layout.module.css';

/**
 * Editing a tile (issue 31 items 5 and 6): on a phone the preview fills the screen for the tapped
 * photo, a drag pans it and a pinch zooms it; Done (or Escape) leaves, and one finger scrolls the
 * page again. Done takes the focus when editing starts, so a screen reader hears where it is.
 */
export const TileEditBar = observer(function TileEditBar({ view }: { view: PrintingView }) {
  const done = useRef<HTMLButtonElement>(null);
  const id = view.editing.editingTileId;
  useEffect(() => {
    if (id !== null) done.current?.focus({ preventScroll: true });
  }, [id]);
  if (id === null) return null;
  // The tile being framed: the one tapped, or another tapped in the editor since.
  const tiles = view.projects.active.tiles;
  const selected = view.projects.selection.selectedTileId ?? id;
  const index = tiles.findIndex((t) => t.id === selected);
  return (
    <div className={layout.editBar} role="group" aria-label="Editing a photo">
      <p className={layout.editTitle}>
        Photo {index + 1} of {tiles.length}
        <span className={layout.editHint}>Drag to move · pinch to zoom</span>
      </p>
      <button ref={done} type="button" className={styles.primary} onClick={() => view.editing.leave()}>
        Done
      </button>
    </div>
  );
});
