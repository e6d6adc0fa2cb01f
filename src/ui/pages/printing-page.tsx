import { PrintingScreen } from '../printing/printing-screen';
import styles from '../printing/printing.module.css';

/** /printing: the framing tool (its chunk is the only one that loads pixi.js). */
export default function PrintingPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Design Your Tiles</h1>
      <p className={styles.lead}>Crop, zoom and frame each photo, then add your tiles to the cart.</p>
      <PrintingScreen />
    </div>
  );
}
