import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { LoginPrompt } from '../../application/account/login-prompt';
import { SessionStore } from '../../application/account/session-store';
import { customerBadge } from '../../domain/account/customer';
import { useHydrated } from '../hooks/use-hydrated';
import { useService } from '../hooks/use-service';
import controls from '../styles/controls.module.css';
import header from './header.module.css';
import { ProfileIcon } from './icons';
import styles from './account-button.module.css';

/** The account page (issue 29 item 5), and its orders list. */
export const ACCOUNT_HREF = '/account';
export const ORDERS_HREF = '/account#orders';

/**
 * The header's account control (issue 32). Signed out: the profile icon, which opens the login modal.
 * Signed in: the customer's initials (the icon's size: the header moves nothing between the server's
 * signed-out render and the browser's signed-in one; the name is in the menu), a menu button (WAI-ARIA menu button pattern)
 * whose menu has Account (/account, issue 29), Profile (the login modal's signed-in view), Orders
 * (the account's orders list) and Sign out; signing out from it
 * gives the focus to the signed-out button that replaces it. The server
 * renders the signed-out icon; the session is the browser's, shown once hydrated.
 */
export const AccountButton = observer(function AccountButton() {
  const session = useService(SessionStore);
  const login = useService(LoginPrompt);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // Which item to focus once the menu has rendered: the first, the last, or none (a mouse user's open).
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();
  const customer = hydrated ? session.customer : null;

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    if (!open) return;
    const all = items();
    (focusOnOpen.current === 'last' ? all[all.length - 1] : all[0])?.focus();
    // A tap or click anywhere else closes it (focus stays where the shopper put it).
    const away = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
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
          onClick={() => void login.show()}
        >
          <ProfileIcon />
        </button>
      </div>
    );
  }

  const badge = customerBadge(customer);
  const openMenu = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };
  // Each choice closes the menu and gives focus back to its button first: the modal Account opens returns it there.
  const choose = (action: () => void) => {
    setOpen(false);
    button.current?.focus();
    action();
  };
  const signOut = () => {
    session.logout();
    // The session reset re-keys the views (SessionReset): the signed-out button is a new element, given the focus once drawn.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-account-button]')?.focus());
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
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
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
      >
        <span className={styles.initials} aria-hidden="true">
          {badge.initials}
        </span>
      </button>
      {open && (
        <div className={styles.panel}>
          <p className={styles.signedInAs}>
            <span className={styles.muted}>Signed in as</span> {badge.name !== customer.email && <strong className={styles.line}>{badge.name} </strong>}
            <span className={styles.line}>{customer.email}</span>
          </p>
          <ul ref={menu} id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} onKeyDown={onMenuKey}>
            <li role="none">
              <Link href={ACCOUNT_HREF} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => choose(() => undefined)}>
                Account
              </Link>
            </li>
            <li role="none">
              {/* SPEC §4's signed-in view of the login modal (greeting, email, the Admin link for admins, Logout). */}
              <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => choose(() => void login.show())}>
                Profile
              </button>
            </li>
            <li role="none">
              {/* A link (it goes somewhere: open in a new tab works), focus handed back to the menu button as it goes. */}
              <Link href={ORDERS_HREF} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => choose(() => undefined)}>
                Orders
              </Link>
            </li>
            <li role="none">
              <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => choose(signOut)}>
                Sign out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
});
