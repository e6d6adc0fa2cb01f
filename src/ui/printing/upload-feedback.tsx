import { observer } from 'mobx-react-lite';
import type { PrintingView } from '../../application/printing/printing-view';
import { UploadStore, type PhotoUpload } from '../../application/upload';
import { useService } from '../hooks/use-service';
import { PhotoProgressBar, UnframedUploads, UploadLeaveGuard, UploadNotices, UploadProgress } from '../upload';
import styles from './upload-feedback.module.css';
import { useStructural } from '../hooks/use-structural';

type Placed = { readonly upload: PhotoUpload; readonly x: number; readonly y: number; readonly width: number; readonly height: number };
const NONE: readonly Placed[] = [];

/**
 * Over each frame whose photo is still on its way (issue 31 item 7): its progress and Cancel; after a
 * failed upload, Retry and Remove. The frame itself already shows the photo, drawn from the file.
 * Only the frames' places are read, and only while photos upload.
 */
export const TileUploads = observer(function TileUploads({ view }: { view: PrintingView }) {
  const uploads = useService(UploadStore);
  const placed = useStructural((): readonly Placed[] => {
    const entries = uploads.photos.entries;
    if (entries.length === 0) return NONE;
    const byTile = new Map(entries.flatMap((e) => (e.tileId === undefined ? [] : [[e.tileId, e] as const])));
    const found = view.model.tiles.flatMap((t) => {
      const upload = t.tileId === null ? undefined : byTile.get(t.tileId);
      return upload ? [{ upload, x: t.photo.x, y: t.photo.y, width: t.photo.width, height: t.photo.height }] : [];
    });
    return found.length === 0 ? NONE : found;
  }, [view, uploads]);
  return (
    <>
      {placed.map(({ upload, x, y, width, height }) => (
        <div
          key={upload.id}
          className={upload.phase === 'failed' ? styles.failed : styles.tile}
          style={{ left: x, top: y, width, height }}
          data-testid="tile-upload"
        >
          {upload.phase === 'failed' ? (
            <>
              <span className={styles.failedLabel}>Upload failed</span>
              <span className={styles.actions}>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => void uploads.retry(upload.tileId!)}
                  aria-label={`Retry uploading ${upload.name}`}
                >
                  Retry
                </button>
                <button type="button" className={styles.action} onClick={() => uploads.cancel(upload.tileId!)} aria-label={`Remove ${upload.name}`}>
                  Remove
                </button>
              </span>
            </>
          ) : (
            <span className={styles.row}>
              <PhotoProgressBar label={`Uploading ${upload.name}`} value={upload.progress} trackClassName={styles.track} />
              <button type="button" className={styles.cancel} onClick={() => uploads.cancel(upload.tileId!)} aria-label={`Cancel uploading ${upload.name}`}>
                <span aria-hidden="true">×</span>
              </button>
            </span>
          )}
        </div>
      ))}
    </>
  );
});

/** The tool's upload line: how many photos are still on their way, the overall bar, and files not added. */
export const UploadSummary = observer(function UploadSummary() {
  const uploads = useService(UploadStore);
  const { entries, active } = uploads.photos;
  const failed = entries.length - active.length;
  return (
    <>
      <UploadLeaveGuard />
      {entries.length > 0 && (
        <div className={styles.summary}>
          <p role="status" className={styles.count}>
            {active.length > 0 ? `Uploading ${active.length} of ${uploads.total} ${uploads.total === 1 ? 'photo' : 'photos'}` : ''}
            {active.length > 0 && failed > 0 ? ' · ' : ''}
            {failed > 0 ? `${failed} failed: retry or remove ${failed === 1 ? 'it' : 'them'} on the canvas` : ''}
          </p>
          <UploadProgress />
          <UnframedUploads />
        </div>
      )}
      <UploadNotices />
    </>
  );
});
