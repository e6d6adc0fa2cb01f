import { left, right, type Either } from 'fp-ts/Either';
import { normaliseEmail } from '../account/email-identity';
import { FIELD_LABELS } from './labels';
import { digits, email, fullName, required, validate, wordsOf, type Rule, type ValidationError } from './rules';

/** The length of a verification code. */
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * An account email that only looks like another one: letters of two alphabets in one part (issue 26
 * item 16). The server refuses it with the same words (`normaliseEmail`, the one rule for both).
 */
const singleScriptEmail: Rule = (value) => {
  const normalised = normaliseEmail(value);
  return normalised._tag === 'Left' ? { code: 'validation/email-mixed-script', message: normalised.left.message } : undefined;
};

/** Login, sign-up and welcome email: required, valid and in one alphabet; answers the trimmed address. */
export const validateEmailInput = (value: string): Either<ValidationError, string> =>
  validate(value.trim(), [required(FIELD_LABELS.email), email, singleScriptEmail]);

/** Verification code: required, exactly 6 digits once trimmed; answers the trimmed code. */
export const validateVerificationCode = (value: string): Either<ValidationError, string> =>
  validate(value.trim(), [required(FIELD_LABELS.code), digits(FIELD_LABELS.code, VERIFICATION_CODE_LENGTH)]);

/** A sign-up name split for the account API. */
export interface PersonName {
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Sign-up name (SPEC §3 'first and last word'): required, at least 2 words; the first word is the
 * first name and the last word the last name. Middle words are not sent: the account call has only
 * these two fields, and putting them in either one would make that field something the spec does
 * not say it is (the greeting reads the first name, 'Hi Mary!'). See src/domain/README.md.
 */
export const parseSignupName = (value: string): Either<ValidationError, PersonName> => {
  const checked = validate(value, [required(FIELD_LABELS.name), fullName]);
  if (checked._tag === 'Left') return checked;
  const words = wordsOf(value);
  return right({ firstName: words[0] ?? '', lastName: words[words.length - 1] ?? '' });
};

/** The login form's inputs, checked together (name only when the sign-up name field is shown). */
export const validateSignup = (input: {
  readonly email: string;
  readonly name: string;
  readonly nameHidden?: boolean;
}): Either<ValidationError, { readonly email: string } & Partial<PersonName>> => {
  const mail = validateEmailInput(input.email);
  if (mail._tag === 'Left') return mail;
  if (input.nameHidden === true) return right({ email: mail.right });
  const name = parseSignupName(input.name);
  return name._tag === 'Left' ? left(name.left) : right({ email: mail.right, ...name.right });
};
