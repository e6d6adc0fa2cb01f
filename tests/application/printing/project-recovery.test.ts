import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../../src/application/account/session-store';
import { ProjectRecovery, type RecoveryLinkModalRequest } from '../../../src/application/printing/project-recovery';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { ProjectStore } from '../../../src/application/printing/project-store';
import { ProjectSync } from '../../../src/application/printing/project-sync';
import { createProject, createTile, type Project } from '../../../src/domain/project';
import { encodeStored, storageKey } from '../../../src/domain/persistence';
import { buildTestWorld, type TestWorld } from '../../fixtures/fakes';

configure({ enforceActions: 'always' });

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

const NOW = 2_000_000;

const work = (id: string, cartToken: string, extra: Partial<Project> = {}): Project => ({
  ...createProject({ id, now: NOW - 50_000, cartToken, productId: 'tilepix' }),
  tiles: [createTile({ id: `${id}-t`, width: 1200, height: 1200, imagePath: `/files/${id}.jpg` })],
  isActive: false,
  ...extra,
});

function world(stored: readonly Project[] = []): TestWorld {
  const w = buildTestWorld();
  w.scheduler.time = NOW;
  if (stored.length > 0) w.storage.set(storageKey('tilepix', 'projects'), encodeStored(stored, NOW));
  return w;
}

const pat = { id: 'c-pat', email: 'pat@example.test', firstName: 'Pat', lastName: 'Lee' };

describe('/resume', () => {
  it('loads the server projects: the newest InProgress becomes active, the shopper lands in /printing, the others go to the Cart', async () => {
    const w = world();
    const store = w.container.get(ProjectStore);
    const token = store.cartToken;
    w.serverProjects.put(work('old', token, { status: 'InProgress', updatedAt: NOW - 30_000 }), 2);
    w.serverProjects.put(work('newest', token, { status: 'InProgress', updatedAt: NOW - 1_000 }), 5);
    w.serverProjects.put(work('carted', token, { status: 'Cart', updatedAt: NOW - 500 }), 1);
    const recovery = w.container.get(ProjectRecovery);
    await recovery.resume();
    expect(w.serverProjects.lists).toEqual([token]);
    expect(store.active).toMatchObject({ id: 'newest', status: 'InProgress', serverVersion: 5 });
    expect(store.projects.map((p) => [p.id, p.status, p.isActive])).toEqual([
      ['old', 'Cart', false],
      ['newest', 'InProgress', true],
      ['carted', 'Cart', false],
    ]);
    expect(w.navigator.current()).toBe('/printing');
    expect(recovery.state).toEqual({ kind: 'done', to: '/printing' });
    // The project moved to the Cart is saved so.
    w.container.get(ProjectSync);
    await settle();
    expect(w.serverProjects.copy('old').serverStatus).toBe('Cart');
    expect(w.serverProjects.copy('newest').serverStatus).toBe('InProgress');
  });

  it('resumes the same when the signed-in visit already loaded those projects into the Cart', async () => {
    const w = world();
    w.container.get(SessionStore).signIn(w.api.session(pat));
    w.serverProjects.signedIn = true;
    w.serverProjects.put(work('elsewhere', 'cart-other-device', { status: 'InProgress' }), 2);
    const store = w.container.get(ProjectStore);
    w.container.get(ProjectSync);
    await settle();
    expect(store.projects.find((p) => p.id === 'elsewhere')?.status).toBe('Cart');
    await w.container.get(ProjectRecovery).resume();
    expect(store.active).toMatchObject({ id: 'elsewhere', status: 'InProgress' });
    expect(w.navigator.current()).toBe('/printing');
  });

  it('with nothing to resume it says so and stays; a failure to reach the store can be tried again', async () => {
    const w = world();
    const recovery = w.container.get(ProjectRecovery);
    await recovery.resume();
    expect(recovery.state).toEqual({ kind: 'notFound' });
    expect(w.navigator.current()).toBe('/');
    w.serverProjects.listFailure = { code: 'api/network', message: 'offline' };
    await recovery.resume();
    expect(recovery.state).toEqual({ kind: 'failed' });
  });

  it("a sign-in for a resume has cause 'resume': the sign-in itself loads nothing, the resume does", async () => {
    const w = world();
    w.container.get(ProjectSync);
    const session = w.container.get(SessionStore);
    session.expectSignIn('resume');
    session.signIn(w.api.session(pat));
    await settle();
    expect(session.signInCause).toBe('resume');
    expect(w.serverProjects.lists).toEqual([]);
  });
});

