import { compareShallow, reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { openLowResolution } from './low-resolution';
import { useLayoutEffect, useRef } from 'react';
import type { ProjectStore } from '../../application/printing/project-store';
import { ProjectRemovals } from '../../application/printing/project-removals';
import { useService } from '../hooks/use-service';
import { coalescedWrite } from './coalesced-write';
import styles from './printing.module.css';
import { useStructural } from '../hooks/use-structural';

/** The selected tile: zoom slider with its - / + edge buttons, the low-resolution warning and tile actions. */
export const TileEditor = observer(function TileEditor({ projects, onReplace }: { projects: ProjectStore; onReplace: (tileId: string) => void }) {
  const removals = useService(ProjectRemovals);
  // Only what the editor shows: a pan or zoom (a new tile object) does not re-render it; the zoom
  // control re-renders alone.
  const { tiles, tile, index, warning } = useStructural(() => {
    const all = projects.active.tiles;
    const selected = projects.selectedTile;
    return {
      tiles: { length: all.length },
      tile: selected === undefined ? undefined : { id: selected.id },
      index: selected === undefined ? -1 : all.indexOf(selected),
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
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Previous photo"
            onClick={() => projects.selection.selectNextTile(-1)}
            disabled={tiles.length < 2}
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Next photo"
            onClick={() => projects.selection.selectNextTile(1)}
            disabled={tiles.length < 2}
          >
            ›
          </button>
        </div>
      </div>
      {warning && (
        <button type="button" className={styles.warning} onClick={() => void openLowResolution({ projects }, tile.id, onReplace)}>
          <span aria-hidden="true">⚠</span> Low resolution: this photo may print blurry. Learn more
        </button>
      )}
      <ZoomControl projects={projects} tileId={tile.id} />
      <FramingControl projects={projects} tileId={tile.id} />
      <MoveControl projects={projects} tileId={tile.id} />
      <div className={styles.group}>
        <button type="button" className={styles.secondary} onClick={() => onReplace(tile.id)}>
          Replace photo
        </button>
        <button type="button" className={styles.danger} onClick={() => void removals.removePhoto(tile.id)}>
          Remove photo
        </button>
      </div>
    </section>
  );
});

/**
 * The zoom slider with its - / + edge buttons. A wheel or pinch zooms every frame, so the value is
 * written into the DOM by a MobX reaction: a zoom frame runs no React render or commit (HOUSE-RULES 9).
 * It follows the project, so a wheel or drag gesture is shown once it ends, and quick steps (a held
 * key, a dragged slider) are written once they pause (coalescedWrite).
 */
function ZoomControl({ projects, tileId }: { projects: ProjectStore; tileId: string }) {
  const slider = useRef<HTMLInputElement>(null);
  const zoomOut = useRef<HTMLButtonElement>(null);
  const zoomIn = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const writer = coalescedWrite((zoom: number) => {
      const input = slider.current;
      if (input) {
        input.value = String(zoom);
        input.setAttribute('aria-valuetext', zoomText(zoom));
      }
      if (zoomOut.current) zoomOut.current.disabled = zoom <= 0;
      // Issue 28: 'Zoom in' stops at the print-resolution cap (the slider's end at most).
      if (zoomIn.current) zoomIn.current.disabled = zoom >= Math.min(1, projects.framing.committedZoomCapOf(tileId)) - 1e-6;
    });
    const stop = reaction(
      () => [projects.framing.committedZoomOf(tileId), projects.framing.committedZoomCapOf(tileId)] as const,
      ([zoom]) => writer.push(zoom),
      { fireImmediately: true, equals: compareShallow },
    );
    return () => {
      stop();
      writer.dispose();
    };
  }, [projects, tileId]);
  const zoom = projects.framing.committedZoomOf(tileId);
  // The edge buttons' `disabled` is written by the reaction above only, never rendered as a prop: React
  // drops the click of an element its own props call disabled, so a prop rendered once at zoom 0 (this
  // component renders rarely, and the server draws it at 0) kept 'Zoom out' dead after zooming in.
  return (
    <div className={styles.zoom}>
      <button ref={zoomOut} type="button" className={styles.iconButton} aria-label="Zoom out" onClick={() => projects.framing.stepTileZoom(tileId, -1)}>
        −
      </button>
      <input
        ref={slider}
        type="range"
        min={0}
        max={1}
        step={0.01}
        defaultValue={zoom}
        aria-label="Zoom"
        aria-valuetext={zoomText(zoom)}
        onChange={(e) => projects.framing.setTileZoom(tileId, Number(e.currentTarget.value))}
      />
      <button ref={zoomIn} type="button" className={styles.iconButton} aria-label="Zoom in" onClick={() => projects.framing.stepTileZoom(tileId, 1)}>
        +
      </button>
    </div>
  );
}

const zoomText = (zoom: number) => `${Math.round(zoom * 100)}%`;

/**
 * Issue 31 item 6: Fit (the frame turned to the photo where the product turns, then filled), Fill
 * (zoomed out, centred) and Rotate 90°: the photo turns a quarter clockwise in its frame (not the
 * frame: every seeded product is square, and the frame's orientation is the options panel's). A
 * split's pieces are cut from one photo in its grid, so a split shows no Rotate.
 */
const FramingControl = observer(function FramingControl({ projects, tileId }: { projects: ProjectStore; tileId: string }) {
  const split = useStructural(() => projects.active.isSplit, [projects]);
  return (
    <div className={styles.group} role="group" aria-label="Framing">
      <button type="button" className={styles.secondary} aria-label="Fit: frame the most of the photo" onClick={() => projects.framing.fitTile(tileId)}>
        Fit
      </button>
      <button
        type="button"
        className={styles.secondary}
        aria-label="Fill: the photo fills its frame, centred"
        onClick={() => projects.framing.fillTile(tileId)}
      >
        Fill
      </button>
      {!split && (
        <button type="button" className={styles.secondary} onClick={() => projects.framing.rotateTile(tileId)}>
          <span aria-hidden="true">⟳ </span>Rotate 90°
        </button>
      )}
    </div>
  );
});

const MOVES = [
  { label: 'Move photo left', symbol: '←', dx: -1, dy: 0 },
  { label: 'Move photo up', symbol: '↑', dx: 0, dy: -1 },
  { label: 'Move photo down', symbol: '↓', dx: 0, dy: 1 },
  { label: 'Move photo right', symbol: '→', dx: 1, dy: 0 },
] as const;

/**
 * Moving the photo in its frame without dragging (WCAG 2.5.7): four buttons, each a tenth of the
 * frame. The canvas's live region says where the frame now sits.
 */
function MoveControl({ projects, tileId }: { projects: ProjectStore; tileId: string }) {
  return (
    <div className={styles.group} role="group" aria-label="Move photo">
      {MOVES.map((move) => (
        <button
          key={move.label}
          type="button"
          className={styles.iconButton}
          aria-label={move.label}
          aria-describedby="tpx-print-status"
          onClick={() => projects.framing.nudgeTile(tileId, move.dx, move.dy)}
        >
          <span aria-hidden="true">{move.symbol}</span>
        </button>
      ))}
    </div>
  );
}
