/** What to do with a 401 answer. */
export type UnauthorizedPlan = 'retryWithCurrentToken' | 'refreshThenRetry' | 'openLoginThenRetry';

/**
 * A 401 triggers one token refresh; when the refresh fails or the call is refused again
 * after one, the login modal opens and the call is retried after login. A first refusal of a token
 * that is no longer the session's (a refresh, in this tab or another, replaced it while the call
 * was out) only sends the call again with the current one: refreshing again would rotate the new
 * refresh token a second time for nothing.
 */
export const onUnauthorized = (state: {
  readonly alreadyRefreshed: boolean;
  readonly hasRefreshToken: boolean;
  /** The call was refused with an access token other than the one stored now (there is a stored one). */
  readonly refusedTokenReplaced: boolean;
}): UnauthorizedPlan => {
  if (state.alreadyRefreshed) return 'openLoginThenRetry';
  if (state.refusedTokenReplaced) return 'retryWithCurrentToken';
  return state.hasRefreshToken ? 'refreshThenRetry' : 'openLoginThenRetry';
};
