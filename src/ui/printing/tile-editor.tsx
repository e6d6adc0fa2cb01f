import { observer } from 'mobx-react-lite';
import type { ProjectStore } from '../../application/stores/project-store';
import styles from './printing.module.css';
import { useStructural } from './use-structural';

/** The selected tile: zoom slider with its - / + edge buttons, the low-resolution warning and tile actions. */
export const TileEditor = observer(function TileEditor({ projects, onReplace }: { projects: ProjectStore; onReplace: (tileId: string) => void }) {
  // Only what the editor shows: a pan (a new tile object) does not re-render it; a zoom does.
  const { tiles, tile, index, zoom, warning } = useStructural(() => {
    const all = projects.active.tiles;
    const selected = projects.selectedTile;
    return {
      tiles: { length: all.length },
      tile: selected === undefined ? undefined : { id: selected.id },
      index: selected === undefined ? -1 : all.indexOf(selected),
      zoom: selected === undefined ? 0 : projects.zoomOf(selected.id),
      warning: selected !== undefined && projects.lowResolutionTiles.has(selected.id),
    };
  }, [projects]);
  if (!tile) {
    return (
      <section className={styles.panel} aria-labelledby="tpx-tile-heading">
        <h2 id="tpx-tile-heading" className={styles.panelTitle}>
          Photo
        </h2>
        <p className={styles.muted}>{tiles.length === 0 ? 'Add a photo to start framing.' : 'Select a photo to crop and zoom it.'}</p>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="tpx-tile-heading">
      <div className={styles.row}>
        <h2 id="tpx-tile-heading" className={styles.panelTitle}>
          Photo {index + 1} of {tiles.length}
        </h2>
        <div className={styles.group}>
          <button type="button" className={styles.iconButton} aria-label="Previous photo" onClick={() => projects.selectNextTile(-1)} disabled={tiles.length < 2}>
            ‹
          </button>
          <button type="button" className={styles.iconButton} aria-label="Next photo" onClick={() => projects.selectNextTile(1)} disabled={tiles.length < 2}>
            ›
          </button>
        </div>
      </div>
      {warning && (
        <button type="button" className={styles.warning} onClick={() => projects.openLowResolution(tile.id)}>
          <span aria-hidden="true">⚠</span> Low resolution: this photo may print blurry. Learn more
        </button>
      )}
      <div className={styles.zoom}>
        <button type="button" className={styles.iconButton} aria-label="Zoom out" onClick={() => projects.stepTileZoom(tile.id, -1)} disabled={zoom <= 0}>
          −
        </button>
        <input
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={zoom}
          aria-label="Zoom"
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(e) => projects.setTileZoom(tile.id, Number(e.currentTarget.value))}
        />
        <button type="button" className={styles.iconButton} aria-label="Zoom in" onClick={() => projects.stepTileZoom(tile.id, 1)} disabled={zoom >= 1}>
          +
        </button>
      </div>
      <div className={styles.group}>
        <button type="button" className={styles.secondary} onClick={() => onReplace(tile.id)}>
          Replace photo
        </button>
        <button type="button" className={styles.danger} onClick={() => projects.removeTile(tile.id)}>
          Remove photo
        </button>
      </div>
    </section>
  );
});
