/**
 * The private-site gate (SPEC §2 Shell, §8; issue 18): a tenant marked private shows its visitors
 * only this notice until they give its password. The spec's words are the notice, the button and the
 * alert; the rest is ours.
 */
export const SITE_GATE_TEXT = {
  notice: 'This site is not public',
  explanation: 'This store is in private preview. If you were given the password, you can enter it to continue.',
  authorize: 'Authorize',
  promptTitle: 'Enter the password',
  passwordLabel: 'Password',
  submit: 'Continue',
  cancel: 'Cancel',
  incorrect: 'Incorrect password',
  unavailable: 'The password could not be checked right now. Please try again.',
} as const;

/** What an authorise attempt came to, as the server answered it. */
export type SiteAuthorizeOutcome = 'authorized' | 'incorrect' | 'throttled' | 'unavailable';

/** The line the prompt shows for an outcome (the server's own wording for a throttle). */
export const siteGateMessage = (outcome: SiteAuthorizeOutcome, serverMessage?: string): string | undefined => {
  switch (outcome) {
    case 'authorized':
      return undefined;
    case 'incorrect':
      return SITE_GATE_TEXT.incorrect;
    case 'throttled':
      return serverMessage ?? SITE_GATE_TEXT.unavailable;
    case 'unavailable':
      return SITE_GATE_TEXT.unavailable;
  }
};
