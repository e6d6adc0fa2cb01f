import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { action, computed, makeObservable, reaction, when } from 'mobx';
import {
  initialWelcomePromo,
  welcomePromoReducer,
  type WelcomePromoConditions,
  type WelcomePromoEffect,
  type WelcomePromoEvent,
  type WelcomePromoState,
} from '../../domain/account/welcome-promo';
import { matchRoute } from '../routing/route-table';
import { DomainMachine } from '../machine';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { LaunchContext, type LaunchContext as Launch } from '../ports/launch-context';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ConfigStore } from '../shell/config-store';
import { ModalStore, type ModalRequest } from '../shell/modal-store';
import { GeolocationStore } from './geolocation-store';
import { LoginPrompt } from './login-prompt';
import { SessionReset } from './session-reset';
import { SessionStore } from './session-store';

/** SPEC §3: the welcome promo was shown in this browser (logout clears it with the other records). */
export const WelcomePromoShownRecord: LocalRecord<boolean> = { key: 'welcomePromoShown', codec: t.boolean };
/** SPEC §3: the email the welcome offer was claimed with. */
export const WelcomePromoEmailRecord: LocalRecord<string> = { key: 'welcomePromoEmail', codec: t.string };

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

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(GeolocationStore) private readonly geolocation: GeolocationStore,
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SessionReset) private readonly reset: SessionReset,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(LaunchContext) private readonly launch: Launch,
    @inject(LoginPrompt) private readonly login: LoginPrompt,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
  ) {
    this.machine = new DomainMachine(
      welcomePromoReducer,
      initialWelcomePromo,
      {
        startTimer: (e, send) => {
          this.disposers.push(this.scheduler.after(e.ms, () => send({ type: 'delayElapsed', conditions: this.conditions() })));
        },
        markWelcomePromoShown: () => void this.records.write(WelcomePromoShownRecord, true),
        rememberWelcomeEmail: (e) => void this.records.write(WelcomePromoEmailRecord, e.email),
        checkEligibility: async (e, send) => {
          const answer = await this.api.welcomePromoEligible(e.email);
          if (isLeft(answer)) return send({ type: 'checkFailed', ...customerMessageOf(answer.left) });
          send({ type: 'eligibility', ...answer.right });
        },
        createCustomer: async (e, send) => {
          const percentOff = e.percentOff ?? this.config.config?.welcomePromo.percentOff ?? 0;
          const created = await this.api.createWelcomeAccount(e.email, this.scheduler.now(), percentOff);
          if (isLeft(created)) {
            // 409: the email got an account since the check (a second tab, a race): not a new user.
            return send(created.left.status === 409 ? { type: 'createRefused' } : { type: 'checkFailed', ...customerMessageOf(created.left) });
          }
          const code = await this.api.login(e.email);
          send({ type: 'customerCreated', codeSent: !isLeft(code) });
        },
      },
      (error, effect) => this.analytics.reportError(error, { where: `welcome-promo:${effect.type}` }),
    );
    makeObservable<WelcomePromoStore, 'show'>(this, {
      state: computed,
      percentOff: computed,
      openOnRequest: action,
      edit: action,
      submit: action,
      show: action,
    });
  }

  get state(): WelcomePromoState {
    return this.machine.state;
  }

  /** The offer's percent: the eligibility answer's, else the store config's. */
  get percentOff(): number {
    return this.machine.state.discountPercent ?? this.config.config?.welcomePromo.percentOff ?? 0;
  }

  /** Watches for the geolocation check (once per visit), the modal's steps and logout. */
  start(): void {
    if (this.disposers.length > 0) return;
    const cue = when(
      () => this.geolocation.done && this.config.config !== null,
      () => this.machine.send({ type: 'geolocationDone', conditions: this.conditions() }),
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
    this.machine.send({ type: 'editEmail', email });
  }

  submit(): void {
    this.machine.send({ type: 'submit' });
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

  private conditions(): WelcomePromoConditions {
    return {
      promoActive: this.config.config?.welcomePromo.active ?? false,
      alreadyShown: this.records.read(WelcomePromoShownRecord) === true,
      customerLoggedIn: this.session.signedIn,
      routeHidesWelcomePromo: matchRoute(this.navigator.current()).route.hideWelcomePromo,
      autoPopupSuppressed: this.launch.embedded,
    };
  }

  /** Puts the modal on screen through the one ModalStore; however it closes, the machine closes. */
  private show(): void {
    const request: WelcomePromoRequest = { kind: WELCOME_PROMO_KIND };
    void this.modals.open(request, undefined).then(() => {
      if (this.machine.state.step !== 'closed') this.machine.send({ type: 'close' });
    });
  }
}

const customerMessageOf = (failure: { readonly customerMessage?: string }) =>
  failure.customerMessage === undefined ? {} : { customerMessage: failure.customerMessage };
