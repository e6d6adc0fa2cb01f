import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { PhotoChoice, PhotoChoices } from '../../application/printing/photo-choices';
import type { PhotoInput } from '../../application/printing/project-store';
import styles from './printing.module.css';

/** What the photo dialog was opened for. */
export type PhotoDialogMode = { readonly kind: 'add' } | { readonly kind: 'replace'; readonly tileId: string } | { readonly kind: 'split' };

const TITLES = { add: 'Add a photo', replace: 'Replace the photo', split: 'Split one photo over several tiles' } as const;

/** Chooses a photo from the shopper's projects and the public albums (the upload issue adds their own photos). */
export const PhotoDialog = observer(function PhotoDialog(props: {
  mode: PhotoDialogMode | null;
  choices: PhotoChoices;
  onChoose: (photo: PhotoInput, mode: PhotoDialogMode, grid: { rows: number; cols: number }) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [grid, setGrid] = useState({ rows: 2, cols: 2 });
  const [busy, setBusy] = useState(false);
  const { mode, choices } = props;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (mode && !el.open) {
      el.showModal();
      void choices.load();
    }
    if (!mode && el.open) el.close();
  }, [mode, choices]);
  const choose = async (choice: PhotoChoice) => {
    if (!mode) return;
    setBusy(true);
    const photo = await choices.toPhoto(choice);
    setBusy(false);
    if (photo) props.onChoose(photo, mode, grid);
  };
  const state = choices.state;
  const clamp = (v: number) => Math.max(1, Math.min(10, Math.floor(v) || 1));
  return (
    <dialog ref={ref} className={styles.photoDialog} aria-labelledby="tpx-photo-title" onClose={props.onClose}>
      {mode && (
        <>
          <h2 id="tpx-photo-title">{TITLES[mode.kind]}</h2>
          {mode.kind === 'split' && (
            <div className={styles.group}>
              <label className={styles.field}>
                <span>Rows</span>
                <input type="number" min={1} max={10} value={grid.rows} onChange={(e) => setGrid({ ...grid, rows: clamp(Number(e.currentTarget.value)) })} />
              </label>
              <label className={styles.field}>
                <span>Columns</span>
                <input type="number" min={1} max={10} value={grid.cols} onChange={(e) => setGrid({ ...grid, cols: clamp(Number(e.currentTarget.value)) })} />
              </label>
            </div>
          )}
          {(state.status === 'loading' || state.status === 'idle') && <p role="status">Loading photos…</p>}
          {state.status === 'failed' && <p role="alert">{state.message}</p>}
          {state.status === 'ready' && (
            <ul className={styles.photoGrid} aria-busy={busy}>
              {state.choices.map((c) => (
                <li key={c.key}>
                  <button type="button" className={styles.photoChoice} onClick={() => void choose(c)} disabled={busy}>
                    <img src={c.thumb} alt={c.label} width={96} height={96} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className={styles.secondary} onClick={props.onClose}>
            Cancel
          </button>
        </>
      )}
    </dialog>
  );
});
