import { left } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { GeolocationStore } from '../../../src/application/account/geolocation-store';
import { LoginModalStore } from '../../../src/application/account/login-modal-store';
import type { LoginModalRequest } from '../../../src/application/account/login-prompt';
import { SessionStore } from '../../../src/application/account/session-store';
import { WelcomePromoStore } from '../../../src/application/account/welcome-promo-store';
import { ConfigStore } from '../../../src/application/shell/config-store';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { storageKey } from '../../../src/domain/persistence';
import { failure } from '../../fixtures/fake-accounts';
import { buildTestWorld, type TestWorld } from '../../fixtures/fakes';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};
const stored = (world: TestWorld, key: Parameters<typeof storageKey>[1]) => {
  const raw = world.storage.get(storageKey('tilepix', key));
  return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
};

/** The app's start: config, geolocation (answered 'US' by the fake: done at once) and the welcome promo. */
async function setup(options: { path?: string; embedded?: boolean; before?: (world: TestWorld) => void } = {}) {
  const world = buildTestWorld(options.embedded ? { embedded: true } : {});
  if (options.path) world.navigator.navigate(options.path);
  options.before?.(world);
  const modals = world.container.get(ModalStore);
  const welcome = world.container.get(WelcomePromoStore);
  world.container.get(ConfigStore).start();
  world.container.get(GeolocationStore).start();
  welcome.start();
  await flush();
  return { world, modals, welcome, session: world.container.get(SessionStore) };
}

const welcomeOpen = (modals: ModalStore) => modals.current?.request.kind === 'welcome-promo';

