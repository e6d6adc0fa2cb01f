import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { ContinueFlow } from '../../application/sharing/continue-flow';
import { CONTINUE_MODES, CONTINUE_TEXT, type ContinueMode } from '../../domain/sharing';
import { useFocusRescue } from '../hooks/use-focus-rescue';
import { useService } from '../hooks/use-service';
import { Dialog } from '../shell/modals/dialog';
import type { ModalBodyProps } from '../shell/modals/modal-body';
import styles from './sharing.module.css';

const MODE_LABEL: Record<ContinueMode, string> = { move: CONTINUE_TEXT.move, copy: CONTINUE_TEXT.copy };

/** The link as a QR code, drawn as SVG by the `qrcode` package (in this dialog's chunk only). */
function QrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // A CommonJS package: its functions are on the module's default export once bundled.
    void import('qrcode')
      .then((m) => ((m as unknown as { default?: typeof m }).default ?? m).toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => live && setSvg(text));
    return () => {
      live = false;
    };
  }, [url]);
  // The markup is the library's own SVG for our URL: no text of the shopper's goes into it.
  return <div role="img" aria-label="QR code of the link for your phone" data-testid="continue-qr" dangerouslySetInnerHTML={{ __html: svg ?? '' }} />;
}

/**
 * "Continue on my phone" (issue 35 item 3): the shopper picks move or copy, then scans the QR code
 * (or opens the link) on the phone. The link works once, for 10 minutes. Escape closes it.
 */
export default observer(function ContinueDialog({ dismiss }: ModalBodyProps<{ kind: 'continue-phone' }, null>) {
  const flow = useService(ContinueFlow);
  useEffect(() => flow.reset(), [flow]);
  const url = flow.link ? `${window.location.origin}${flow.link.path}` : null;
  // "Show the QR code" gives way to the code and its link: focus goes to the link, not out of the dialog.
  const shown = useRef<HTMLAnchorElement>(null);
  useFocusRescue(shown, [url]);
  return (
    <Dialog title={CONTINUE_TEXT.title} description={CONTINUE_TEXT.lead} onDismiss={dismiss}>
      <fieldset className={styles.modes}>
        <legend>What happens to this project here?</legend>
        {CONTINUE_MODES.map((mode) => (
          <label key={mode}>
            <input type="radio" name="continue-mode" value={mode} checked={flow.mode === mode} onChange={() => flow.choose(mode)} />
            {MODE_LABEL[mode]}
          </label>
        ))}
      </fieldset>
      {url ? (
        <div className={styles.qr}>
          <QrCode url={url} />
          <a ref={shown} href={url} className={styles.url}>
            {url}
          </a>
          <p className={styles.muted}>Works once, until {new Date(flow.link!.expiresAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.</p>
        </div>
      ) : (
        <button type="button" className={styles.primary} onClick={() => void flow.make()} disabled={flow.busy} data-autofocus>
          {flow.busy ? 'Making the link…' : 'Show the QR code'}
        </button>
      )}
      {flow.problem && (
        <p role="alert" className={styles.error}>
          {flow.problem}
        </p>
      )}
    </Dialog>
  );
});
