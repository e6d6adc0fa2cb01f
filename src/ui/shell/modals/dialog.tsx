import { useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type PointerEvent, type ReactNode, type SyntheticEvent } from 'react';
import { CloseIcon } from '../icons';
import { lockScroll } from './scroll-lock';
import { sheetSwipe } from './sheet-swipe';
import styles from './dialog.module.css';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const tabbables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]'));

export interface DialogProps {
  /** The visible heading; it names the dialog (`aria-labelledby`). */
  readonly title?: ReactNode;
  /** The accessible name when there is no visible heading. */
  readonly label?: string;
  /** The text that describes it (`aria-describedby`), shown under the heading. */
  readonly description?: ReactNode;
  /** `alertdialog` for a message that needs an answer (a confirm, a blocking notice). */
  readonly role?: 'dialog' | 'alertdialog';
  /**
   * Closes it without an answer: the Close button, a tap on the backdrop, Escape, a swipe down on a
   * phone's sheet. Without it none of these exist: the modal has to be answered by its own buttons,
   * one of which must then be a way out ('Not now', 'Cancel').
   */
  readonly onDismiss?: () => void;
  /** `wide` for a picker, `bare` for a full-screen overlay that styles itself. */
  readonly size?: 'regular' | 'wide' | 'bare';
  readonly className?: string;
  readonly testId?: string;
  readonly children?: ReactNode;
}

/**
 * The one accessible modal dialog (DESIGN §2): shown while mounted, as a native modal `<dialog>`
 * (top layer, the rest of the page inert), with focus moved in (to `[data-autofocus]`, else the first
 * control after Close, else Close, else the dialog), Tab and Shift+Tab kept inside, the page's scroll
 * locked and focus given back to the opener when it unmounts. A dismissible one (issue 32) closes by
 * its Close button (44 px), a tap or click on the backdrop, Escape, and on a phone, where it is a
 * bottom sheet, a swipe down from its grip.
 */
export function Dialog({ title, label, description, role = 'dialog', onDismiss, size = 'regular', className, testId, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read at Escape time, so a new callback each render does not reopen the dialog.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const closable = onDismiss !== undefined && size !== 'bare';
  const swipe = useMemo(
    () =>
      sheetSwipe(
        () => ref.current,
        () => dismiss.current?.(),
      ),
    [],
  );
  // Where the press began: a drag from inside the dialog that ends on the backdrop (selecting text) is no tap outside.
  const pressedOutside = useRef(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) {
      // A browser without modal dialogs still gets the trap, Escape and focus handling below.
      if (typeof el.showModal === 'function' && el.isConnected) el.showModal();
      else el.setAttribute('open', '');
    }
    const unlock = lockScroll();
    // Close is first in the tab order (it heads the dialog) but not where the keyboard starts: the content is.
    const all = tabbables(el);
    // preventScroll: inside an iframe, focusing scrolls the parent page too (issue 32 item 5); the
    // dialog is on screen anyway, and the opener was when it opened it.
    (el.querySelector<HTMLElement>('[data-autofocus]') ?? all.find((c) => !c.hasAttribute('data-dialog-close')) ?? all[0] ?? el).focus({ preventScroll: true });
    return () => {
      if (el.open && typeof el.close === 'function') el.close();
      el.removeAttribute('open');
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here, not by the browser's own close: the modal's state decides when it closes.
      event.preventDefault();
      event.stopPropagation();
      dismiss.current?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const el = event.currentTarget;
    const all = tabbables(el);
    const first = all[0];
    const last = all[all.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      el.focus();
    } else if (event.shiftKey && (active === first || active === el || !el.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !el.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  // The browser's own close request (e.g. Escape on some platforms) is refused: state closes it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    dismiss.current?.();
  };

  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOutside.current = event.target === event.currentTarget && outside(event.currentTarget, event);
  };
  // A modal <dialog>'s backdrop is part of it for events: a press and release on the dialog itself outside its box is
  // a tap outside. Answered on the release, not on the click: a phone drops the click of a tap while the sheet is still
  // rising under the finger (its box moves between the touch's start and end).
  const onPointerUp = (event: PointerEvent<HTMLDialogElement>) => {
    const tapOutside = pressedOutside.current && event.target === event.currentTarget && outside(event.currentTarget, event);
    pressedOutside.current = false;
    if (!tapOutside || !closable) return;
    // The click this release is about to produce would land on whatever lay under the backdrop (a header link):
    // swallowed, once, if it comes at all.
    swallowNextClick(event.currentTarget.ownerDocument.defaultView, event);
    dismiss.current?.();
  };

  const heading = title !== undefined && (
    <h2 id={titleId} className={styles.title}>
      {title}
    </h2>
  );
  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={title !== undefined ? titleId : undefined}
      aria-label={title === undefined ? label : undefined}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      className={(size === 'bare' ? [styles.bare, className] : [styles.dialog, styles[size], className]).filter(Boolean).join(' ')}
      data-testid={testId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      {size === 'bare' || (!heading && !closable) ? (
        heading
      ) : (
        // The grip: the sheet's handle and heading row, which a finger drags down to close it.
        <div className={`${styles.head} ${closable ? styles.grip : ''}`} {...(closable ? swipe : {})}>
          {closable && <span className={styles.handle} aria-hidden="true" />}
          {heading}
          {closable && (
            <button type="button" className={styles.close} aria-label="Close" data-dialog-close onClick={() => dismiss.current?.()}>
              <CloseIcon />
            </button>
          )}
        </div>
      )}
      {description !== undefined && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}

/**
 * Cancels what a tap that closed a dialog on its release still produces: the phone's compatibility mouse events and
 * the click, which would land on what lay under the backdrop (a header link; a mousedown there takes the focus the
 * dialog just gave back to its opener). Only at that point and within 500 ms: anything else is the shopper's next tap.
 */
function swallowNextClick(win: Window | null, at: { readonly clientX: number; readonly clientY: number }): void {
  if (!win) return;
  const types = ['mousedown', 'mouseup', 'click'] as const;
  const swallow = (event: globalThis.MouseEvent) => {
    if (Math.abs(event.clientX - at.clientX) > 4 || Math.abs(event.clientY - at.clientY) > 4) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'click') stop();
  };
  const timer = win.setTimeout(() => stop(), 500);
  const stop = () => {
    win.clearTimeout(timer);
    for (const type of types) win.removeEventListener(type, swallow, true);
  };
  for (const type of types) win.addEventListener(type, swallow, true);
}

/** Whether a pointer event lies outside the element's box (on a modal dialog: on its backdrop). */
function outside(el: HTMLElement, event: { readonly clientX: number; readonly clientY: number }): boolean {
  const box = el.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
