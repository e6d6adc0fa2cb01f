import { observer } from 'mobx-react-lite';
import type { ProjectSync } from '../../application/printing/project-sync';
import { SAVE_STATUS_TEXT } from '../../domain/project';
import styles from './printing.module.css';

/**
 * The quiet save status of the framing tool ('Saving…' / 'Saved'), read politely by screen readers,
 * and the note when newer work from another tab or device replaced an unsaved edit.
 */
export const SaveStatus = observer(function SaveStatus({ sync }: { sync: ProjectSync }) {
  return (
    <div className={styles.saveStatus}>
      <p role="status" aria-live="polite" className={styles.saveState}>
        {SAVE_STATUS_TEXT[sync.status]}
      </p>
      {sync.notice !== null && (
        <p role="status" aria-live="polite" className={styles.saveNotice}>
          {sync.notice}{' '}
          <button type="button" className={styles.linkButton} onClick={() => sync.dismissNotice()}>
            OK
          </button>
        </p>
      )}
    </div>
  );
});
