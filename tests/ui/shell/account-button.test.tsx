// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../../src/application/account/session-store';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { ContainerContext } from '../../../src/ui/hooks/use-service';
import { AccountButton } from '../../../src/ui/shell/account-button';
import { buildTestWorld } from '../../fixtures/fakes';

afterEach(cleanup);

function setup(signedIn: boolean) {
  const world = buildTestWorld();
  const session = world.container.get(SessionStore);
  if (signedIn) session.signIn(world.api.session({ id: 'c-pat', email: 'pat@example.test', firstName: 'Pat', lastName: 'Lee' }));
  render(
    <ContainerContext.Provider value={world.container}>
      <AccountButton />
    </ContainerContext.Provider>,
  );
  return { world, session, modals: world.container.get(ModalStore) };
}

describe('issue 32 the header account control, its menu in a chunk of its own (issue 27)', () => {
  it('signed out: the profile icon opens the login modal; reaching for it (hover, focus) changes nothing on screen', () => {
    const { modals } = setup(false);
    const button = screen.getByRole('button', { name: 'Your account' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(modals.isOpen).toBe(false);
    fireEvent.click(button);
    expect(modals.current?.request.kind).toBe('login');
  });

  it('signed in: the initials; a press opens the menu once its code has loaded, focused on its first item; Escape closes it back to the button', async () => {
    setup(true);
    const button = screen.getByRole('button', { name: 'Pat, your account' });
    expect(button.textContent).toBe('PL');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('menu');
    expect(menu.id).toBe(button.getAttribute('aria-controls'));
    expect(screen.getByText('pat@example.test')).toBeTruthy();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Account', 'Profile', 'Orders', 'Sign out']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Account'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Profile');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('ArrowUp on the button opens the menu at its last item; Sign out signs out and a press outside closes it', async () => {
    const { session } = setup(true);
    const button = screen.getByRole('button', { name: 'Pat, your account' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sign out'));
    act(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    await screen.findByRole('menu');
    act(() => screen.getByRole('menuitem', { name: 'Sign out' }).click());
    expect(session.signedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Your account' })).toBeTruthy();
  });
});
