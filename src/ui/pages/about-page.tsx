import { observer } from 'mobx-react-lite';
import { TenantStore } from '../../application/shell/tenant-store';
import { useService } from '../hooks/use-service';
import styles from './page.module.css';

export default observer(function AboutPage() {
  const brand = useService(TenantStore).tenant.brand;
  return (
    <div className={`${styles.page} ${styles.prose}`}>
      <h1>About Us</h1>
      <p className={styles.lead}>
        {brand} started with a simple idea: the photos on your phone deserve a place on your walls, without a hammer, a level or a weekend.
      </p>
      <h2>What we make</h2>
      <p>
        Framed square photo tiles, 8 × 8 inches, printed on archival paper and mounted in a light, sturdy frame. A reusable adhesive pad holds each tile, so you
        can move your gallery whenever you like without marking the wall.
      </p>
      <h2>How we work</h2>
      <p>Every order is printed, framed and checked by hand, and ships within a few days. If a tile is not right, we reprint it — no questions asked.</p>
      <h2>Artists</h2>
      <p>We partner with independent artists and share every sale of their designs with them. Browse their work on the Artist Partnerships page.</p>
    </div>
  );
});
