/** The current access token, if a customer is logged in (the Authorization header's source). */
export interface AccessTokenSource {
  current(): string | null;
}
export const AccessTokenSource = Symbol('AccessTokenSource');

/**
 * What the main-API transport does when a call answers 401 (SPEC §4 Auth, §8: refresh once; on
 * failure or repeat, the login modal, then retry). The transport asks at most twice per call: first
 * with `repeated` false (refresh), then, when the retried call answers 401 again, with `repeated`
 * true (the session is over: sign in). A call refused with a token that has been replaced since
 * (another call's refresh) is sent again with the current one, without a refresh of its own. 'retry' sends the call again with the then-current token;
 * 'give-up' answers the 401 failure. Bound to `SessionRecovery`
 * (`application/account/session-recovery.ts`); unbound, the transport gives up.
 */
export interface UnauthorizedRecovery {
  /** `refusedToken`: the access token the refused call went out with (null: none); unknown when omitted. */
  recover(repeated?: boolean, refusedToken?: string | null): Promise<'retry' | 'give-up'>;
  /**
   * Before a call: `token`, the one it would carry, has expired by this device's clock, so the session
   * refreshes first instead of sending a token the server must refuse (an expected 401, which the
   * browser logs as an error). Resolves whatever the outcome: without a refresh, the 401 path decides.
   */
  refreshExpired?(token: string): Promise<void>;
}
export const UnauthorizedRecovery = Symbol('UnauthorizedRecovery');
