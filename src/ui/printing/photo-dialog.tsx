import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { PhotoChoice } from '../../application/printing/photo-choices';
import { Dialog } from '../shell/modals/dialog';
import dialogStyles from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';
import type { PhotoModalRequest, PhotoPick } from './photo-modal';
import styles from './printing.module.css';

const titleOf = (mode: PhotoModalRequest['mode']): string =>
  mode.kind === 'fill'
    ? `Add a photo to frame ${mode.frameIndex + 1} of ${mode.frames}`
    : { add: 'Add a photo', replace: 'Replace the photo', split: 'Split one photo over several tiles' }[mode.kind];

/** Chooses a photo from the shopper's projects and the public albums (the upload issue adds their own photos). */
const PhotoDialog = observer(function PhotoDialog({ request, answer, dismiss }: ModalBodyProps<PhotoModalRequest, PhotoPick>) {
  const { mode, choices } = request;
  const [grid, setGrid] = useState(request.grid);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void choices.load();
  }, [choices]);
  const choose = async (choice: PhotoChoice) => {
    setBusy(true);
    const photo = await choices.toPhoto(choice);
    setBusy(false);
    if (photo) answer({ photo, grid });
  };
  const state = choices.state;
  const clamp = (v: number) => Math.max(1, Math.min(10, Math.floor(v) || 1));
  return (
    <Dialog title={titleOf(mode)} size="wide" onDismiss={dismiss}>
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
      <button type="button" className={dialogStyles.secondary} onClick={dismiss}>
        Cancel
      </button>
    </Dialog>
  );
});
export default PhotoDialog;
