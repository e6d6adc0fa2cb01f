import { inject, injectable, preDestroy } from 'inversify';
import { reaction, when } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import {
  initialWelcomePromo,
  welcomePromoReducer,
  type WelcomeEmailCheck,
  type WelcomePromoEffect,
  type WelcomePromoEvent,
  type WelcomePromoState,
} from '../../domain/account/welcome-promo';
import { loadChunk } from '../loading/chunk-loader';
import { DomainMachine } from '../machine';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ModalStore, type ModalRequest } from '../shell/modal-store';
import { LoginPrompt } from './login-prompt';
import { SessionReset } from './session-reset';
import { WelcomeOfferAccount } from './welcome-offer-account';
import { WelcomePromoAudience } from './welcome-promo-audience';

const WELCOME_PROMO_KIND = 'welcome-promo';

/** The welcome promo modal's request (its body: `src/ui/account/welcome-promo-modal.tsx`, lazy). */
export interface WelcomePromoRequest extends ModalRequest {
  readonly kind: typeof WELCOME_PROMO_KIND;
}

/**
 * The welcome promo (SPEC §4): `welcomePromoReducer` in a `DomainMachine`. It pops up once per
 * browser 0.8 s after the geolocation check is done (and the store config is known), unless a
 * customer is signed in, the route hides it (`hideWelcomePromo`: /recover, /resume…) or auto popup
 * is suppressed (inside a parent page, whose site owns its popups); `openOnRequest` opens it (the
 * home page's banner). Submitting asks welcome_promo_eligible; 'Create Customer' creates the account
 * with the promo_welcome metafields and mails it a sign-in code: the offer is the account's, and
 * the cart (and the server's pricing) apply it once the shopper signs in with that code.
 */
@injectable()
export class WelcomePromoStore {
  readonly machine: DomainMachine<WelcomePromoState, WelcomePromoEvent, WelcomePromoEffect>;
  private readonly disposers: Array<() => void> = [];
  /** The email's rules: loaded with the first keystroke (or the first submit), not with the page. */
  private emailCheck: WelcomeEmailCheck | null = null;
  private emailCheckLoad: Promise<WelcomeEmailCheck> | null = null;

  constructor(
    @inject(WelcomePromoAudience) private readonly audience: WelcomePromoAudience,
    @inject(WelcomeOfferAccount) private readonly account: WelcomeOfferAccount,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(SessionReset) private readonly reset: SessionReset,
    @inject(LoginPrompt) private readonly login: LoginPrompt,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
  ) {
    this.machine = new DomainMachine(
      welcomePromoReducer,
      initialWelcomePromo,
      {
        startTimer: (e, send) => {
          this.disposers.push(this.scheduler.after(e.ms, () => send({ type: 'delayElapsed', conditions: this.audience.conditions() })));
        },
        markWelcomePromoShown: () => this.audience.markShown(),
        rememberWelcomeEmail: (e) => this.audience.rememberEmail(e.email),
        checkEligibility: async (e, send) => send(await this.account.checkEligibility(e.email)),
        createCustomer: async (e, send) => send(await this.account.createCustomer(e.email, e.percentOff ?? this.audience.configuredPercent)),
      },
      (error, effect) => this.analytics.reportError(error, { where: `welcome-promo:${effect.type}` }),
    );
    makeObservableByKind<WelcomePromoStore, 'show' | 'submitChecked'>(this, {
      computed: ['state', 'percentOff'],
      action: ['openOnRequest', 'edit', 'submit', 'show', 'submitChecked'],
    });
  }

  get state(): WelcomePromoState {
    return this.machine.state;
  }

  /** The offer's percent: the eligibility answer's, else the store config's. */
  get percentOff(): number {
    return this.machine.state.discountPercent ?? this.audience.configuredPercent;
  }

  /** Watches for the geolocation check (once per visit), the modal's steps and logout. */
  start(): void {
    if (this.disposers.length > 0) return;
    const cue = when(
      () => this.audience.ready,
      () => this.machine.send({ type: 'geolocationDone', conditions: this.audience.conditions() }),
    );
    this.disposers.push(
      cue,
      reaction(
        () => this.machine.state.step !== 'closed',
        (open) => open && this.show(),
      ),
      // Logout (SessionReset) clears the welcome records; the modal forgets its email too.
      reaction(
        () => this.reset.session,
        () => {
          this.modals.dismissKind(WELCOME_PROMO_KIND);
          this.machine.send({ type: 'forget' });
        },
      ),
    );
  }

  /** Opens the modal on request (the home page's banner), whatever the auto popup's rules say. */
  openOnRequest(): void {
    this.machine.send({ type: 'requestOpen' });
  }

  edit(email: string): void {
    void this.loadEmailCheck().catch(() => undefined);
    this.machine.send({ type: 'editEmail', email });
  }

  /**
   * Checks the email and, valid, asks whether it is eligible. The email's rules load with the first
   * keystroke (issue 27's JS budget: the offer pops up on a first visit, its check waits for the
   * shopper); a submit before they arrive goes once they have. A chunk that cannot load says so
   * through the ChunkLoader's notice (SPEC §8), and the modal stays as it was.
   */
  submit(): void {
    if (this.emailCheck) return this.submitChecked(this.emailCheck);
    void this.loadEmailCheck().then(
      (check) => this.submitChecked(check),
      () => undefined,
    );
  }

  /** After success: the login modal, at the code step for the new account (or at login with its email). */
  signInForOffer(): void {
    const { email, codeSent } = this.machine.state;
    this.modals.dismissKind(WELCOME_PROMO_KIND);
    void this.login.show(codeSent === true ? 'verify' : 'login', email);
  }

  @preDestroy()
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private submitChecked(checkEmail: WelcomeEmailCheck): void {
    this.machine.send({ type: 'submit', checkEmail });
  }

  private loadEmailCheck(): Promise<WelcomeEmailCheck> {
    this.emailCheckLoad ??= loadChunk(() => import('../../domain/validation/login-inputs')).then(
      (m) => (this.emailCheck = m.validateEmailInput),
      (error: unknown) => {
        this.emailCheckLoad = null; // the next keystroke or submit tries again
        throw error;
      },
    );
    return this.emailCheckLoad;
  }

  /** Puts the modal on screen through the one ModalStore; however it closes, the machine closes. */
  private show(): void {
    const request: WelcomePromoRequest = { kind: WELCOME_PROMO_KIND };
    void this.modals.open(request, undefined).then(() => {
      if (this.machine.state.step !== 'closed') this.machine.send({ type: 'close' });
    });
  }
}
