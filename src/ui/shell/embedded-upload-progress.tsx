import { observer } from 'mobx-react-lite';
import { OverallUploadBar } from '../upload';
import styles from './embedded-upload-progress.module.css';

/**
 * SPEC §2 'Shell': in iframe mode the header is hidden and the shell itself shows 'Photos being
 * uploaded…' while the shopper's own (non-shared-album) photos upload, on whichever page is open.
 * Outside an iframe the photo picker shows the same bar.
 */
export const EmbeddedUploadProgress = observer(function EmbeddedUploadProgress() {
  return (
    <div className={styles.embedded}>
      <OverallUploadBar />
    </div>
  );
});
