import styles from './photo-picker.module.css';

/** The photo picker's button under a list to pick from (shared albums, artists' designs): it adds what is selected. */
export function AddSelected({ count, noun, onAdd }: { count: number; noun: { one: string; many: string }; onAdd: () => void }) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.fileLabel} disabled={count === 0} onClick={onAdd}>
        {count === 0 ? `Select ${noun.many} to add` : `Add ${count} selected ${count === 1 ? noun.one : noun.many}`}
      </button>
    </div>
  );
}