describe('the welcome promo store (SPEC §4)', () => {
  it('pops up 0.8 s after the geolocation check completes, and records that it was shown', async () => {
    const { world, modals, welcome } = await setup();
    expect(welcomeOpen(modals)).toBe(false);
    world.scheduler.advance(799);
    expect(welcomeOpen(modals)).toBe(false);
    world.scheduler.advance(1);
    expect(welcomeOpen(modals)).toBe(true);
    expect(welcome.state.step).toBe('enterEmail');
    expect(stored(world, 'welcomePromoShown')).toBe(true);
  });

  it('waits for the geolocation notice to be dismissed before counting the 0.8 s', async () => {
    const { world, modals } = await setup({ before: (w) => (w.api.geolocationAnswer = { _tag: 'Right', right: 'CA' }) });
    expect(modals.current?.request.kind).toBe('geolocation');
    world.scheduler.advance(5000);
    expect(modals.current?.request.kind).toBe('geolocation');
    modals.dismiss();
    await flush();
    world.scheduler.advance(800);
    expect(welcomeOpen(modals)).toBe(true);
  });

  it('is shown once per browser: not again on the next visit', async () => {
    const first = await setup();
    first.world.scheduler.advance(800);
    const { world, modals } = await setup({
      before: (w) => w.storage.set(storageKey('tilepix', 'welcomePromoShown'), first.world.storage.get(storageKey('tilepix', 'welcomePromoShown'))!),
    });
    world.scheduler.advance(10_000);
    expect(modals.isOpen).toBe(false);
  });

  it.each(['/recover', '/resume'])('does not pop up on %s', async (path) => {
    const { world, modals } = await setup({ path });
    world.scheduler.advance(10_000);
    expect(modals.isOpen).toBe(false);
    expect(stored(world, 'welcomePromoShown')).toBeNull();
  });

  it('does not pop up for a signed-in customer, nor when the shopper signs in during the 0.8 s, nor inside a parent page', async () => {
    const signedIn = await setup({
      before: (w) => w.container.get(SessionStore).signIn(w.api.session({ id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' })),
    });
    signedIn.world.scheduler.advance(10_000);
    expect(signedIn.modals.isOpen).toBe(false);

    const during = await setup();
    during.world.scheduler.advance(400);
    during.session.signIn(during.world.api.session({ id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' }));
    during.world.scheduler.advance(400);
    expect(during.modals.isOpen).toBe(false);

    const embedded = await setup({ embedded: true });
    embedded.world.scheduler.advance(10_000);
    expect(welcomeOpen(embedded.modals)).toBe(false);
  });

  it('moving to /resume during the 0.8 s keeps it closed; opening on request works anywhere', async () => {
    const { world, modals, welcome } = await setup();
    world.navigator.navigate('/resume');
    world.scheduler.advance(800);
    expect(modals.isOpen).toBe(false);
    welcome.openOnRequest();
    expect(welcomeOpen(modals)).toBe(true);
  });

  it('claims the offer for a new email: account created with the metafields, a sign-in code mailed, then the code step', async () => {
    const { world, modals, welcome } = await setup();
    welcome.openOnRequest();
    welcome.edit('new@example.test');
    await flush(); // the email's rules load with the first keystroke
    welcome.submit();
    expect(welcome.state.busy).toBe(true);
    await flush();
    expect(world.api.accountCalls.slice(-3)).toEqual(['eligible:new@example.test', 'createWelcome:new@example.test', 'login:new@example.test']);
    const created = world.api.customers.get('new@example.test');
    expect(created?.metafields).toEqual([
      { key: 'promo_welcome', value: '30' },
      { key: 'promo_welcome_date', value: String(world.scheduler.now()) },
    ]);
    expect(welcome.state).toMatchObject({ step: 'success', codeSent: true, discountPercent: 30 });
    expect(stored(world, 'welcomePromoEmail')).toBe('new@example.test');

    welcome.signInForOffer();
    await flush();
    const request = modals.current?.request as LoginModalRequest;
    expect(request).toEqual({ kind: 'login', initialStep: 'verify', email: 'new@example.test' });
    expect(welcome.state.step).toBe('closed');
    const login = world.container.get(LoginModalStore);
    login.open(request.initialStep, request.email);
    expect(login.state).toMatchObject({ step: 'verify', email: 'new@example.test' });
  });

  it("says 'Oops! This offer is just for new users.' for a known email, and lets the shopper try another", async () => {
    const { world, welcome } = await setup();
    welcome.openOnRequest();
    welcome.edit('pat@example.test');
    await flush(); // the email's rules load with the first keystroke
    welcome.submit();
    await flush();
    expect(welcome.state).toEqual({ step: 'fail', email: 'pat@example.test', busy: false, error: 'Oops! This offer is just for new users.' });
    expect(world.api.accountCalls).not.toContain('createWelcome:pat@example.test');
    welcome.openOnRequest();
    expect(welcome.state.step).toBe('enterEmail');
  });

  it('validates the email without calling the server, and shows a failed call’s message', async () => {
    const { world, welcome } = await setup();
    welcome.openOnRequest();
    welcome.edit('not-an-email');
    await flush(); // the email's rules load with the first keystroke
    welcome.submit();
    expect(welcome.state.error).toBe('Invalid email address');
    welcome.edit('');
    welcome.submit();
    expect(welcome.state.error).toBe('Email address is required');
    expect(world.api.accountCalls.filter((c) => c.startsWith('eligible:'))).toEqual([]);

    world.api.welcomePromoEligible = async () => left(failure(429, 'Too many', 'Too many requests. Please wait a moment and try again.'));
    welcome.edit('new@example.test');
    welcome.submit();
    await flush();
    expect(welcome.state).toMatchObject({ step: 'enterEmail', busy: false, error: 'Too many requests. Please wait a moment and try again.' });
  });

  it('a submit before the email’s rules have loaded goes once they have (issue 27: they load with the first keystroke)', async () => {
    const { welcome } = await setup();
    welcome.openOnRequest();
    welcome.edit('not-an-email');
    welcome.submit();
    expect(welcome.state).toEqual({ step: 'enterEmail', email: 'not-an-email', busy: false });
    await flush();
    expect(welcome.state.error).toBe('Invalid email address');
  });

  it('opened by the banner and closed (any way), it is marked shown: the next visit does not pop it up (issue 32)', async () => {
    const first = await setup({ path: '/resume' });
    first.welcome.openOnRequest();
    expect(stored(first.world, 'welcomePromoShown')).toBeNull();
    first.modals.dismiss();
    await flush();
    expect(first.welcome.state.step).toBe('closed');
    expect(stored(first.world, 'welcomePromoShown')).toBe(true);
    // The next visit (same browser storage) on the home page: no popup after the delay.
    const shown = first.world.storage.get(storageKey('tilepix', 'welcomePromoShown'))!;
    const { world, modals } = await setup({ before: (w) => w.storage.set(storageKey('tilepix', 'welcomePromoShown'), shown) });
    world.scheduler.advance(5000);
    expect(welcomeOpen(modals)).toBe(false);
  });

  it('closing the modal closes the flow; logout forgets the email and the shown flag', async () => {
    const { world, modals, welcome, session } = await setup();
    world.scheduler.advance(800);
    welcome.edit('someone@example.test');
    modals.dismiss();
    await flush();
    expect(welcome.state.step).toBe('closed');
    session.signIn(world.api.session({ id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' }));
    session.logout();
    await flush();
    expect(welcome.state).toEqual({ step: 'closed', email: '', busy: false });
    expect(stored(world, 'welcomePromoShown')).toBeNull();
  });
});
