import { observer } from 'mobx-react-lite';
import styles from './admin-kit.module.css';

/** What an admin store says about its work (`AdminActivity`). */
interface Activity {
  readonly busy: string | null;
  readonly notice: string | null;
  readonly error: string | null;
}

/**
 * An admin page's two message lines: the change under way or the last one done, else `idle` (what
 * the page says while it loads) in the status line; what went wrong in the alert line.
 */
export const ActivityLines = observer(function ActivityLines({ activity, idle }: { activity: Activity; idle: string }) {
  return (
    <>
      <p className={styles.notice} role="status">
        {activity.busy ?? activity.notice ?? idle}
      </p>
      {activity.error && (
        <p className={styles.error} role="alert">
          {activity.error}
        </p>
      )}
    </>
  );
});
