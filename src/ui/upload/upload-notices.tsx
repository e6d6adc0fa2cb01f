import { observer } from 'mobx-react-lite';
import { UploadStore } from '../../application/upload';
import { useService } from '../hooks/use-service';
import styles from './upload.module.css';

/** Files that did not become tiles, each with its reason (from the domain's wording). */
export const UploadNotices = observer(function UploadNotices() {
  const uploads = useService(UploadStore);
  if (uploads.notices.length === 0) return null;
  return (
    <div role="status">
      <ul className={styles.notices} aria-label="Photos not added">
        {uploads.notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <button type="button" className={styles.dismiss} onClick={() => uploads.dismissNotices()}>
        Dismiss
      </button>
    </div>
  );
});
