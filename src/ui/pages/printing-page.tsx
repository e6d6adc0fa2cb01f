import { PrintingScreen } from '../printing/printing-screen';
import { ShareActions } from '../sharing/share-actions';
import styles from '../printing/printing.module.css';
import layout from '../printing/tool-layout.module.css';
import { BrowserOnly } from '../shell/browser-only';
import { PRINTING_LEAD } from '../../domain/seo/page-head';

/** /printing: the framing tool (its chunk is the only one that loads pixi.js). */
export default function PrintingPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Design Your Tiles</h1>
      {/*
        What the tool does, painted by the server and kept as it is by the browser: the first screen's
        largest text. It is the page's largest content until the app is up, so that a larger paint of
        the app's own (the welcome promo's title, 0.8 s after the app starts) does not become the phone's LCP.
      */}
      <p className={styles.lead}>{PRINTING_LEAD}</p>
      {/* The projects are the browser's: the server draws the stage at its size (the phone's shorter preview too), the panels come with the app. */}
      <BrowserOnly
        placeholder={
          <div className={styles.layout} aria-busy="true">
            <div className={layout.preview}>
              <div className={styles.stage}>
                <div className={`${styles.canvasHost} ${layout.canvasHostPhone}`} />
              </div>
            </div>
            <div className={styles.panels} />
          </div>
        }
      >
        <PrintingScreen shareActions={<ShareActions />} />
      </BrowserOnly>
    </div>
  );
}
