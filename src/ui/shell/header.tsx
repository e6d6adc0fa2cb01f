import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { navigationLinks } from '../../application/routing/navigation-links';
import { ShellStore } from '../../application/stores/shell-store';
import { TenantStore } from '../../application/stores/tenant-store';
import { useService } from '../hooks/use-service';
import { CartIcon, CloseIcon, LogoMark, MenuIcon, ProfileIcon } from './icons';
import styles from './header.module.css';

export const Header = observer(function Header({ path, isHome }: { path: string; isHome: boolean }) {
  const tenant = useService(TenantStore).tenant;
  const shell = useService(ShellStore);
  const links = navigationLinks(tenant);
  return (
    <header className={`${styles.header} ${tenant.partner ? styles.partner : ''}`}>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={`${tenant.brand} home`}>
          <LogoMark />
          <span>{tenant.brand}</span>
        </Link>
        <nav
          id="tpx-main-nav"
          aria-label="Main"
          className={`${styles.nav} ${shell.menuOpen ? styles.open : ''}`}
        >
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={`${styles.navLink} ${path.startsWith(link.href) ? styles.navLinkActive : ''}`}
              aria-current={path === link.href ? 'page' : undefined}
              onClick={() => shell.closeMenu()}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.actions}>
          {isHome && !tenant.partner && (
            <Link href="/photo-picker" className={styles.getStarted}>
              Get Started
            </Link>
          )}
          <Link href="/recover" className={styles.iconButton} aria-label="Your account and saved projects">
            <ProfileIcon />
          </Link>
          <CartLink count={shell.cartCount} />
          {tenant.partner && (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.menuButton}`}
              aria-expanded={shell.menuOpen}
              aria-controls="tpx-main-nav"
              aria-label={shell.menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => shell.toggleMenu()}
            >
              {shell.menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          )}
        </div>
      </div>
    </header>
  );
});

function CartLink({ count }: { count: number }) {
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link href="/cart" className={styles.iconButton} aria-label={label}>
      <CartIcon />
      {count > 0 && (
        <span className={styles.bubble} aria-hidden>
          {count}
        </span>
      )}
    </Link>
  );
}
