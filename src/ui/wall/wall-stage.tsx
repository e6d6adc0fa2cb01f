import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { loadChunk } from '../../application/loading/chunk-loader';
import type { PhotoPoint } from '../../domain/wall/wall-scale';
import type { WallCanvas, WallScene } from './wall-canvas';
import styles from './wall-preview.module.css';

export interface WallStageProps {
  readonly scene: WallScene;
  readonly label: string;
  /** The id of the text that says where the group is (read after the label). */
  readonly describedBy: string;
  readonly onPlaced: (placement: PhotoPoint) => void;
  readonly onMark: (point: PhotoPoint) => void;
  readonly onKey: (e: KeyboardEvent<HTMLDivElement>) => void;
  /** Receives the canvas core once it is loaded (for the snapshot), and null when it goes. */
  readonly onCore?: (core: WallCanvas | null) => void;
}

/**
 * Mounts the canvas core once (its own chunk, loaded on first show) and pushes each new scene into
 * it; the drag itself never goes through React (the core draws it and reports the drop).
 */
export function WallStage({ scene, label, describedBy, onPlaced, onMark, onKey, onCore }: WallStageProps) {
  const host = useRef<HTMLDivElement>(null);
  const [core, setCore] = useState<WallCanvas | null>(null);
  const [failed, setFailed] = useState(false);
  // Read at event time: the core keeps the callbacks it was made with.
  const events = useRef({ onPlaced, onMark });
  events.current = { onPlaced, onMark };

  useEffect(() => {
    let made: WallCanvas | null = null;
    let gone = false;
    loadChunk(() => import('./wall-canvas'))
      .then(({ WallCanvas: Core }) => {
        if (gone || host.current === null) return;
        made = new Core(host.current, { onPlaced: (p) => events.current.onPlaced(p), onMark: (p) => events.current.onMark(p) });
        setCore(made);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      made?.destroy();
    };
  }, []);

  useEffect(() => {
    onCore?.(core);
    return () => onCore?.(null);
  }, [core, onCore]);

  useEffect(() => {
    core?.setScene(scene);
  }, [core, scene]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role="application": the wall takes its own keys (DESIGN: keyboard-only placing)
    <div
      ref={host}
      className={styles.stage}
      data-testid="wall-canvas"
      data-mode={scene.mode}
      tabIndex={0}
      role="application"
      aria-roledescription="wall preview"
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={core === null && !failed}
      onKeyDown={onKey}
      style={{ aspectRatio: `${scene.photoSize.width} / ${scene.photoSize.height}` }}
    >
      {failed && <p className={styles.stageNote}>The wall preview could not load. Check your connection and reopen it.</p>}
    </div>
  );
}
