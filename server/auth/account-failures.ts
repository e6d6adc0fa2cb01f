/**
 * An expected refusal of an account call: the HTTP status, the `message` the client maps (SPEC §8:
 * 'Email not found', 'Invalid code', 'You must provide a loginMethod'), a stable `code`, and where a
 * shopper should read it, a `customerMessage`.
 */
export interface AccountFailure {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502;
  readonly message: string;
  readonly code: string;
  readonly customerMessage?: string;
}

export const accountFailure = (status: AccountFailure['status'], message: string, code: string, customerMessage?: string): AccountFailure => ({
  status,
  message,
  code,
  ...(customerMessage === undefined ? {} : { customerMessage }),
});

/** The `code` of every account refusal (the client may branch on these; the messages are SPEC §8's). */
export const AUTH = {
  invalidRequest: 'auth/invalid-request',
  invalidEmail: 'auth/invalid-email',
  invalidName: 'auth/invalid-name',
  tenantNotFound: 'auth/tenant-not-found',
  emailNotFound: 'auth/email-not-found',
  emailInUse: 'auth/email-in-use',
  codeMalformed: 'auth/code-malformed',
  codeInvalid: 'auth/code-invalid',
  codeExpired: 'auth/code-expired',
  codeAttempts: 'auth/code-attempts-exhausted',
  codeLimit: 'auth/code-limit',
  mailFailed: 'auth/mail-failed',
  throttled: 'auth/throttled',
  welcomeInactive: 'auth/welcome-inactive',
  refreshInvalid: 'auth/refresh-invalid',
  refreshExpired: 'auth/refresh-expired',
  refreshRevoked: 'auth/refresh-revoked',
  refreshReused: 'auth/refresh-reused',
  customerMissing: 'auth/customer-missing',
  unauthenticated: 'auth/unauthenticated',
  tokenInvalid: 'auth/token-invalid',
  forbidden: 'auth/forbidden',
} as const;
