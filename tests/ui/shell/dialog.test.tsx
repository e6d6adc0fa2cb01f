// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { configure } from 'mobx';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { ContainerContext } from '../../../src/ui/hooks/use-service';
import { Dialog } from '../../../src/ui/shell/modals/dialog';
import { ModalHost } from '../../../src/ui/shell/modals/modal-host';

configure({ enforceActions: 'always' });
afterEach(cleanup);

/** A page with an opener button and a dialog of three controls, the middle one focused first. */
function Page({ onDismiss }: { onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onDismiss?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Remove project?" description="Its tiles go too." onDismiss={onDismiss ? close : undefined}>
          <button type="button">First</button>
          <button type="button" data-autofocus>
            Middle
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </Dialog>
      )}
    </>
  );
}

const openDialog = () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Remove project?' }) };
};

describe('Dialog', () => {
  it('is a named, described modal dialog', () => {
    render(<Page />);
    const { dialog } = openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Remove project?');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Its tiles go too.');
  });

  it('moves focus in on open ([data-autofocus] first) and locks the page scroll while open', () => {
    render(<Page />);
    openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Middle' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab and Shift+Tab inside: past the last control to the first, before the first to the last', () => {
    render(<Page />);
    const { dialog } = openDialog();
    const first = screen.getByRole('button', { name: 'First' });
    const middle = screen.getByRole('button', { name: 'Middle' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false); // default prevented: focus wrapped
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
    // Between the ends the browser moves focus as usual.
    middle.focus();
    expect(fireEvent.keyDown(middle, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(middle, { key: 'Tab', shiftKey: true })).toBe(true);
    // Focus on the dialog itself: Shift+Tab goes to the last control.
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape when it may be dismissed, and gives focus back to the opener', () => {
    const onDismiss = vi.fn();
    render(<Page onDismiss={onDismiss} />);
    const { opener } = openDialog();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Middle' }), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a dismissible one has a Close button (issue 32): not where focus starts, and it closes, focus back on the opener', () => {
    const onDismiss = vi.fn();
    render(<Page onDismiss={onDismiss} />);
    const { opener } = openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Middle' }));
    fireEvent.click(close);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('without [data-autofocus], focus starts on the first control after Close', () => {
    render(
      <Dialog title="Pick one" onDismiss={() => undefined}>
        <button type="button">One</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'One' }));
  });

  it('closes on a click or tap on the backdrop, not on one that began inside (issue 32)', () => {
    const onDismiss = vi.fn();
    render(<Page onDismiss={onDismiss} />);
    const { dialog } = openDialog();
    // The dialog's box; a modal dialog's backdrop is the dialog itself for events, outside that box.
    dialog.getBoundingClientRect = () => ({ left: 100, top: 100, right: 300, bottom: 300, width: 200, height: 200, x: 100, y: 100, toJSON: () => ({}) });
    const outside = { clientX: 10, clientY: 10 };
    // Pressed on the padding (the dialog itself, inside its box), released outside: a drag, not a tap outside.
    fireEvent.pointerDown(dialog, { clientX: 150, clientY: 150 });
    fireEvent.pointerUp(dialog, outside);
    // Pressed on a control inside: no.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Middle' }), outside);
    fireEvent.pointerUp(dialog, outside);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(dialog, outside);
    fireEvent.pointerUp(dialog, outside);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The click that release produces would land on what lay under the backdrop: swallowed, once; the next one goes through.
    const click = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...outside });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click()).toBe(true);
    expect(click()).toBe(false);
  });

  it('one that must be answered has no Close button and ignores the backdrop', () => {
    render(<Page />);
    const { dialog } = openDialog();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    dialog.getBoundingClientRect = () => ({ left: 100, top: 100, right: 300, bottom: 300, width: 200, height: 200, x: 100, y: 100, toJSON: () => ({}) });
    fireEvent.pointerDown(dialog, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(dialog, { clientX: 10, clientY: 10 });
    expect(screen.getByRole('dialog', { name: 'Remove project?' })).toBeTruthy();
  });

  it('stays open on Escape when it must be answered', () => {
    render(<Page />);
    openDialog();
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Middle' }), { key: 'Escape' })).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Remove project?' })).toBeTruthy();
  });

  it('takes an accessible name without a heading and the alertdialog role, and focuses itself when it has no controls', () => {
    render(<Dialog role="alertdialog" label="Please rotate your device to portrait to keep designing." />);
    const dialog = screen.getByRole('alertdialog', { name: 'Please rotate your device to portrait to keep designing.' });
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false);
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog);
  });
});

describe('ModalHost', () => {
  const host = () => {
    const container = new Container();
    container.bind(ModalStore).toSelf().inSingletonScope();
    render(
      <ContainerContext.Provider value={container}>
        <ModalHost />
      </ContainerContext.Provider>,
    );
    return container.get(ModalStore);
  };

  it("shows the error modal (loaded on first use) with its title, message and a focused 'Got it'", async () => {
    const modals = host();
    let closed = false;
    act(() => void modals.showError({ title: 'Photo Upload Failed', message: '1 of your photos failed to upload.' }).then(() => (closed = true)));
    const dialog = await screen.findByRole('dialog', { name: 'Photo Upload Failed' });
    expect(dialog.textContent).toContain('1 of your photos failed to upload.');
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    expect(document.activeElement).toBe(gotIt);
    fireEvent.click(gotIt);
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modals.isOpen).toBe(false);
  });

  it('answers a confirm: the danger button → true, Cancel (focused) or Escape → false', async () => {
    const modals = host();
    const ask = () => modals.confirm({ title: 'Remove project?', message: 'Its tiles go too.', confirmLabel: 'Remove' });
    let answer!: Promise<boolean>;
    act(() => void (answer = ask()));
    await screen.findByRole('alertdialog', { name: 'Remove project?' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await answer).toBe(true);

    act(() => void (answer = ask()));
    await screen.findByRole('alertdialog', { name: 'Remove project?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);

    act(() => void (answer = ask()));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove project?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await answer).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
