import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LoginPrompt } from '../../application/account/login-prompt';
import { SessionStore } from '../../application/account/session-store';
import { loadChunk } from '../../application/loading/chunk-loader';
import { customerBadge } from '../../domain/account/customer';
import { useHydrated } from '../hooks/use-hydrated';
import { useService } from '../hooks/use-service';
import { accountStores } from '../routing/feature-modules';
import { orNothing } from '../routing/lazy-part';
import controls from '../styles/controls.module.css';
import header from './header.module.css';
import { ProfileIcon } from './icons';
import styles from './account-button.module.css';

const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(() => orNothing(loadChunk(loadMenu)));

/**
 * What the account control opens is fetched as the shopper reaches for it (pointer over it, focus,
 * press), so that it shows at once; a failed fetch is left to the opening, which retries it (SPEC §8).
 * Issue 27's JS budget: none of it is in the entry.
 */
const prefetchMenu = () => void loadMenu().catch(() => undefined);
// The modal host is in the entry (modal-outlet.tsx): only the login's body and store to fetch.
const prefetchLogin = () => void Promise.all([import('../account/login-modal'), accountStores()]).catch(() => undefined);

/**
 * The header's account control (issue 32). Signed out: the profile icon, which opens the login modal.
 * Signed in: the customer's initials (the icon's size: the header moves nothing between the server's
 * signed-out render and the browser's signed-in one; the name is in the menu), a menu button (WAI-ARIA
 * menu button pattern) whose menu (account-menu.tsx, its own chunk) has Account, Profile, Orders and
 * Sign out. The server renders the signed-out icon; the session is the browser's, shown once hydrated.
 */
export const AccountButton = observer(function AccountButton() {
  const session = useService(SessionStore);
  const login = useService(LoginPrompt);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // Which item to focus once the menu has rendered: the first, or the last (ArrowUp).
  const [focusFirst, setFocusFirst] = useState<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();
  const customer = hydrated ? session.customer : null;

  // Signed out meanwhile (another tab, an expired session): no menu of a customer who is gone.
  useEffect(() => {
    if (customer === null) setOpen(false);
  }, [customer]);

  if (customer === null) {
    return (
      <div ref={wrapper} className={styles.wrapper}>
        <button
          ref={button}
          type="button"
          className={`${controls.bare} ${header.iconButton}`}
          aria-label="Your account"
          aria-haspopup="dialog"
          data-account-button
          onPointerEnter={prefetchLogin}
          onFocus={prefetchLogin}
          onPointerDown={prefetchLogin}
          onClick={() => void login.show()}
        >
          <ProfileIcon />
        </button>
      </div>
    );
  }

  const badge = customerBadge(customer);
  const openMenu = (where: 'first' | 'last') => {
    setFocusFirst(where);
    setOpen(true);
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <div ref={wrapper} className={styles.wrapper}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={`${controls.bare} ${styles.button}`}
        aria-label={`${badge.name}, your account`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={prefetchMenu}
        onFocus={prefetchMenu}
        onPointerDown={prefetchMenu}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
      >
        <span className={styles.initials} aria-hidden="true">
          {badge.initials}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu
            badge={badge}
            email={customer.email}
            buttonId={buttonId}
            menuId={menuId}
            button={button}
            wrapper={wrapper}
            focusFirst={focusFirst}
            close={close}
          />
        </Suspense>
      )}
    </div>
  );
});
