import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { DomainMachine, interpretEffects, type EffectHandlers, type TaggedEffect } from '../../src/application/machine';
import {
  geolocationReducer,
  initialGeolocation,
  initialLoginModal,
  loginModalReducer,
  RESEND_NOTICE,
  type CachedGeolocation,
  type GeolocationEffect,
  type GeolocationEvent,
  type LoginModalEffect,
  type LoginModalEvent,
} from '../../src/domain/account';
import { GEOLOCATION_CACHE_MS, RESEND_NOTICE_MS } from '../../src/domain/account/durations';
import { ManualScheduler } from '../fixtures/fakes';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Fake account API: answers scripted per call, calls recorded. */
class FakeAccountApi {
  calls: string[] = [];
  loginAnswer: 'sent' | 'refused' = 'sent';
  verifyAnswer: 'ok' | 'wrong' = 'ok';
  async requestLoginCode(email: string) {
    this.calls.push(`code ${email}`);
    return this.loginAnswer;
  }
  async verifyCode(email: string, code: string) {
    this.calls.push(`verify ${email} ${code}`);
    return this.verifyAnswer;
  }
  async createAccount(email: string) {
    this.calls.push(`create ${email}`);
    return 'accountReturned' as const;
  }
}

/** A login-modal store the way the accounts issue will build it: the reducer plus ports. */
function loginModal() {
  const api = new FakeAccountApi();
  const scheduler = new ManualScheduler();
  const errors: string[] = [];
  let customerCleared = 0;
  const handlers: EffectHandlers<LoginModalEffect, LoginModalEvent> = {
    requestLoginCode: async (e, send) =>
      send((await api.requestLoginCode(e.email)) === 'sent' ? { type: 'codeSent' } : { type: 'loginFailed', serverMessage: 'refused' }),
    verifyCode: async (e, send) => send((await api.verifyCode(e.email, e.code)) === 'ok' ? { type: 'verified' } : { type: 'verifyFailed' }),
    createAccount: async (e, send) => send({ type: 'signupSucceeded', result: await api.createAccount(e.email) }),
    startTimer: (e, send) => void scheduler.after(e.ms, () => send({ type: 'noticeExpired' })),
    clearCustomer: () => void customerCleared++,
  };
  const machine = new DomainMachine(loginModalReducer, initialLoginModal, handlers, (error, effect) => errors.push(`${effect.type}: ${String(error)}`));
  return { machine, api, scheduler, errors, cleared: () => customerCleared };
}

