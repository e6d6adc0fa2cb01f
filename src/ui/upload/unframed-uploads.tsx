import { observer } from 'mobx-react-lite';
import { UploadStore } from '../../application/upload';
import { useService } from '../hooks/use-service';
import { PhotoProgressBar } from './photo-progress-bar';
import styles from './unframed-uploads.module.css';

/**
 * Photos on their way that have no frame yet, because their header does not tell their size (HEIC,
 * which Chromium cannot decode at all, GIF, WebP…): each is named with its progress until it becomes
 * a tile or is refused with its notice (issue 31 item 7: a named placeholder, not a blank).
 */
export const UnframedUploads = observer(function UnframedUploads() {
  const uploads = useService(UploadStore);
  const unframed = uploads.photos.active.filter((e) => e.tileId === undefined);
  if (unframed.length === 0) return null;
  return (
    <ul className={styles.unframed}>
      {unframed.map((upload) => (
        <li key={upload.id} className={styles.unframedItem} data-testid="unframed-upload">
          <span className={styles.unframedName}>{upload.name}</span>
          <PhotoProgressBar label={`Preparing ${upload.name}`} value={upload.progress} trackClassName={styles.track} />
        </li>
      ))}
    </ul>
  );
});
