import { inject, injectable, optional, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import type { Customer } from '../../domain/account/customer';
import type { LoginCause } from '../../domain/project';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { CrossTabLock, type CrossTabLock as Lock } from '../ports/cross-tab-lock';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { MainApi, type AccountSession, type MainApi as Api } from '../ports/main-api';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { CONFIG_REFRESH_MS } from '../shell/config-store';
import { AccessTokenRecord, CustomerRecord, RefreshTokenRecord } from './session-records';
import { SessionReset } from './session-reset';

/** How a refresh ended: a new session, a definite refusal (401: the session is over), or a failure to ask (network, 5xx, 429). */
export type RefreshOutcome = 'refreshed' | 'refused' | 'failed';

/** The Web Lock every tab of the store takes to refresh the session. */
export const REFRESH_LOCK = 'tpx-session-refresh';

/** Runs a task without a lock (tests, and browsers without Web Locks, through the adapter). */
const noLock: Lock = { withLock: (_name, task) => task() };

/**
 * The customer's session (DESIGN §9): the tokens and the customer in the tenant's local records, the
 * role read from the access token, the refresh (one in flight per tab, a cross-tab lock, the records
 * re-read once it is held, since another tab may have refreshed meanwhile), the customer refreshed
 * hourly (SPEC §9), sign-in and logout.
 */
@injectable()
export class SessionStore {
  customer: Customer | null = null;
  /** Sign-ins in this tab so far, and why the last one happened (SPEC §4: a 'resume' login keeps the resumed projects). */
  signIns = 0;
  signInCause: LoginCause = 'user';
  private pendingCause: LoginCause | null = null;
  /**
   * The access token of the session in view (observable: the Admin link follows its role, read by
   * the domain's `isAdminSession`, which loads with what shows it).
   */
  accessToken: string | null = null;
  private inFlight: Promise<RefreshOutcome> | null = null;
  private stopRefresh: (() => void) | undefined;
  /** The last token whose unreadable payload was logged (it is read again on every records load). */
  private loggedBadToken: string | null = null;

  constructor(
    @inject(LocalRecords) private readonly records: Records,
    @inject(MainApi) private readonly api: Api,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(SessionReset) private readonly reset: SessionReset,
    @inject(CrossTabLock) @optional() private readonly lock: Lock = noLock,
  ) {
    makeObservableByKind<SessionStore>(this, {
      observableRef: ['customer', 'signIns', 'signInCause', 'accessToken'],
      computed: ['signedIn'],
    });
    this.loadFromRecords();
  }

  /** Whether a customer is signed in (the login modal starts at loggedIn). */
  get signedIn(): boolean {
    return this.customer !== null;
  }

  /** The access token the calls send now (the records: another tab's refresh shows here too). */
  get storedAccessToken(): string | undefined {
    return this.records.read(AccessTokenRecord);
  }

  get hasRefreshToken(): boolean {
    return this.records.read(RefreshTokenRecord) !== undefined;
  }

  /** Refreshes the customer now (when signed in) and every hour after; call once. */
  start(): void {
    if (this.stopRefresh) return;
    if (this.signedIn) void this.refreshCustomer();
    this.stopRefresh = this.scheduler.every(CONFIG_REFRESH_MS, () => {
      if (this.signedIn) void this.refreshCustomer();
    });
  }

  /** Names why the next sign-in happens (the /resume page asks with 'resume'); a sign-in without one is the shopper's own ('user'). */
  expectSignIn(cause: LoginCause): void {
    this.pendingCause = cause;
  }

  /** Keeps a new session: tokens and customer to the records, the role to the view. */
  signIn(session: AccountSession): void {
    this.records.write(AccessTokenRecord, session.accessToken);
    this.records.write(RefreshTokenRecord, session.refreshToken);
    this.records.write(CustomerRecord, session.customer);
    const cause = this.pendingCause ?? 'user';
    this.pendingCause = null;
    this.checkTokenPayload(session.accessToken);
    runInAction(() => {
      this.accessToken = session.accessToken;
      this.customer = session.customer;
      this.signInCause = cause;
      this.signIns++;
    });
  }

  /**
   * Takes the session now in the records (a parent page handed it over, SPEC §7 receiveLocalStorage):
   * the customer stored with it, else the one the access token names (GET customer_get). A token
   * the server refuses leaves the shopper signed out.
   */
  async adoptStoredSession(): Promise<void> {
    this.loadFromRecords();
    if (this.signedIn || this.records.read(AccessTokenRecord) === undefined) return;
    const result = await this.api.getCustomer();
    if (isLeft(result)) return;
    this.records.write(CustomerRecord, result.right);
    runInAction(() => (this.customer = result.right));
  }

  /** GET v1/shopify/customer_get; a failure keeps the customer we have (a 401 goes through recovery first). */
  async refreshCustomer(): Promise<void> {
    const result = await this.api.getCustomer();
    if (isLeft(result)) {
      if (result.left.code !== 'api/unauthorized') this.analytics.reportError(new Error(result.left.message), { where: 'customer refresh' });
      return;
    }
    if (!this.signedIn) return;
    this.records.write(CustomerRecord, result.right);
    runInAction(() => (this.customer = result.right));
  }

  /**
   * POST v1/account/refresh, once per tab at a time and under the cross-tab lock. A tab that waited
   * for the lock first looks whether the refresh token changed: then another tab refreshed and this
   * one takes its session instead of presenting a rotated token (which would revoke the family).
   */
  refresh(): Promise<RefreshOutcome> {
    if (this.inFlight) return this.inFlight;
    const seen = this.records.read(RefreshTokenRecord);
    this.inFlight = this.lock.withLock(REFRESH_LOCK, () => this.refreshHoldingLock(seen)).finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  /**
   * Logout (SPEC §4): the customer is forgotten and the session reset clears what was theirs. The
   * server is asked to revoke the refresh token's family first (issue 26): a copy kept elsewhere (the
   * embed's parent page, a stolen one) then no longer refreshes. The shopper does not wait for it; if
   * it cannot be reached the token still lapses after its 30 days.
   */
  logout(): void {
    const refreshToken = this.records.read(RefreshTokenRecord);
    const customerId = this.records.read(CustomerRecord)?.id ?? this.customer?.id;
    if (refreshToken !== undefined && customerId !== undefined) {
      void this.api.revokeSession(customerId, refreshToken).then((answer) => {
        if (isLeft(answer) && answer.left.code !== 'api/network') this.analytics.reportError(new Error(answer.left.message), { where: 'session revoke' });
      });
    }
    runInAction(() => {
      this.customer = null;
      this.accessToken = null;
    });
    this.reset.reset();
  }

  @preDestroy()
  dispose(): void {
    this.stopRefresh?.();
    this.stopRefresh = undefined;
  }

  private async refreshHoldingLock(seen: string | undefined): Promise<RefreshOutcome> {
    const current = this.records.read(RefreshTokenRecord);
    const customer = this.records.read(CustomerRecord);
    if (current !== undefined && current !== seen) {
      this.loadFromRecords();
      return 'refreshed';
    }
    if (current === undefined || customer === undefined) return 'refused';
    const answer = await this.api.refreshSession(customer.id, current);
    if (isLeft(answer)) return answer.left.code === 'api/unauthorized' ? 'refused' : 'failed';
    this.signIn(answer.right);
    return 'refreshed';
  }

  private loadFromRecords(): void {
    const customer = this.records.read(CustomerRecord) ?? null;
    const token = this.records.read(AccessTokenRecord) ?? null;
    if (token !== null) this.checkTokenPayload(token);
    runInAction(() => {
      this.customer = customer;
      this.accessToken = token;
    });
  }

  /**
   * SPEC §8: an access token whose payload is not readable JSON is logged only (a client event), not
   * shown: the shopper stays signed in (the server judges the token) and simply sees no Admin link.
   * The token reader loads only when there is a token (issue 27's JS budget: a visitor without a
   * session never needs it); each bad token is logged once.
   */
  private checkTokenPayload(token: string): void {
    void import('../../domain/account/access-token-claims').then(
      ({ accessTokenPayloadProblem }) => {
        const problem = accessTokenPayloadProblem(token);
        if (problem === undefined || token === this.loggedBadToken) return;
        this.loggedBadToken = token;
        this.analytics.reportError(new Error(`Invalid token payload: ${problem}`), { where: 'access token' });
      },
      // A reader that could not load logs nothing: the log is all it would have done.
      () => undefined,
    );
  }
}
