import { observer } from 'mobx-react-lite';
import { UploadStore } from '../../application/upload/upload-store';
import { UPLOAD_PROGRESS_LABEL } from '../../domain/imaging/upload-messages';
import { useService } from '../hooks/use-service';
import progress from '../styles/progress.module.css';
import styles from './photo-picker.module.css';

/** SPEC §2/§4: 'Photos being uploaded…' while device photos upload; the value is the store's. */
export const UploadProgress = observer(function UploadProgress() {
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
