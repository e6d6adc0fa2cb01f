import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { TenantStore } from '../../application/shell/tenant-store';
import { useService } from '../hooks/use-service';
import styles from './shell.module.css';

/** SPEC §2: brand text, social links, quick links, copyright with the current year. */
export const Footer = observer(function Footer() {
  const tenant = useService(TenantStore).tenant;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-label="About the brand">
          <p className={styles.footerName}>{tenant.brand}</p>
          <p>{tenant.footer.text}</p>
        </section>
        <nav aria-label="Quick links" className={styles.footerLinks}>
          <h2 className={styles.footerHeading}>Quick links</h2>
          <ul>
            {tenant.footer.quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Social" className={styles.footerLinks}>
          <h2 className={styles.footerHeading}>Follow us</h2>
          <ul>
            {tenant.footer.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {year} {tenant.brand}. All rights reserved.
      </p>
    </footer>
  );
});
