import { useId, useState, type DragEvent } from 'react';
import styles from './photo-picker.module.css';

const ACCEPT = 'image/*,.heic,.heif,.jpg,.jpeg,.gif,.png,.apng,.svg,.bmp,.ico,.webp';

/** Photos from this device: a file input (many at once) and a drop zone. */
export function DeviceSource({ onFiles, busy }: { onFiles: (files: File[]) => void; busy: boolean }) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0 && !busy) onFiles(files);
  };
  return (
    <section
      className={over ? styles.dropActive : styles.drop}
      aria-label="Photos from this device"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={busy}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className={styles.fileLabel}>
        Choose photos
      </label>
      <p className={styles.hint}>or drop them here. JPG, PNG, GIF, WEBP, HEIC and more.</p>
    </section>
  );
}