describe('/recover?link=<signed token> (issue 26)', () => {
  it("redeems the email's link for its customer, adopts the cart token it hands back, brings the projects into the Cart and lands in /cart", async () => {
    const w = world([work('mine', 'cart-here', { isActive: true, serverVersion: 1, savedToServer: true })]);
    w.container.get(SessionStore).signIn(w.api.session(pat));
    w.serverProjects.put(work('lost-1', 'cart-from-email', { status: 'InProgress' }), 3);
    w.serverProjects.put(work('lost-2', 'cart-from-email', { status: 'Cart' }), 1);
    const link = w.recoveryLinks.issue('cart-from-email', 'c-pat');
    const store = w.container.get(ProjectStore);
    w.container.get(ProjectSync);
    await settle();
    const lists = w.serverProjects.lists.length;
    await w.container.get(ProjectRecovery).recover(`?link=${link}`);
    await settle();
    expect(w.recoveryLinks.redeemed).toEqual([link]);
    expect(w.serverProjects.lists.slice(lists)).toEqual(['cart-from-email']);
    expect(store.cartToken).toBe('cart-from-email');
    expect(store.projects.filter((p) => p.status === 'Cart').map((p) => [p.id, p.serverVersion])).toEqual([
      ['lost-1', 3],
      ['lost-2', 1],
    ]);
    // The old cart's project is left alone on the server (SPEC §4: skip server deletion).
    expect(w.serverProjects.deletes).toEqual([]);
    expect(w.navigator.current()).toBe('/cart');
    expect(w.container.get(ModalStore).isOpen).toBe(false);
  });

  it('asks an anonymous visitor to sign in first; nothing is redeemed or changed until then', async () => {
    const w = world([work('mine', 'cart-here', { isActive: true })]);
    const link = w.recoveryLinks.issue('cart-from-email', 'c-pat');
    const recovery = w.container.get(ProjectRecovery);
    await recovery.recover(`?link=${link}`);
    expect(recovery.state).toEqual({ kind: 'signIn' });
    expect(w.recoveryLinks.redeemed).toEqual([]);
    expect(w.container.get(ProjectStore).cartToken).toBe('cart-here');
  });

  it("an attacker's ?cart= link, a forged, used or another account's link never replaces the cart token: the dialog asks, and keeping the shopper's projects is its default", async () => {
    const w = world([work('mine', 'cart-here', { isActive: true })]);
    const store = w.container.get(ProjectStore);
    const modals = w.container.get(ModalStore);
    const recovery = w.container.get(ProjectRecovery);
    const used = w.recoveryLinks.issue('cart-used', 'c-pat');
    const sams = w.recoveryLinks.issue('cart-of-sam', 'c-sam');

    const open = async (search: string) => {
      const done = recovery.recover(search);
      await settle();
      const request = modals.current?.request as RecoveryLinkModalRequest | undefined;
      modals.dismiss(); // Escape: the default answer
      await done;
      return request && { problem: request.problem, signedIn: request.signedIn, state: recovery.state };
    };
    expect(await open('?cart=attacker-cart-token')).toEqual({ problem: 'legacy', signedIn: false, state: { kind: 'refused', problem: 'legacy' } });
    expect(await open('?link=not-a-link')).toEqual({ problem: 'invalid', signedIn: false, state: { kind: 'refused', problem: 'invalid' } });

    w.container.get(SessionStore).signIn(w.api.session(pat));
    await settle();
    await w.recoveryLinks.redeem(used); // its customer redeemed it on another device
    expect(await open(`?link=${used}`)).toEqual({ problem: 'used', signedIn: true, state: { kind: 'refused', problem: 'used' } });
    expect(await open(`?link=${sams}`)).toEqual({ problem: 'foreign', signedIn: true, state: { kind: 'refused', problem: 'foreign' } });
    expect(await open(`?link=${'A'.repeat(20)}.${'B'.repeat(43)}`)).toEqual({
      problem: 'invalid',
      signedIn: true,
      state: { kind: 'refused', problem: 'invalid' },
    });
    expect(store.cartToken).toBe('cart-here');
  });

  it("the dialog's other choice finds the shopper's own saved projects (/resume), signing in first when nobody is", async () => {
    const w = world();
    const modals = w.container.get(ModalStore);
    const recovery = w.container.get(ProjectRecovery);
    const done = recovery.recover('?cart=attacker-cart-token');
    await settle();
    modals.answer(modals.current!.id, 'findMine');
    await settle();
    // The login modal asks for the sign-in (cause 'resume'); the visitor closes it: nothing is loaded.
    expect(modals.current?.request.kind).toBe('login');
    modals.dismiss();
    await done;
    expect(w.serverProjects.lists).toEqual([]);

    const signedIn = world();
    signedIn.container.get(SessionStore).signIn(signedIn.api.session(pat));
    signedIn.serverProjects.put(work('saved', signedIn.container.get(ProjectStore).cartToken, { status: 'InProgress' }), 2);
    const m = signedIn.container.get(ModalStore);
    const again = signedIn.container.get(ProjectRecovery).recover('?cart=attacker-cart-token');
    await settle();
    m.answer(m.current!.id, 'findMine');
    await again;
    expect(signedIn.navigator.current()).toBe('/printing');
    expect(signedIn.container.get(ProjectStore).active.id).toBe('saved');
  });

  it('a failed load after the redemption is retried without spending the link again; a valid link with nothing left says so', async () => {
    const w = world();
    w.container.get(SessionStore).signIn(w.api.session(pat));
    const link = w.recoveryLinks.issue('cart-empty', 'c-pat');
    const recovery = w.container.get(ProjectRecovery);
    w.serverProjects.listFailure = { code: 'api/network', message: 'offline' };
    await recovery.recover(`?link=${link}`);
    expect(recovery.state).toEqual({ kind: 'failed' });
    w.serverProjects.listFailure = null;
    await recovery.recover(`?link=${link}`);
    expect(w.recoveryLinks.redeemed).toEqual([link]);
    expect(recovery.state).toEqual({ kind: 'notFound' });
    w.recoveryLinks.failure = { code: 'api/server', status: 503, message: 'HTTP 503' };
    await recovery.recover(`?link=${w.recoveryLinks.issue('cart-x', 'c-pat')}`);
    expect(recovery.state).toEqual({ kind: 'failed' });
  });
});

