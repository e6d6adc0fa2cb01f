import { observer } from 'mobx-react-lite';
import { TenantStore } from '../../application/shell/tenant-store';
import { DEFAULT_GUIDE_SIZE, guideImageSize } from '../../domain/tenant/tenant-images';
import { useService } from '../hooks/use-service';
import wallTileGuide from '../assets/wall-tile-guide.svg';
import { MountingPicture, mountingSteps } from './mounting-steps';
import surfaces from '../styles/surfaces.module.css';
import styles from './page.module.css';

/** SPEC §2 "Product instructions page": the 5-step guide, drawn step by step, or the partner's wall-tile guide. */
export default observer(function ProductInstructionsPage() {
  const tenant = useService(TenantStore).tenant;
  if (tenant.productInstructions === 'wall-tile-guide') {
    // The tenant's own guide picture from the asset library (issue #17), else the bundled drawing.
    const own = tenant.wallTileGuideImage;
    return (
      <div className={styles.page}>
        <h1>How to Hang Your Wall Tiles</h1>
        <figure className={styles.figure}>
          <img
            src={own ? own.url : wallTileGuide}
            {...(own ? guideImageSize(own) : DEFAULT_GUIDE_SIZE)}
            alt="Wall tile guide: the distressed floating frame's hanger slides over a nail or screw set level on the wall."
          />
        </figure>
        <p className={styles.note}>
          Your distressed floating frame comes with a hanger fixed to its back. Hang it on a nail or screw, then nudge the corners until the frame sits level.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>How to Hang Your Tiles</h1>
      <p className={styles.lead}>Five steps, no tools, no nails.</p>
      <ol className={styles.steps}>
        {mountingSteps.map((step, i) => (
          <li key={step.name} className={`${surfaces.numberedStep} ${styles.step}`}>
            <MountingPicture step={step} index={i} />
            <h2>{step.name}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
});
