/** The current access token, if a customer is logged in (the Authorization header's source). */
export interface AccessTokenSource {
  current(): string | null;
}
export const AccessTokenSource = Symbol('AccessTokenSource');
