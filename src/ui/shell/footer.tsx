import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { TenantStore } from '../../application/shell/tenant-store';
import type { TenantLink } from '../../domain/tenant/tenant-settings';
import { useService } from '../hooks/use-service';
import styles from './shell.module.css';

/** One column of the footer's links: the tenant's own pages (client-side), or its social pages in a new tab. */
function FooterLinks({ label, heading, links, external = false }: { label: string; heading: string; links: readonly TenantLink[]; external?: boolean }) {
  return (
    <nav aria-label={label} className={styles.footerLinks}>
      <h2 className={styles.footerHeading}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            {external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <Link href={link.href}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
        <FooterLinks label="Quick links" heading="Quick links" links={tenant.footer.quickLinks} />
        <FooterLinks label="Social" heading="Follow us" links={tenant.footer.social} external />
      </div>
      <p className={styles.copyright}>
        © {year} {tenant.brand}. All rights reserved.
      </p>
    </footer>
  );
});
