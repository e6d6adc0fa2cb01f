import { left, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../errors';

/** Which rule refused a value. */
export type ValidationCode =
  | 'validation/required'
  | 'validation/email'
  | 'validation/email-mixed-script'
  | 'validation/digits'
  | 'validation/numeric'
  | 'validation/double'
  | 'validation/min'
  | 'validation/max'
  | 'validation/between'
  | 'validation/words'
  | 'validation/phone'
  | 'validation/no-po-box'
  | 'validation/creditcard'
  | 'validation/required-if-not'
  | 'validation/not-email'
  | 'validation/expiry'
  | 'validation/us-state';

/** A refused field value, with the message shown under the field. */
export type ValidationError = DomainError<ValidationCode>;

/** A rule: undefined when the value passes, otherwise the error. */
export type Rule = (value: string) => ValidationError | undefined;

const fail = (code: ValidationCode, message: string): ValidationError => ({ code, message });
const isBlank = (value: string): boolean => value.trim() === '';
// Like the form library the spec describes, every rule but the required ones lets a blank value through.
const optional =
  (check: (value: string) => boolean, error: () => ValidationError): Rule =>
  (value) =>
    isBlank(value) || check(value) ? undefined : error();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const EMAIL_INSIDE = /\S+@\S+\.\S+/;

/** '{field} is required'. */
export const required =
  (field: string): Rule =>
  (value) =>
    isBlank(value) ? fail('validation/required', `${field} is required`) : undefined;

/** RFC 5321: a forward path holds at most 254 characters of address. */
export const MAX_EMAIL_LENGTH = 254;

/** A valid email address of at most 254 characters. The spec gives no wording; we say 'Invalid email address', like the phone rule. */
export const email: Rule = optional(
  (v) => v.trim().length <= MAX_EMAIL_LENGTH && EMAIL.test(v.trim()),
  () => fail('validation/email', 'Invalid email address'),
);

/** Exactly `length` digits: '{field} must be {length} digits long'. */
export const digits = (field: string, length: number): Rule =>
  optional(
    (v) => new RegExp(`^\\d{${length}}$`).test(v.trim()),
    () => fail('validation/digits', `${field} must be ${length} digits long`),
  );

/** Digits only. Wording is ours (the spec names the rule only). */
export const numeric = (field: string): Rule =>
  optional(
    (v) => /^\d+$/.test(v.trim()),
    () => fail('validation/numeric', `${field} may only contain numbers`),
  );

/** A decimal number. Wording is ours (the spec names the rule only). */
export const double = (field: string): Rule =>
  optional(
    (v) => /^-?\d+(\.\d+)?$/.test(v.trim()),
    () => fail('validation/double', `${field} must be a number`),
  );

/** At least `length` characters: 'Must be at least {length} characters'. */
export const min = (length: number): Rule =>
  optional(
    (v) => v.length >= length,
    () => fail('validation/min', `Must be at least ${length} characters`),
  );

/** At most `length` characters: 'Must be no more than {length} characters'. */
export const max =
  (length: number): Rule =>
  (value) =>
    value.length > length ? fail('validation/max', `Must be no more than ${length} characters`) : undefined;

/** Parses a dollar amount as typed ('$1,250.50'); NaN when it is not one. */
export const parseAmount = (value: string): number => {
  const cleaned = value.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

/** A dollar amount within [min, max]: 'Must be at least ${min} and no more than ${max}'. */
export const betweenAmount = (minDollars: number, maxDollars: number): Rule =>
  optional(
    (v) => {
      const amount = parseAmount(v);
      return amount >= minDollars && amount <= maxDollars;
    },
    () => fail('validation/between', `Must be at least $${minDollars} and no more than $${maxDollars}`),
  );

/** Splits a name into words. */
export const wordsOf = (value: string): readonly string[] =>
  value
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');

/** At least `n` words: 'Enter {n} words'. */
export const words = (n: number): Rule =>
  optional(
    (v) => wordsOf(v).length >= n,
    () => fail('validation/words', `Enter ${n} words`),
  );

/** A first and last name: 'Enter first and last name'. */
export const fullName: Rule = optional(
  (v) => wordsOf(v).length >= 2,
  () => fail('validation/words', 'Enter first and last name'),
);

/** Keeps only digits and '+', as phone fields store them. */
export const cleanPhone = (value: string): string => value.replace(/[^\d+]/g, '');

/** A US-style phone: 10 digits, optionally after a +country prefix: 'Invalid phone number'. */
export const phone: Rule = optional(
  (v) => /^(\+\d{1,3})?\d{10}$/.test(v.trim().replace(/[\s().-]/g, '')),
  () => fail('validation/phone', 'Invalid phone number'),
);

const PO_BOX = /^\s*(p\.?\s*o\.?\s*box|post\s+office\s+box|box|bin)\b/i;

/** No post office boxes (lines starting P.O. Box, PO Box, Box or Bin): 'We are unable to ship to post office boxes'. */
export const noPoBox: Rule = optional(
  (v) => !PO_BOX.test(v),
  () => fail('validation/no-po-box', 'We are unable to ship to post office boxes'),
);

/** The Luhn checksum of a digit string. */
export const luhnValid = (digitString: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digitString.length; i++) {
    let d = Number(digitString[digitString.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** A card number (spaces and dashes allowed, 12-19 digits) passing Luhn: 'Invalid credit card number'. */
export const creditcard: Rule = optional(
  (v) => {
    const d = v.replace(/[\s-]/g, '');
    return /^\d{12,19}$/.test(d) && luhnValid(d);
  },
  () => fail('validation/creditcard', 'Invalid credit card number'),
);

/** Required when another field is blank: '{field} is required if {other} is blank'. */
export const requiredIfNot =
  (field: string, other: string, otherValue: string): Rule =>
  (value) =>
    isBlank(value) && isBlank(otherValue) ? fail('validation/required-if-not', `${field} is required if ${other} is blank`) : undefined;

/** A street address that is not an email: 'Enter your street address, not your email address'. */
export const notEmail: Rule = optional(
  (v) => !EMAIL_INSIDE.test(v),
  () => fail('validation/not-email', 'Enter your street address, not your email address'),
);

// The rules below are ours: the spec's checkout fields need them, but it names no wording.
const US_STATE = /^(A[AEKLPRSZ]|C[AOT]|D[CE]|F[LM]|G[AU]|HI|I[ADLN]|K[SY]|LA|M[ADEHINOPST]|N[CDEHJMVY]|O[HKR]|P[ARW]|RI|S[CD]|T[NX]|UT|V[AIT]|W[AIVY])$/i;

/** A US state or territory by its postal code: 'Enter a US state, e.g. NY'. */
export const usState: Rule = optional(
  (v) => US_STATE.test(v.trim()),
  () => fail('validation/us-state', 'Enter a US state, e.g. NY'),
);

/** A US zip code (5 digits, optionally ZIP+4): '{field} must be 5 digits long'. */
export const usZip = (field: string): Rule =>
  optional(
    (v) => /^\d{5}(-\d{4})?$/.test(v.trim()),
    () => fail('validation/digits', `${field} must be 5 digits long`),
  );

/** A card security code, 3 or 4 digits: '{field} must be 3 or 4 digits long'. */
export const cardSecurityCode = (field: string): Rule =>
  optional(
    (v) => /^\d{3,4}$/.test(v.trim()),
    () => fail('validation/digits', `${field} must be 3 or 4 digits long`),
  );

/** Runs rules in order; the first failure wins (one message per field). */
export const validate = (value: string, rules: readonly Rule[]): Either<ValidationError, string> => {
  for (const rule of rules) {
    const error = rule(value);
    if (error !== undefined) return left(error);
  }
  return right(value);
};

/** A field event as the form sees it. */
export type FieldEvent = 'input' | 'change' | 'blur';

/**
 * Eager validation mode: a valid field is checked on change/blur only, so typing is not
 * interrupted; once it shows an error it is re-checked on every input, so the error clears at once.
 */
export const shouldValidateEagerly = (event: FieldEvent, hasError: boolean): boolean => hasError || event !== 'input';
