import { inject, injectable } from 'inversify';
import { onUnauthorized } from '../../domain/account/auth-retry';
import type { UnauthorizedRecovery } from '../ports/access-token';
import { LoginPrompt } from './login-prompt';
import { SessionStore } from './session-store';

/**
 * What the main-API transport does on a 401 (SPEC §4 Auth, §8): refresh once and retry; on a
 * definite refusal of the refresh, or when the retried call is refused again (`repeated`: even a
 * fresh token is not accepted), the session ends (logout's reset) and the login modal opens, and the
 * call is retried once the shopper signs in (given up if they close it). A refresh that could not be
 * asked (network, 5xx, 429) is not a refusal: the session stays and the call answers its 401.
 */
@injectable()
export class SessionRecovery implements UnauthorizedRecovery {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoginPrompt) private readonly login: LoginPrompt,
  ) {}

  /** The token the last refresh before a call gave: read as expired too, it is this device's clock that is off. */
  private freshFromExpired: string | null = null;

  /**
   * The call's token has expired by this device's clock: refresh first (one refresh per tab, shared by
   * the calls that wait on it), unless another tab or call already replaced it or there is nothing to
   * refresh with. A token this refresh just gave that still reads expired (a clock far ahead) is sent
   * as it is: the server judges it, and a 401 takes the usual path, instead of a refresh before every call.
   */
  async refreshExpired(token: string): Promise<void> {
    if (token !== this.session.storedAccessToken || token === this.freshFromExpired || !this.session.hasRefreshToken) return;
    if ((await this.session.refresh()) === 'refreshed') this.freshFromExpired = this.session.storedAccessToken ?? null;
  }

  async recover(repeated = false, refusedToken?: string | null): Promise<'retry' | 'give-up'> {
    const current = this.session.storedAccessToken;
    const plan = onUnauthorized({
      alreadyRefreshed: repeated,
      hasRefreshToken: this.session.hasRefreshToken,
      refusedTokenReplaced: refusedToken !== undefined && current !== undefined && current !== refusedToken,
    });
    if (plan === 'retryWithCurrentToken') return 'retry';
    if (plan === 'refreshThenRetry') {
      const outcome = await this.session.refresh();
      if (outcome === 'refreshed') return 'retry';
      if (outcome === 'failed') return 'give-up';
    }
    if (this.session.signedIn || this.session.hasRefreshToken) this.session.logout();
    return (await this.login.signIn()) ? 'retry' : 'give-up';
  }
}
