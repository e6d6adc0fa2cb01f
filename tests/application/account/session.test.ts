import { left } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { isAdminSession } from '../../../src/domain/account/access-token-claims';
import { LoginModalStore } from '../../../src/application/account/login-modal-store';
import { LoginPrompt } from '../../../src/application/account/login-prompt';
import { SessionRecovery } from '../../../src/application/account/session-recovery';
import { SessionStore } from '../../../src/application/account/session-store';
import { CrossTabLock } from '../../../src/application/ports/cross-tab-lock';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { RESEND_NOTICE } from '../../../src/domain/account';
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

function setup() {
  const world = buildTestWorld();
  const session = world.container.get(SessionStore);
  const modals = world.container.get(ModalStore);
  return { world, session, modals, recovery: world.container.get(SessionRecovery), login: () => world.container.get(LoginModalStore) };
}

/** Signs Pat in through the modal: login → verify → done. */
async function signInPat(login: LoginModalStore) {
  login.open();
  login.edit('email', 'pat@example.test');
  login.submit();
  await flush();
  login.edit('code', ' 123456 ');
  login.submit();
  await flush();
}

describe('the login modal store (SPEC §4)', () => {
  it('login → verify → done, keeping the session in the records; then loggedIn with the greeting', async () => {
    const { world, session, login } = setup();
    const store = login();
    await signInPat(store);
    expect(store.state.step).toBe('done');
    expect(world.api.accountCalls).toEqual(['login:pat@example.test', 'verify:pat@example.test:123456']);
    expect(session.signedIn).toBe(true);
    expect(stored(world, 'refreshToken')).toBe('refresh-1');
    expect(store.greeting).toBe('Hi Pat!');
    expect(isAdminSession(session)).toBe(false);
    store.close();
    store.open();
    expect(store.state.step).toBe('loggedIn');
  });

  it("shows SPEC §8's messages: unknown email, wrong code, email in use", async () => {
    const { login } = setup();
    const store = login();
    store.open();
    store.edit('email', 'nobody@example.test');
    store.submit();
    await flush();
    expect(store.state.error).toBe('Hmm.. we can’t find the account associated with this email. Please try again.');
    store.edit('email', 'pat@example.test');
    store.submit();
    await flush();
    store.edit('code', '000000');
    store.submit();
    await flush();
    expect(store.state.error).toBe('Invalid code');
    store.goToSignup();
    store.edit('name', 'Pat Lee');
    store.edit('email', 'pat@example.test');
    store.submit();
    await flush();
    expect(store.state.error).toBe('That email is already in use');
  });

  it("SPEC §8 Logged only: an unexpected login answer and an invalid token payload are logged, not shown as 'Failed to login'", async () => {
    const { world, session, login } = setup();
    const store = login();
    world.api.loginAnswers.push(left({ code: 'api/decode', message: 'result: expected "LoginCodeSent", got "Maybe"' }));
    store.open();
    store.edit('email', 'pat@example.test');
    store.submit();
    await flush();
    expect(store.state).toMatchObject({ step: 'login', busy: false });
    expect(store.state.error).toBeUndefined();
    expect(world.analytics.errors.map((e) => [e.where, (e.error as Error).message])).toEqual([
      ['login:unexpected answer', 'Unexpected login answer: result: expected "LoginCodeSent", got "Maybe"'],
    ]);
    // A session whose access token has no JSON payload: signed in, no Admin link, logged once.
    session.signIn({ accessToken: 'header.bm90LWpzb24.sig', refreshToken: 'r', customer: { id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' } });
    session.signIn({ accessToken: 'header.bm90LWpzb24.sig', refreshToken: 'r', customer: { id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' } });
    expect(session.signedIn).toBe(true);
    expect(isAdminSession(session)).toBe(false);
    // The token reader loads with the first token (issue 27's JS budget): the log follows it.
    await flush();
    expect(world.analytics.errors.slice(1).map((e) => [e.where, (e.error as Error).message])).toEqual([
      ['access token', 'Invalid token payload: payload is not JSON'],
    ]);
    expect(store.state.error).toBeUndefined();
  });

  it('sign-up goes to verify when a code was sent; the resend note shows for 10 s', async () => {
    const { world, login } = setup();
    const store = login();
    store.open('signup');
    store.edit('name', 'Sam Doe');
    store.edit('email', 'sam@example.test');
    store.submit();
    await flush();
    expect(store.state.step).toBe('verify');
    store.resendCode();
    await flush();
    expect(store.state).toMatchObject({ step: 'verify', notice: RESEND_NOTICE });
    world.scheduler.advance(9_999);
    expect(store.state.notice).toBe(RESEND_NOTICE);
    world.scheduler.advance(1);
    expect(store.state.notice).toBeUndefined();
  });

  it("'Use a different email' on the code step: back to the email step with nothing stale, a late resend answer ignored (issue 32)", async () => {
    const { world, login } = setup();
    const store = login();
    store.open();
    store.edit('email', 'pat@example.test');
    store.submit();
    await flush();
    expect(store.state.step).toBe('verify');
    store.edit('code', '12');
    store.submit();
    expect(store.fieldError('code')).toBeDefined();
    // A resend still on its way when the shopper changes address: it fails late, and must not mark the new step.
    let answerResend!: (value: Awaited<ReturnType<typeof world.api.login>>) => void;
    world.api.login = (email: string) => {
      world.api.accountCalls.push(`login:${email}`);
      return new Promise((resolve) => (answerResend = resolve));
    };
    store.resendCode();
    expect(store.state.notice).toBe(RESEND_NOTICE);
    store.useDifferentEmail();
    expect(store.state).toMatchObject({ step: 'login', email: 'pat@example.test', code: '', busy: false });
    expect(store.state.error).toBeUndefined();
    expect(store.state.notice).toBeUndefined();
    expect(store.fieldError('code')).toBeUndefined();
    answerResend(left(failure(404, 'Email not found')));
    await flush();
    expect(store.state.step).toBe('login');
    expect(store.state.error).toBeUndefined();
    // The resend note's timer went with it: nothing fires later.
    world.scheduler.advance(10_000);
    expect(store.state.notice).toBeUndefined();
    // Outside the code step it changes nothing.
    store.useDifferentEmail();
    expect(store.state.step).toBe('login');
  });

  it('validates eagerly: a changed field shows its message once left, an untouched one says nothing', () => {
    const { login } = setup();
    const store = login();
    store.open();
    store.leave('email');
    expect(store.fieldError('email')).toBeUndefined();
    store.edit('email', 'pat@');
    store.leave('email');
    expect(store.fieldError('email')).toBe('Invalid email address');
  });

  it('logout revokes the session on the server, clears it and what was the customer’s, and returns to login', async () => {
    const { world, session, login } = setup();
    await signInPat(login());
    world.storage.set(storageKey('tilepix', 'checkoutDetails'), JSON.stringify({ value: { email: 'pat@example.test' }, savedAt: Date.now() }));
    const store = login();
    store.open();
    store.logout();
    // Issue 26: the refresh token's family is revoked (the token it held at logout), so no copy refreshes again.
    expect(world.api.accountCalls.at(-1)).toBe('revoke:c-pat:refresh-1');
    await flush();
    expect(await world.api.refreshSession('c-pat', 'refresh-1')).toEqual(left(failure(401, 'Invalid refresh token', 'Please sign in again.')));
    expect(session.signedIn).toBe(false);
    for (const key of ['accessToken', 'refreshToken', 'customer', 'checkoutDetails'] as const) expect(stored(world, key), key).toBeNull();
    expect(login().state.step).toBe('login');
  });
});

describe('the session and its 401 recovery (SPEC §4 Auth, DESIGN §9)', () => {
  it('reads the role from the access token: an admin sees the Admin link', async () => {
    const { world, session, login } = setup();
    const store = login();
    store.open();
    store.edit('email', 'admin@tilepix.test');
    store.submit();
    await flush();
    store.edit('code', '123456');
    store.submit();
    await flush();
    expect(isAdminSession(session)).toBe(true);
    expect(world.api.accountCalls.at(-1)).toBe('verify:admin@tilepix.test:123456');
  });

  it('refreshes once for concurrent 401s and retries', async () => {
    const { world, session, recovery, login } = setup();
    await signInPat(login());
    const answers = await Promise.all([recovery.recover(), recovery.recover(), recovery.recover()]);
    expect(answers).toEqual(['retry', 'retry', 'retry']);
    expect(world.api.accountCalls.filter((c) => c.startsWith('refresh:'))).toEqual(['refresh:c-pat:refresh-1']);
    expect(stored(world, 'refreshToken')).toBe('refresh-2');
    expect(session.signedIn).toBe(true);
  });

  it('a call refused with a token a refresh has replaced since is sent again without a second refresh', async () => {
    const { world, session, recovery, login } = setup();
    await signInPat(login());
    const refused = session.storedAccessToken;
    // Two calls went out with the same token; the first 401 refreshes, the second arrives after that refresh.
    expect(await recovery.recover(false, refused)).toBe('retry');
    expect(session.storedAccessToken).not.toBe(refused);
    expect(await recovery.recover(false, refused)).toBe('retry');
    expect(world.api.accountCalls.filter((c) => c.startsWith('refresh:'))).toEqual(['refresh:c-pat:refresh-1']);
    expect(stored(world, 'refreshToken')).toBe('refresh-2');
    // The current token refused: that one is refreshed.
    expect(await recovery.recover(false, session.storedAccessToken)).toBe('retry');
    expect(world.api.accountCalls.filter((c) => c.startsWith('refresh:'))).toEqual(['refresh:c-pat:refresh-1', 'refresh:c-pat:refresh-2']);
  });

  it('refreshes an expired token before a call: once for the calls that share it, never for a replaced one or a clock that is off', async () => {
    const { world, session, recovery, modals, login } = setup();
    await signInPat(login());
    login().close();
    const refreshes = () => world.api.accountCalls.filter((c) => c.startsWith('refresh:'));
    const expired = session.storedAccessToken!;
    await Promise.all([recovery.refreshExpired(expired), recovery.refreshExpired(expired)]);
    expect(refreshes()).toEqual(['refresh:c-pat:refresh-1']);
    const fresh = session.storedAccessToken!;
    expect(fresh).not.toBe(expired);
    // A call that read the old token after the refresh: it is not the session's any more, nothing to do.
    await recovery.refreshExpired(expired);
    // The token this refresh gave reads expired too (the device's clock is far ahead): sent as it is, the server judges.
    await recovery.refreshExpired(fresh);
    expect(refreshes()).toEqual(['refresh:c-pat:refresh-1']);
    expect([session.signedIn, modals.isOpen]).toEqual([true, false]);
    // Signed out (no refresh token): nothing to refresh with, and no login modal before the call.
    session.logout();
    await recovery.refreshExpired(fresh);
    expect([refreshes().length, modals.isOpen]).toEqual([1, false]);
  });

  it('takes the session another tab refreshed while this one waited for the lock', async () => {
    const world = buildTestWorld();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    world.container.bind(CrossTabLock).toConstantValue({ withLock: async (_: string, task: () => Promise<unknown>) => (await held, task()) });
    const session = world.container.get(SessionStore);
    session.signIn(world.api.session({ id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' }));
    const outcome = session.refresh();
    // The other tab rotated the token and stored its new session.
    session.signIn(world.api.session({ id: 'c-pat', email: 'pat@example.test', firstName: 'Pat' }));
    release();
    expect(await outcome).toBe('refreshed');
    expect(world.api.accountCalls.filter((c) => c.startsWith('refresh:'))).toEqual([]);
  });

  it('a network failure is not a refusal: the session stays and the call gives up', async () => {
    const { world, session, recovery, modals, login } = setup();
    await signInPat(login());
    login().close();
    world.api.refreshAnswers.push(left({ code: 'api/network', message: 'offline' }));
    expect(await recovery.recover()).toBe('give-up');
    expect(session.signedIn).toBe(true);
    expect(modals.isOpen).toBe(false);
  });

  it('a refused refresh ends the session, opens the login modal and retries after sign-in', async () => {
    const { world, session, recovery, modals, login } = setup();
    await signInPat(login());
    world.api.refreshAnswers.push(left(failure(401, 'Refresh token reused', 'Please sign in again.')));
    const answer = recovery.recover();
    await flush();
    expect(session.signedIn).toBe(false);
    expect(stored(world, 'refreshToken')).toBeNull();
    expect(modals.current?.request.kind).toBe('login');
    await signInPat(login());
    expect(await answer).toBe('retry');
  });

  it('a call refused again after its refresh (repeated) ends the session without refreshing again, asks to sign in, then retries', async () => {
    const { world, session, recovery, modals, login } = setup();
    await signInPat(login());
    login().close();
    const refreshes = () => world.api.accountCalls.filter((c) => c.startsWith('refresh:'));
    const answer = recovery.recover(true);
    await flush();
    expect(refreshes()).toEqual([]);
    expect(session.signedIn).toBe(false);
    expect(stored(world, 'refreshToken')).toBeNull();
    expect(modals.current?.request.kind).toBe('login');
    await signInPat(login());
    expect(await answer).toBe('retry');
    expect(session.signedIn).toBe(true);
  });

  it('concurrent repeated refusals share one login modal and all retry after one sign-in', async () => {
    const { session, recovery, modals, login } = setup();
    await signInPat(login());
    login().close();
    const answers = Promise.all([recovery.recover(true), recovery.recover(true)]);
    await flush();
    expect(modals.current?.request.kind).toBe('login');
    await signInPat(login());
    expect(await answers).toEqual(['retry', 'retry']);
    expect(session.signedIn).toBe(true);
    expect(modals.isOpen).toBe(true); // the one login modal, at done: nothing queued behind it
    modals.dismiss();
    expect(modals.isOpen).toBe(false);
  });

  it('gives up when the shopper closes the login modal', async () => {
    const { world, recovery, modals } = setup();
    world.container.get(LoginPrompt);
    const answer = recovery.recover();
    await flush();
    modals.dismiss();
    expect(await answer).toBe('give-up');
  });

  it('refreshes the customer every hour while signed in', async () => {
    const { world, session, login } = setup();
    await signInPat(login());
    session.start();
    world.api.customerAnswers.push({ _tag: 'Right', right: { id: 'c-pat', email: 'pat@example.test', firstName: 'Pat', tags: 'member' } });
    world.scheduler.advance(3_600_000);
    await flush();
    expect(session.customer?.tags).toBe('member');
    expect((stored(world, 'customer') as { tags?: string }).tags).toBe('member');
  });
});
