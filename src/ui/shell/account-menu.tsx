import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'wouter';
import { LoginPrompt } from '../../application/account/login-prompt';
import { SessionStore } from '../../application/account/session-store';
import type { CustomerBadge } from '../../domain/account/customer';
import { useService } from '../hooks/use-service';
import styles from './account-button.module.css';

/** The account page (issue 29 item 5), and its orders list. */
const ACCOUNT_HREF = '/account';
const ORDERS_HREF = '/account#orders';

export interface AccountMenuProps {
  readonly badge: CustomerBadge;
  readonly email: string;
  readonly buttonId: string;
  readonly menuId: string;
  /** The menu button: each choice gives the focus back to it. */
  readonly button: RefObject<HTMLButtonElement | null>;
  /** The account control's box: a press outside it closes the menu. */
  readonly wrapper: RefObject<HTMLDivElement | null>;
  /** Which item takes the focus once the menu shows: the first, or the last (ArrowUp on the button). */
  readonly focusFirst: 'first' | 'last';
  readonly close: () => void;
}

/**
 * The signed-in account control's open menu (issue 32: WAI-ARIA menu button pattern): Account
 * (/account, issue 29), Profile (the login modal's signed-in view), Orders (the account's orders
 * list) and Sign out. In a chunk of its own (issue 27's JS budget): a signed-out first screen, and a
 * signed-in one until the shopper reaches for the badge (account-button.tsx fetches it on hover,
 * focus or press), needs none of it.
 */
export default observer(function AccountMenu({ badge, email, buttonId, menuId, button, wrapper, focusFirst, close }: AccountMenuProps) {
  const session = useService(SessionStore);
  const login = useService(LoginPrompt);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    const all = items();
    (focusFirst === 'last' ? all[all.length - 1] : all[0])?.focus();
    // A tap or click anywhere else closes it (focus stays where the shopper put it).
    const away = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
    // Once per opening: the menu mounts when it opens (`close` and the refs stay the same meanwhile).
  }, [focusFirst, wrapper, close]);

  // Each choice closes the menu and gives focus back to its button first: the modal Profile opens returns it there.
  const choose = (action: () => void) => {
    close();
    button.current?.focus();
    action();
  };
  const signOut = () => {
    session.logout();
    // The session reset re-keys the views (SessionReset): the signed-out button is a new element, given the focus once drawn.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-account-button]')?.focus());
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
      close();
      button.current?.focus();
    } else if (event.key === 'Tab') close();
  };

  return (
    <div className={styles.panel}>
      <p className={styles.signedInAs}>
        <span className={styles.muted}>Signed in as</span> {badge.name !== email && <strong className={styles.line}>{badge.name} </strong>}
        <span className={styles.line}>{email}</span>
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
  );
});
