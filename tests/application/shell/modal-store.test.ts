import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ModalStore, type ModalRequest } from '../../../src/application/shell/modal-store';
import { ShellStore } from '../../../src/application/shell/shell-store';
import { buildTestWorld } from '../../fixtures/fakes';

configure({ enforceActions: 'always' });

const notice = (name: string): ModalRequest & { name: string } => ({ kind: 'notice', name });
const shownName = (modals: ModalStore) => (modals.current?.request as { name?: string; title?: string } | undefined)?.name ?? modals.current?.request.kind;
/** What a promise has settled to so far ('pending' if not yet). */
const settled = async <T>(p: Promise<T>): Promise<T | 'pending'> => Promise.race([p, new Promise<'pending'>((r) => setTimeout(() => r('pending'), 0))]);

describe('ModalStore', () => {
  it('shows one modal at a time: the next waits until the first closes, in order', async () => {
    const modals = new ModalStore();
    expect(modals.isOpen).toBe(false);
    const first = modals.open(notice('first'), 'dismissed');
    const second = modals.open(notice('second'), 'dismissed');
    expect(modals.isOpen).toBe(true);
    expect(shownName(modals)).toBe('first');
    modals.answer(modals.current!.id, 'ok');
    expect(await first).toBe('ok');
    expect(shownName(modals)).toBe('second');
    expect(await settled(second)).toBe('pending');
    modals.dismiss();
    expect(await second).toBe('dismissed');
    expect(modals.isOpen).toBe(false);
    expect(modals.current).toBeNull();
  });

  it('lets an error pre-empt the open modal, which is dismissed (not re-queued)', async () => {
    const modals = new ModalStore();
    const asked = modals.confirm({ title: 'Remove project?', message: 'Its tiles go too.', confirmLabel: 'Remove' });
    const waiting = modals.open(notice('waiting'), 'dismissed');
    const error = modals.showError({ title: 'Photo Upload Failed', message: 'Unable to start uploading photos' });
    expect(modals.current?.request).toEqual({ kind: 'error', title: 'Photo Upload Failed', message: 'Unable to start uploading photos' });
    expect(await asked).toBe(false);
    modals.dismiss();
    await error;
    // The waiting request shows after the error; the pre-empted confirm does not come back.
    expect(shownName(modals)).toBe('waiting');
    modals.dismiss();
    expect(await waiting).toBe('dismissed');
    expect(modals.isOpen).toBe(false);
  });

  it('queues an error behind an open error, ahead of other waiting requests', () => {
    const modals = new ModalStore();
    void modals.showError({ title: 'One', message: 'a' });
    void modals.open(notice('notice'), undefined);
    void modals.showError({ title: 'Two', message: 'b' });
    const seen: string[] = [];
    while (modals.current) {
      const r = modals.current.request as { title?: string; name?: string };
      seen.push(r.title ?? r.name ?? '?');
      modals.dismiss();
    }
    expect(seen).toEqual(['One', 'Two', 'notice']);
  });

  it('confirm() answers true when confirmed, false when cancelled or dismissed with Escape', async () => {
    const modals = new ModalStore();
    const yes = modals.confirm({ title: 'Remove project?', message: 'Its tiles go too.', confirmLabel: 'Remove' });
    expect(modals.current?.request).toEqual({ kind: 'confirm', title: 'Remove project?', message: 'Its tiles go too.', confirmLabel: 'Remove' });
    modals.answer(modals.current!.id, true);
    expect(await yes).toBe(true);
    const cancelled = modals.confirm({ title: 'Remove project?', message: 'Its tiles go too.', confirmLabel: 'Remove' });
    modals.answer(modals.current!.id, false);
    expect(await cancelled).toBe(false);
    const escaped = modals.confirm({ title: 'Remove project?', message: 'Its tiles go too.', confirmLabel: 'Remove' });
    modals.dismiss(modals.current!.id);
    expect(await escaped).toBe(false);
  });

  it('ignores an answer or dismissal for a modal that is no longer open (a pre-empted body answering late)', async () => {
    const modals = new ModalStore();
    void modals.open(notice('stale'), undefined);
    const staleId = modals.current!.id;
    void modals.showError({ title: 'Error', message: 'm' });
    const errorId = modals.current!.id;
    modals.answer(staleId, 'late');
    modals.dismiss(staleId);
    expect(modals.current?.id).toBe(errorId);
  });

  it('dismissKind closes the open and waiting modals of a kind; dispose answers everything', async () => {
    const modals = new ModalStore();
    const a = modals.open(notice('a'), 'gone');
    const photo = modals.open({ kind: 'photo' }, undefined);
    const b = modals.open(notice('b'), 'gone');
    modals.dismissKind('notice');
    expect(await a).toBe('gone');
    expect(await b).toBe('gone');
    expect(modals.current?.request.kind).toBe('photo');
    const c = modals.confirm({ title: 't', message: 'm', confirmLabel: 'OK' });
    modals.dispose();
    expect(await photo).toBeUndefined();
    expect(await c).toBe(false);
    expect(modals.isOpen).toBe(false);
  });

  it('is the one the container gives out, and ShellStore’s error modal is its error', () => {
    const { container } = buildTestWorld();
    const modals = container.get(ModalStore);
    expect(container.get(ModalStore)).toBe(modals);
    const shell = container.get(ShellStore);
    void modals.open(notice('open'), undefined);
    shell.showError({ title: 'Photo Upload Failed', message: '2 of your photos failed to upload.' });
    expect(modals.current?.request.kind).toBe('error');
    expect(shell.errorDialog).toEqual({ title: 'Photo Upload Failed', message: '2 of your photos failed to upload.' });
    shell.dismissError();
    expect(shell.errorDialog).toBeNull();
    expect(modals.isOpen).toBe(false);
  });
});
