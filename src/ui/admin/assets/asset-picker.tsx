import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { AssetLibraryStore } from '../../../application/admin/asset-library-store';
import type { Asset } from '../../../application/ports/asset-library';
import { useStarted } from '../../hooks/use-service';
import { Dialog } from '../../shell/modals/dialog';
import styles from '../admin-kit.module.css';
import assets from './assets.module.css';
import { assetFacts, AssetPager, AssetStatus, AssetUploader } from './asset-views';

/** The dialog's body: its own library store (its page is not in the address), disposed when it closes. */
const PickerBody = observer(function PickerBody({
  purpose,
  onPick,
  onClose,
}: {
  purpose: string;
  onPick: (url: string, asset: Asset) => void;
  onClose: () => void;
}) {
  const store = useStarted(AssetLibraryStore, { followAddress: false });
  return (
    <Dialog title={`Choose ${purpose}`} description="Pick an image from the library, or upload a new one." size="wide" onDismiss={onClose}>
      <AssetUploader store={store} />
      <AssetStatus store={store} />
      <ul className={assets.grid} aria-label="Images to choose from">
        {store.assets.map((a) => (
          <li key={a.id} className={assets.item}>
            <button type="button" className={assets.pick} aria-label={`Use ${a.fileName}, ${a.width} x ${a.height} pixels`} onClick={() => onPick(a.url, a)}>
              <img src={a.thumbUrl} alt="" width={140} height={140} loading="lazy" decoding="async" />
              <span className={assets.name}>{a.fileName}</span>
              <span className={assets.facts}>{assetFacts(a)}</span>
            </button>
          </li>
        ))}
      </ul>
      <AssetPager store={store} />
      <div className={styles.filterActions}>
        <button type="button" className={styles.secondary} onClick={onClose} data-autofocus>
          Cancel
        </button>
      </div>
    </Dialog>
  );
});

/**
 * A 'Choose image' button that opens the image library in an accessible dialog (focus kept inside,
 * Escape closes, focus back on the button): used by the product editor, the group editor and the
 * tenant editor. `onPick` receives the image's address (`/files/assets/…`) and the asset itself.
 */
export function AssetPickerButton({
  purpose,
  label,
  onPick,
  disabled,
}: {
  purpose: string;
  label?: string;
  onPick: (url: string, asset: Asset) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.secondary} aria-haspopup="dialog" disabled={disabled} onClick={() => setOpen(true)}>
        {label ?? 'Choose image'}
      </button>
      {open && (
        <PickerBody
          purpose={purpose}
          onClose={() => setOpen(false)}
          onPick={(url, asset) => {
            setOpen(false);
            onPick(url, asset);
          }}
        />
      )}
    </>
  );
}