describe('DomainMachine over the login modal', () => {
  it('commits the state, then runs the effect through its port, which sends the answer back', async () => {
    const { machine, api } = loginModal();
    machine.send({ type: 'open', customerLoggedIn: false });
    machine.send({ type: 'edit', field: 'email', value: ' ana@example.com ' });
    machine.send({ type: 'submitLogin' });
    expect(machine.state).toMatchObject({ step: 'login', busy: true });
    expect(api.calls).toEqual(['code ana@example.com']);
    await flush();
    expect(machine.state).toMatchObject({ step: 'verify', busy: false, code: '' });

    machine.send({ type: 'edit', field: 'code', value: '123456' });
    machine.send({ type: 'submitCode' });
    await flush();
    expect(api.calls).toEqual(['code ana@example.com', 'verify ana@example.com 123456']);
    expect(machine.state).toMatchObject({ step: 'done', busy: false });
  });

  it("a refused answer becomes the domain's wording, not an effect error", async () => {
    const { machine, api, errors } = loginModal();
    api.verifyAnswer = 'wrong';
    machine.send({ type: 'open', customerLoggedIn: false, initialStep: 'verify' });
    machine.send({ type: 'edit', field: 'email', value: 'ana@example.com' });
    machine.send({ type: 'edit', field: 'code', value: '654321' });
    machine.send({ type: 'submitCode' });
    await flush();
    expect(machine.state.busy).toBe(false);
    expect(machine.state.error).toEqual(expect.any(String));
    expect(machine.state.step).toBe('verify');
    expect(errors).toEqual([]);
  });

  it('the resend notice goes away when the Scheduler fires the timer the effect started', async () => {
    const { machine, scheduler, api } = loginModal();
    machine.send({ type: 'open', customerLoggedIn: false, initialStep: 'verify' });
    machine.send({ type: 'edit', field: 'email', value: 'ana@example.com' });
    machine.send({ type: 'resendCode' });
    expect(machine.state.notice).toBe(RESEND_NOTICE);
    expect(api.calls).toEqual(['code ana@example.com']);
    expect(scheduler.pending).toBe(1);
    scheduler.advance(RESEND_NOTICE_MS - 1);
    expect(machine.state.notice).toBe(RESEND_NOTICE);
    scheduler.advance(1);
    expect(machine.state.notice).toBeUndefined();
  });

  it('logout clears the customer through its port', () => {
    const { machine, cleared } = loginModal();
    machine.send({ type: 'logout' });
    expect(cleared()).toBe(1);
    expect(machine.state).toEqual(initialLoginModal);
  });

  it('a failing port reaches the error sink; the state stays as the reducer left it', async () => {
    const { machine, api, errors } = loginModal();
    api.requestLoginCode = async () => {
      throw new Error('network down');
    };
    machine.send({ type: 'open', customerLoggedIn: false });
    machine.send({ type: 'edit', field: 'email', value: 'ana@example.com' });
    machine.send({ type: 'submitLogin' });
    await flush();
    expect(errors).toEqual(['requestLoginCode: Error: network down']);
    expect(machine.state.busy).toBe(true);
  });

  it('observers see each committed state (the state is observable)', () => {
    const { machine } = loginModal();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${machine.state.open} ${machine.state.step}`));
    machine.send({ type: 'open', customerLoggedIn: true });
    machine.send({ type: 'close' });
    stop();
    expect(seen).toEqual(['false login', 'true loggedIn', 'false loggedIn']);
  });
});

/** A geolocation store as the accounts issue will build it: lookup port, a cache record, a done callback. */
function geolocation(lookup: () => Promise<string | null>) {
  const scheduler = new ManualScheduler();
  scheduler.time = 1_000_000;
  const cache: CachedGeolocation[] = [];
  const order: string[] = [];
  const errors: unknown[] = [];
  const machine: DomainMachine<typeof initialGeolocation, GeolocationEvent, GeolocationEffect> = new DomainMachine(
    geolocationReducer,
    initialGeolocation,
    {
      lookup: async (_, send) => {
        const country = await lookup();
        send(country === null ? { type: 'lookupFailed' } : { type: 'lookupSucceeded', countryCode: country, now: scheduler.now() });
      },
      cacheResult: (e) => {
        order.push(`cache ${e.value.countryCode} (state ${machine.state.step})`);
        cache.push(e.value);
      },
      checkDone: () => void order.push(`done (state ${machine.state.step})`),
    },
    (error) => errors.push(error),
  );
  return { machine, scheduler, cache, order, errors };
}

describe('DomainMachine over the geolocation check', () => {
  it('a US lookup is cached and ends the check; effects run after the state is committed', async () => {
    const g = geolocation(async () => 'US');
    g.machine.send({ type: 'start', now: g.scheduler.now() });
    expect(g.machine.state.step).toBe('checking');
    await flush();
    expect(g.machine.state).toEqual({ step: 'done', countryCode: 'US' });
    expect(g.cache).toEqual([{ countryCode: 'US', savedAt: 1_000_000 }]);
    expect(g.order).toEqual(['cache US (state done)', 'done (state done)']);
  });

  it('a non-US lookup shows the notice; dismissing it ends the check', async () => {
    const g = geolocation(async () => 'FR');
    g.machine.send({ type: 'start', now: g.scheduler.now() });
    await flush();
    expect(g.machine.state).toEqual({ step: 'notice', countryCode: 'FR' });
    expect(g.order).toEqual(['cache FR (state notice)']);
    g.machine.send({ type: 'dismiss' });
    expect(g.machine.state.step).toBe('done');
    expect(g.order).toEqual(['cache FR (state notice)', 'done (state done)']);
  });

  it('a fresh cached answer skips the lookup port', () => {
    let lookups = 0;
    const g = geolocation(async () => {
      lookups++;
      return 'US';
    });
    g.machine.send({ type: 'start', now: g.scheduler.now(), cached: { countryCode: 'FR', savedAt: g.scheduler.now() - GEOLOCATION_CACHE_MS + 1 } });
    expect(lookups).toBe(0);
    expect(g.machine.state).toEqual({ step: 'done', countryCode: 'FR' });
    expect(g.order).toEqual(['done (state done)']);
  });

  it('a lookup port that rejects reaches the error sink', async () => {
    const g = geolocation(() => Promise.reject(new Error('offline')));
    g.machine.send({ type: 'start', now: g.scheduler.now() });
    await flush();
    expect(g.errors).toEqual([new Error('offline')]);
  });
});

describe('interpretEffects', () => {
  type Fx = { readonly type: 'a'; readonly n: number } | { readonly type: 'b' };

  it('runs every effect in order; a throwing handler reaches the sink and the rest still run', () => {
    const seen: string[] = [];
    const failures: string[] = [];
    interpretEffects<Fx>(
      [{ type: 'a', n: 1 }, { type: 'b' }, { type: 'a', n: 2 }],
      {
        a: (e) => void seen.push(`a${e.n}`),
        b: () => {
          throw new Error('b broke');
        },
      },
      (error, effect: TaggedEffect) => failures.push(`${effect.type} ${(error as Error).message}`),
    );
    expect(seen).toEqual(['a1', 'a2']);
    expect(failures).toEqual(['b b broke']);
  });

  it('events sent by a handler are handled after the current effects, in order', () => {
    type Ev = { readonly type: 'go'; readonly n: number };
    type Ef = { readonly type: 'log'; readonly n: number } | { readonly type: 'again'; readonly n: number };
    const log: string[] = [];
    const machine = new DomainMachine<number, Ev, Ef>(
      (_, e) => ({
        state: e.n,
        effects:
          e.n < 2
            ? [
                { type: 'again', n: e.n + 1 },
                { type: 'log', n: e.n },
              ]
            : [{ type: 'log', n: e.n }],
      }),
      0,
      { again: (e, send) => send({ type: 'go', n: e.n }), log: (e) => void log.push(`log ${e.n} at ${machine.state}`) },
      (error) => {
        throw error;
      },
    );
    machine.send({ type: 'go', n: 0 });
    expect(log).toEqual(['log 0 at 0', 'log 1 at 1', 'log 2 at 2']);
    expect(machine.state).toBe(2);
  });
});

// A handler table that leaves out an effect type does not compile.
// @ts-expect-error 'checkDone' has no handler
const _missing: EffectHandlers<GeolocationEffect, GeolocationEvent> = { lookup: () => undefined, cacheResult: () => undefined };
void _missing;
