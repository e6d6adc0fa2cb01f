import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { observable } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import {
  greeting,
  initialLoginModal,
  LOGIN_STEP_FIELDS,
  loginFieldMessage,
  loginModalReducer,
  type LoginField,
  type LoginModalEffect,
  type LoginModalEvent,
  type LoginModalState,
  type LoginStep,
} from '../../domain/account';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { DomainMachine } from '../machine';
import { SessionStore } from './session-store';
import { isAdminSession } from '../../domain/account/access-token-claims';

/** Where a sign-in started, as login_verify and create record it. */
export const LOGIN_SOURCE = 'login-modal';

/**
 * The login modal (SPEC §4): `loginModalReducer` run by a DomainMachine, its effects carried out
 * through the MainApi port and the session. Fields validate eagerly (SPEC §5): a field shows its
 * message once it has been left or submitted, then as the shopper types.
 */
@injectable()
export class LoginModalStore {
  readonly machine: DomainMachine<LoginModalState, LoginModalEvent, LoginModalEffect>;
  private readonly touched = observable.set<LoginField>();
  private readonly edited = new Set<LoginField>();
  private readonly timers = new Set<() => void>();
  /**
   * Bumped when the shopper changes address on the code step: a code request still on its way for
   * the old address (a resend) is then stale, and its answer must not move or mark the new step.
   */
  private addressTurn = 0;

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
  ) {
    this.machine = new DomainMachine(
      loginModalReducer,
      initialLoginModal,
      {
        requestLoginCode: async (e, send) => {
          const turn = this.addressTurn;
          const sent = await this.api.login(e.email);
          if (turn !== this.addressTurn) return;
          // SPEC §8: an answer that is not 'LoginCodeSent' (it failed to decode) is logged only, not 'Failed to login'.
          if (isLeft(sent) && sent.left.code === 'api/decode') {
            this.analytics.reportError(new Error(`Unexpected login answer: ${sent.left.message}`), { where: 'login:unexpected answer' });
            send({ type: 'loginUnexpected' });
          } else if (isLeft(sent)) send({ type: 'loginFailed', serverMessage: sent.left.message });
          // A resend stays on the verify step with its note; a first request moves there.
          else if (this.state.step !== 'verify') send({ type: 'codeSent' });
        },
        verifyCode: async (e, send) => {
          const turn = this.addressTurn;
          const verified = await this.api.loginVerify(e.email, e.code, LOGIN_SOURCE);
          if (turn !== this.addressTurn) return;
          if (isLeft(verified)) return send({ type: 'verifyFailed', serverMessage: verified.left.message });
          this.session.signIn(verified.right);
          send({ type: 'verified' });
        },
        createAccount: async (e, send) => {
          const input = { email: e.email, firstName: e.firstName ?? '', lastName: e.lastName ?? '' };
          const created = await this.api.createAccount(input, LOGIN_SOURCE);
          if (isLeft(created)) {
            const { message, customerMessage } = created.left;
            return send({ type: 'signupFailed', serverMessage: message, ...(customerMessage === undefined ? {} : { customerMessage }) });
          }
          send({ type: 'signupSucceeded', result: created.right.kind });
        },
        startTimer: (e, send) => {
          const stop = this.scheduler.after(e.ms, () => {
            this.timers.delete(stop);
            send({ type: 'noticeExpired' });
          });
          this.timers.add(stop);
        },
        clearCustomer: () => this.session.logout(),
      },
      (error, effect) => this.analytics.reportError(error, { where: `login modal:${effect.type}` }),
    );
    makeObservableByKind(
      this,
      {
        action: ['open', 'close', 'useDifferentEmail', 'edit', 'leave', 'submit'],
        computed: ['greeting'],
      },
      { fieldError: false },
    );
  }

  get state(): LoginModalState {
    return this.machine.state;
  }

  /** 'Hi {first name or there}!' for the signed-in customer. */
  get greeting(): string {
    return greeting(this.session.customer ?? undefined);
  }

  get email(): string {
    return this.session.customer?.email ?? this.state.email;
  }

  get isAdmin(): boolean {
    return isAdminSession(this.session);
  }

  /** Opening resets email, name and code (to `email` when given); a signed-in customer starts at loggedIn. */
  open(initialStep?: LoginStep, email?: string): void {
    this.resetFields();
    this.machine.send({
      type: 'open',
      customerLoggedIn: this.session.signedIn,
      ...(initialStep ? { initialStep } : {}),
      ...(email === undefined ? {} : { email }),
    });
  }

  close(): void {
    this.stopTimers();
    this.machine.send({ type: 'close' });
  }

  edit(field: LoginField, value: string): void {
    this.edited.add(field);
    this.machine.send({ type: 'edit', field, value });
  }

  /**
   * The shopper left a field: once changed, it shows its message from now on (eager mode checks on
   * change, not on passing through an untouched field, so tabbing past it or clicking a link beside
   * it says nothing yet).
   */
  leave(field: LoginField): void {
    if (this.edited.has(field)) this.touched.add(field);
  }

  /** SPEC §5's message for a field the shopper has left or submitted, if its value fails. */
  fieldError(field: LoginField): string | undefined {
    return this.touched.has(field) ? loginFieldMessage(field, this.state[field]) : undefined;
  }

  /** The step's form was submitted. */
  submit(): void {
    const step = this.state.step;
    for (const field of LOGIN_STEP_FIELDS[step]) this.touched.add(field);
    if (step === 'login') this.machine.send({ type: 'submitLogin' });
    else if (step === 'verify') this.machine.send({ type: 'submitCode' });
    else if (step === 'signup') this.machine.send({ type: 'submitSignup' });
  }

  goToSignup(): void {
    this.resetFields();
    this.machine.send({ type: 'goToSignup' });
  }

  goToLogin(): void {
    this.resetFields();
    this.machine.send({ type: 'goToLogin' });
  }

  resendCode(): void {
    this.machine.send({ type: 'resendCode' });
  }

  /** Issue 32: from the code step back to the email step, nothing of the old address kept but its text to correct. */
  useDifferentEmail(): void {
    if (this.state.step !== 'verify' || this.state.busy) return;
    this.addressTurn++;
    this.resetFields();
    this.stopTimers();
    this.machine.send({ type: 'useDifferentEmail' });
  }

  logout(): void {
    this.resetFields();
    this.machine.send({ type: 'logout' });
  }

  @preDestroy()
  dispose(): void {
    this.stopTimers();
  }

  private resetFields(): void {
    this.touched.clear();
    this.edited.clear();
  }

  private stopTimers(): void {
    for (const stop of this.timers) stop();
    this.timers.clear();
  }
}
