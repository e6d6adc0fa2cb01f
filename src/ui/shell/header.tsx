import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { isHeaderScrolled, SCROLL_THROTTLE_MS } from '../../domain/shell/shell-constants';
import { Link } from 'wouter';
import { navigationLinks } from '../../application/routing/navigation-links';
import { ArtistStore } from '../../application/catalog/artist-store';
import { CartCount } from '../../application/cart/cart-count';
import { cartLinkLabel } from '../../domain/cart/cart-link';
import { logoSize } from '../../domain/tenant/tenant-images';
import { ShellStore } from '../../application/shell/shell-store';
import { TenantStore } from '../../application/shell/tenant-store';
import { useHydrated } from '../hooks/use-hydrated';
import { useService } from '../hooks/use-service';
import { AccountButton } from './account-button';
import { CartIcon, CloseIcon, LogoMark, MenuIcon } from './icons';
import controls from '../styles/controls.module.css';
import styles from './header.module.css';
import { ArtistsMenu } from '../catalog/artists-menu';

/**
 * SPEC §9: true once the page is scrolled past 20 px, read at most every 20 ms (a trailing read
 * catches the last position); the header's shadow hangs on it.
 */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const read = () => {
      timer = null;
      setScrolled(isHeaderScrolled(window.scrollY));
    };
    const onScroll = () => {
      timer ??= setTimeout(read, SCROLL_THROTTLE_MS);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);
  return scrolled;
}

export const Header = observer(function Header({ path, isHome }: { path: string; isHome: boolean }) {
  const tenant = useService(TenantStore).tenant;
  const shell = useService(ShellStore);
  const artists = useService(ArtistStore);
  const cart = useService(CartCount);
  // The cart lives in the browser's records: the server's render (and its hydration) shows none.
  const hydrated = useHydrated();
  useEffect(() => {
    void artists.loadGroups();
  }, [artists]);
  const links = navigationLinks(tenant, artists.hasArtists);
  const scrolled = useScrolled();
  return (
    <header className={`${styles.header} ${tenant.partner ? styles.partner : ''} ${scrolled ? `${styles.scrolled} scrolled` : ''}`}>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={`${tenant.brand} home`}>
          {tenant.logo ? (
            // Its box is reserved from the library's size: the bar keeps its height while it loads (the server renders the same).
            <img className={styles.logoImage} src={tenant.logo.url} {...logoSize(tenant.logo)} alt={tenant.name} decoding="async" />
          ) : (
            <>
              <LogoMark variant={tenant.homeVariant} />
              <span>{tenant.brand}</span>
            </>
          )}
        </Link>
        <nav id="tpx-main-nav" aria-label="Main" className={`${styles.nav} ${shell.menuOpen ? styles.open : ''}`}>
          {links.map((link) =>
            link.kind === 'artists' ? (
              // In the header's own code, not a chunk of its own: every tenant with artists loads it with
              // the first page, and two small files compressed alone cost more than it does here (issue 27).
              <ArtistsMenu key={link.href} active={path.startsWith(link.href)} onNavigate={() => shell.closeMenu()} />
            ) : (
              <Link
                key={link.href}
                href={link.href}
                className={`${styles.navLink} ${path.startsWith(link.href) ? styles.navLinkActive : ''}`}
                aria-current={path === link.href ? 'page' : undefined}
                onClick={() => shell.closeMenu()}
              >
                {link.label}
              </Link>
            ),
          )}
        </nav>
        <div className={styles.actions}>
          {isHome && !tenant.partner && (
            <Link href="/photo-picker" className={styles.getStarted}>
              Get Started
            </Link>
          )}
          {/* Every tenant's profile icon opens the login modal when the store runs standalone (README, #14); signed in, its menu (issue 32). */}
          <AccountButton />
          <CartLink count={hydrated ? cart.itemCount : 0} />
          {tenant.partner && (
            <button
              type="button"
              className={`${controls.bare} ${styles.iconButton} ${styles.menuButton}`}
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
  const label = cartLinkLabel(count);
  return (
    <Link href="/cart" className={`${controls.bare} ${styles.iconButton}`} aria-label={label}>
      <CartIcon />
      {count > 0 && (
        <span className={styles.bubble} aria-hidden>
          {count}
        </span>
      )}
    </Link>
  );
}
