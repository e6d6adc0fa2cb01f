import progress from '../styles/progress.module.css';

/**
 * One photo's progress, named for screen readers (`label`): a bar in a track whose size and colour
 * are the caller's (`trackClassName`). Both the tool's frames and the photos without a frame use it.
 */
export function PhotoProgressBar({ label, value, trackClassName }: { label: string; value: number; trackClassName: string | undefined }) {
  const percent = Math.round(value * 100);
  return (
    <span className={trackClassName} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className={progress.slidingBar} style={{ width: `${percent}%` }} />
    </span>
  );
}
