/** The current access token, if a customer is logged in (the Authorization header's source). */
export interface AccessTokenSource {
  current(): string | null;
}
export const AccessTokenSource = Symbol('AccessTokenSource');

/**
 * What the main-API transport does when a call answers 401 (SPEC §8: refresh once; on failure or
 * repeat, the login modal, then retry). The transport asks once per call: 'retry' sends the call
 * again with the then-current token; 'give-up' answers the 401 failure. Bound to `SessionRecovery`
 * (`application/account/session-recovery.ts`: refresh, else sign-in); unbound, the transport gives up.
 */
export interface UnauthorizedRecovery {
  recover(): Promise<'retry' | 'give-up'>;
}
export const UnauthorizedRecovery = Symbol('UnauthorizedRecovery');
