import type { GeolocationNoticeRequest } from '../../application/account/geolocation-store';
import { GEOLOCATION_NOTICE } from '../../domain/account';
import { Dialog } from '../shell/modals/dialog';
import styles from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';

/** SPEC §4/§8: the notice for shoppers outside the United States. */
export default function GeolocationNotice({ dismiss }: ModalBodyProps<GeolocationNoticeRequest>) {
  return (
    <Dialog title={GEOLOCATION_NOTICE.title} description={GEOLOCATION_NOTICE.body} onDismiss={dismiss}>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={dismiss} data-autofocus>
          {GEOLOCATION_NOTICE.button}
        </button>
      </div>
    </Dialog>
  );
}
