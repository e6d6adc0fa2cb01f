/** What to do with a 401 answer. */
export type UnauthorizedPlan = 'refreshThenRetry' | 'openLoginThenRetry';

/**
 * A 401 triggers one token refresh; when the refresh fails or the call is refused again
 * after one, the login modal opens and the call is retried after login.
 */
export const onUnauthorized = (state: { readonly alreadyRefreshed: boolean; readonly hasRefreshToken: boolean }): UnauthorizedPlan =>
  !state.alreadyRefreshed && state.hasRefreshToken ? 'refreshThenRetry' : 'openLoginThenRetry';
