import { observer } from 'mobx-react-lite';
import { TenantStore } from '../../application/shell/tenant-store';
import { useService } from '../hooks/use-service';
import styles from './page.module.css';

export default observer(function PrivacyPage() {
  const brand = useService(TenantStore).tenant.brand;
  return (
    <div className={`${styles.page} ${styles.prose}`}>
      <h1>Privacy Policy</h1>
      <p className={styles.lead}>{brand} prints the photos you choose. This page explains what we keep, why, and the choices you have.</p>
      <h2>What we collect</h2>
      <p>
        The photos you upload and how you frame them; your email address and name when you sign in or order; your delivery address and phone number for
        shipping; and basic technical data (browser type, pages visited) that keeps the store working. Card details go straight to our payment processor: we
        never store them.
      </p>
      <h2>How we use it</h2>
      <p>
        To print and deliver your order, to save your projects so you can come back to them, to answer your questions, and — only if you agree — to send you
        offers. We do not sell your personal information.
      </p>
      <h2>Your photos</h2>
      <p>Your photos are used only to make your tiles and to show you your projects. You can ask us to delete them at any time.</p>
      <h2>On this device</h2>
      <p>
        We keep your projects and cart in your browser’s local storage so nothing is lost on a reload. Saved items expire after four days. Clearing your
        browser’s site data removes them.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see, correct, export or delete your personal information, and unsubscribe from emails with the link in any message. Write to privacy@tilepix.com
        and we will answer within 30 days.
      </p>
    </div>
  );
});
