import { PrintingScreen } from '../printing/printing-screen';
import { ShareActions } from '../sharing/share-actions';
import styles from '../printing/printing.module.css';
import { BrowserOnly } from '../shell/browser-only';

/** /printing: the framing tool (its chunk is the only one that loads pixi.js). */
export default function PrintingPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Design Your Tiles</h1>
      <p className={styles.lead}>Crop, zoom and frame each photo, then add your tiles to the cart.</p>
      {/* The projects are the browser's: the server draws the stage at its size, the panels come with the app. */}
      <BrowserOnly
        placeholder={
          <div className={styles.layout} aria-busy="true">
            <div className={styles.stage}>
              <div className={styles.canvasHost} />
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
