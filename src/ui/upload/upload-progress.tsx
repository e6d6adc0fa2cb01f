import { observer } from 'mobx-react-lite';
import { ParentFrame } from '../../application/ports/parent-frame';
import { UploadStore } from '../../application/upload';
import { UPLOAD_PROGRESS_LABEL } from '../../domain/imaging/upload-messages';
import { useService } from '../hooks/use-service';
import progress from '../styles/progress.module.css';
import styles from './upload.module.css';

/** SPEC §2/§4: 'Photos being uploaded…' while device photos upload; the value is the store's. */
export const OverallUploadBar = observer(function OverallUploadBar() {
  const uploads = useService(UploadStore);
  if (uploads.total === 0) return null;
  const percent = Math.round(uploads.progress * 100);
  return (
    <div className={styles.progress}>
      <span id="upload-progress-label" className={styles.progressLabel}>
        {UPLOAD_PROGRESS_LABEL}
      </span>
      <div className={styles.track} role="progressbar" aria-labelledby="upload-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={progress.slidingBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
});

/**
 * The overall bar in a page (the photo picker, the tool). SPEC §2 'Shell': inside an iframe the shell
 * shows it above every page (`OverallUploadBar`), so a page shows none: one bar, never two.
 */
export const UploadProgress = observer(function UploadProgress() {
  const embedded = useService<ParentFrame>(ParentFrame).embedded;
  return embedded ? null : <OverallUploadBar />;
});
