import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { TenantSettings } from '../../application/ports/main-api';
import { TenantStore } from '../../application/stores/tenant-store';
import { useService } from '../hooks/use-service';
import styles from './page.module.css';

const heroCopy: Record<TenantSettings['homeVariant'], { heading: string; lead: string; cta: string }> = {
  default: {
    heading: 'Your photos, framed for your walls',
    lead: 'Square photo tiles that stick, restick and never damage your walls. Pick your photos, frame them, and hang them in minutes.',
    cta: 'Get Started',
  },
  pharmacy: {
    heading: 'Photo tiles, ready to pick up today',
    lead: 'Design framed photo tiles online and pick them up at your local store the same day.',
    cta: 'Design your tiles',
  },
  drugstore: {
    heading: 'Same day photo tiles',
    lead: 'Turn your favourite photos into framed tiles and collect them at your local pharmacy today.',
    cta: 'Start your prints',
  },
};

// Sample wall colours for the hero illustration (no image request on the first paint).
const wallColours = ['#f2b880', '#8fb9a8', '#fcd0a1', '#b1b695', '#a690a4', '#5e4b56', '#f4d35e', '#ee964b', '#6a8eae'];

export default observer(function HomePage() {
  const tenant = useService(TenantStore).tenant;
  const copy = heroCopy[tenant.homeVariant];
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div>
          <h1 id="home-heading">{copy.heading}</h1>
          <p className={styles.lead}>{copy.lead}</p>
          <div className={styles.heroActions}>
            <Link href="/photo-picker" className={styles.button}>
              {copy.cta}
            </Link>
            <Link href="/shop-all" className={styles.secondaryButton}>
              {tenant.shopAllLabel}
            </Link>
          </div>
        </div>
        <div className={styles.wall} aria-hidden>
          {wallColours.map((colour) => (
            <div key={colour} className={styles.wallTile}>
              {/* React sets styles through CSSOM, which the CSP (style-src 'self') allows. */}
              <span style={{ background: colour }} />
            </div>
          ))}
        </div>
      </section>
      <section id="membership" className={styles.section} aria-labelledby="membership-heading">
        <h2 id="membership-heading">Membership</h2>
        <p className={styles.lead}>
          Members save 40% on every tile for a year. Add a membership to your cart with your next order.
        </p>
      </section>
    </>
  );
});
