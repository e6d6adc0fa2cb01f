import { ModalStore } from '../../application/shell/modal-store';
import type { WallDesign } from '../../domain/wall/wall-design';
import { useService } from '../hooks/use-service';
import { openWallPreview } from './open-wall-preview';
import styles from './wall-preview.module.css';

/** Opens the wall preview; `design` is read at the click (the project as it is then). */
export function SeeOnWallButton({ design, label = 'See on wall', disabled = false }: { design: () => WallDesign; label?: string; disabled?: boolean }) {
  const modals = useService(ModalStore);
  return (
    <button type="button" className={styles.open} disabled={disabled} onClick={() => void openWallPreview(modals, design())}>
      {label}
    </button>
  );
}