describe('signing in', () => {
  it("adopts this browser's cart token's projects and loads the customer's (Cart, unless a local copy exists)", async () => {
    const w = world([work('local', 'cart-here', { isActive: true, quantity: 2, serverVersion: 1, savedToServer: true })]);
    const store = w.container.get(ProjectStore);
    w.container.get(ProjectSync);
    w.serverProjects.signedIn = true;
    w.serverProjects.put(work('local', 'cart-here', { quantity: 2 }), 1);
    w.serverProjects.put(work('other-device', 'cart-elsewhere', { status: 'InProgress' }), 4);
    w.container.get(SessionStore).signIn(w.api.session(pat));
    await settle();
    expect(w.serverProjects.lists).toEqual(['cart-here']);
    expect(store.projects.map((p) => [p.id, p.status])).toEqual([
      ['local', 'InProgress'],
      ['other-device', 'Cart'],
    ]);
    expect(store.projects.filter((p) => p.id === 'local')).toHaveLength(1);
    expect(store.active.id).toBe('local');
  });

  it('a signed-in visit loads the server projects at start: another device’s newer edit replaces the clean local copy', async () => {
    const w = world([work('shared', 'cart-here', { isActive: true, quantity: 2, serverVersion: 1, savedToServer: true })]);
    w.container.get(SessionStore).signIn(w.api.session(pat));
    w.serverProjects.signedIn = true;
    w.serverProjects.put(work('shared', 'cart-here', { quantity: 9, updatedAt: NOW - 100 }), 2);
    const store = w.container.get(ProjectStore);
    w.container.get(ProjectSync);
    await settle();
    expect(store.projects).toHaveLength(1);
    expect(store.active).toMatchObject({ id: 'shared', quantity: 9, serverVersion: 2, isActive: true });
  });
});
