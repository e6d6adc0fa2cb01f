/** SPEC §8: what the login modal says when the login call fails. */
export const loginErrorMessage = (serverMessage: string | undefined): string =>
  serverMessage === 'Email not found' ? 'Hmm.. we can’t find the account associated with this email. Please try again.' : 'Failed to login';

/** SPEC §8: what the login modal says when the code check fails. */
export const verifyErrorMessage = (serverMessage: string | undefined): string => (serverMessage === 'Invalid code' ? 'Invalid code' : 'Failed to verify code');

/** SPEC §8: what the sign-up form says when account creation fails. */
export const signupErrorMessage = (serverMessage: string | undefined, customerMessage: string | undefined): string =>
  serverMessage === 'You must provide a loginMethod'
    ? 'That email is already in use'
    : customerMessage !== undefined && customerMessage !== ''
      ? customerMessage
      : 'Error occurred';
