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
        What the tool does (the page's description), painted by the server and kept as it is by the
        browser. Three lines on a 390 px phone, it is the largest text of the first screen: the tool's
        own texts are smaller, and so is the welcome promo's title, which opens seconds later (0.8 s
        after the app has started) and was the phone's LCP while this lead was two lines (issue 27).
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
