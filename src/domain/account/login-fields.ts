import { parseSignupName, validateEmailInput, validateVerificationCode } from '../validation';

/** The login modal's text fields. */
export type LoginField = 'email' | 'name' | 'code';

/** The fields each step shows (the others keep their values but are not checked). */
export const LOGIN_STEP_FIELDS = {
  login: ['email'],
  verify: ['code'],
  signup: ['name', 'email'],
  done: [],
  loggedIn: [],
} as const satisfies Record<string, readonly LoginField[]>;

/**
 * SPEC §5's message for a field's value, or undefined when it passes. The form validates eagerly:
 * a field shows this once it has been left or submitted, and from then on as the shopper types.
 */
export const loginFieldMessage = (field: LoginField, value: string): string | undefined => {
  const checked = field === 'email' ? validateEmailInput(value) : field === 'code' ? validateVerificationCode(value) : parseSignupName(value);
  return checked._tag === 'Left' ? checked.left.message : undefined;
};
