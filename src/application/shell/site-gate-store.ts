import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { siteGateMessage, type SiteAuthorizeOutcome } from '../../domain/tenant/site-gate';
import { SITE_PRIVATE_STATUS } from '../../domain/tenant/tenant-resolution';
import { TenantStore } from './tenant-store';

/**
 * The private-site gate (SPEC §2 Shell, issue 18): 'This site is not public' with an Authorize button
 * that asks for the password. The right one makes the server set this browser's pass (an HttpOnly
 * cookie) and the tenant loads; a wrong one says 'Incorrect password'.
 */
@injectable()
export class SiteGateStore {
  /** Whether the password prompt is open. */
  asking = false;
  /** A check is on its way (the submit button waits). */
  checking = false;
  /** What the prompt says after a refused password. */
  message: string | undefined = undefined;

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(TenantStore) private readonly tenants: TenantStore,
  ) {
    makeObservable(this, { asking: observable, checking: observable, message: observable, ask: action, cancel: action });
  }

  ask(): void {
    this.asking = true;
    this.message = undefined;
  }

  cancel(): void {
    if (this.checking) return;
    this.asking = false;
    this.message = undefined;
  }

  /** Sends the password; let in, the tenant loads (and the gate goes away with it). */
  async submit(password: string): Promise<SiteAuthorizeOutcome> {
    if (this.checking) return 'unavailable';
    runInAction(() => {
      this.checking = true;
      this.message = undefined;
    });
    const answer = await this.api.authorizeSite(password);
    const outcome: SiteAuthorizeOutcome = !isLeft(answer)
      ? 'authorized'
      : answer.left.status === SITE_PRIVATE_STATUS
        ? 'incorrect'
        : answer.left.status === 429
          ? 'throttled'
          : 'unavailable';
    runInAction(() => {
      this.checking = false;
      this.message = siteGateMessage(outcome, isLeft(answer) ? answer.left.message : undefined);
      if (outcome === 'authorized') this.asking = false;
    });
    if (outcome === 'authorized') await this.tenants.load();
    return outcome;
  }
}
