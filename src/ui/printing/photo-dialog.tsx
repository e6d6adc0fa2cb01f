import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import type { PhotoChoice } from '../../application/printing/photo-choices';
import { SinglePhotoUpload } from '../../application/upload';
import type { PhotoInput } from '../../domain/printing/photo-input';
import { useService } from '../hooks/use-service';
import { Dialog } from '../shell/modals/dialog';
import dialogStyles from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';
import type { PhotoModalRequest, PhotoPick } from './photo-modal';
import styles from './printing.module.css';
import choiceStyles from './photo-choices.module.css';
import feedback from './upload-feedback.module.css';

const titleOf = (mode: PhotoModalRequest['mode']): string =>
  mode.kind === 'fill'
    ? `Add a photo to frame ${mode.frameIndex + 1} of ${mode.frames}`
    : { add: 'Add a photo', replace: 'Replace the photo', split: 'Split one photo over several tiles' }[mode.kind];

const ACCEPT = 'image/*,.heic,.heif,.jpg,.jpeg,.gif,.png,.apng,.svg,.bmp,.ico,.webp';

/** The split's grid drawn over the chosen photo, as the tiles will cut it (issue 31 item 2). */
function SplitPreview({ photo, rows, cols }: { photo: { src: string; label: string }; rows: number; cols: number }) {
  return (
    <figure className={feedback.splitPreview} data-testid="split-preview">
      <div className={feedback.splitFrame}>
        <img src={photo.src} alt={photo.label} />
        <div
          className={feedback.splitGrid}
          style={{ gridTemplateRows: `repeat(${rows}, 1fr)`, gridTemplateColumns: `repeat(${cols}, 1fr)` }}
          aria-hidden="true"
        >
          {Array.from({ length: rows * cols }, (_, i) => (
            <span key={i} />
          ))}
        </div>
      </div>
      <figcaption>
        {photo.label}, split over {rows} x {cols} tiles
      </figcaption>
    </figure>
  );
}

/**
 * Chooses a photo for a frame: one of the shopper's, one from the public albums, or a new one from this
 * device (issue 31 item 2). Adding one uploads it with live feedback in its frame; a split or a
 * replacement first stores it here. The split previews its grid on the chosen photo before it is made.
 */
const PhotoDialog = observer(function PhotoDialog({ request, answer, dismiss }: ModalBodyProps<PhotoModalRequest, PhotoPick>) {
  const { mode, choices } = request;
  const single = useService(SinglePhotoUpload);
  const uploadId = useId();
  const [grid, setGrid] = useState(request.grid);
  const [busy, setBusy] = useState<'choosing' | 'uploading' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ photo: PhotoInput; src: string; label: string } | null>(null);
  useEffect(() => {
    void choices.load();
  }, [choices]);
  const split = mode.kind === 'split';
  const take = (photo: PhotoInput, src: string, label: string) => (split ? setChosen({ photo, src, label }) : answer({ photo, grid }));
  const choose = async (choice: PhotoChoice) => {
    setBusy('choosing');
    const photo = await choices.toPhoto(choice);
    setBusy(null);
    if (photo) take(photo, choice.thumb, choice.label);
  };
  const upload = async (file: File) => {
    setFailure(null);
    // A new photo for a frame goes in at once, drawn from the file while it uploads (issue 31 item 7).
    if (mode.kind === 'add' || mode.kind === 'fill') return answer({ file });
    setBusy('uploading');
    const stored = await single.upload(file);
    setBusy(null);
    if (stored._tag === 'Left') setFailure(stored.left);
    else take(stored.right, stored.right.imagePath, file.name);
  };
  const state = choices.state;
  const clamp = (v: number) => Math.max(1, Math.min(10, Math.floor(v) || 1));
  return (
    <Dialog title={titleOf(mode)} size="wide" onDismiss={dismiss}>
      {split && (
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
      {split && chosen && <SplitPreview photo={chosen} rows={grid.rows} cols={grid.cols} />}
      <div className={feedback.uploadRow}>
        <input
          id={uploadId}
          className={feedback.fileInput}
          type="file"
          accept={ACCEPT}
          disabled={busy !== null}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
        <label htmlFor={uploadId} className={dialogStyles.secondary}>
          Upload a photo from this device
        </label>
        {busy === 'uploading' && <span role="status">Uploading your photo…</span>}
        {failure && <span role="alert">{failure}</span>}
      </div>
      <h3 className={feedback.choicesTitle}>Or choose one of your photos or from the shared albums</h3>
      {(state.status === 'loading' || state.status === 'idle') && <p role="status">Loading photos…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <ul className={choiceStyles.photoGrid} aria-busy={busy !== null} aria-label="Photos to choose from">
          {state.choices.map((c) => (
            <li key={c.key}>
              <button
                type="button"
                className={choiceStyles.photoChoice}
                onClick={() => void choose(c)}
                disabled={busy !== null}
                aria-label={c.label}
                {...(split ? { 'aria-pressed': chosen?.photo.imagePath === c.imagePath } : {})}
              >
                <img src={c.thumb} alt="" width={96} height={96} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={feedback.dialogActions}>
        {split && (
          <button type="button" className={dialogStyles.primary} disabled={chosen === null} onClick={() => chosen && answer({ photo: chosen.photo, grid })}>
            Split into {grid.rows} x {grid.cols} tiles
          </button>
        )}
        <button type="button" className={dialogStyles.secondary} onClick={dismiss}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
});
export default PhotoDialog;
