import { left, right, type Either } from 'fp-ts/Either';
import { domainError, type DomainError } from '../errors';

/**
 * Which address an email names (issue 26, items 4 and 16). Two spellings that a person reads as the
 * same address must be one account: `normaliseEmail` folds what is invisible or only a different
 * encoding (NFKC, default-ignorable characters such as U+200B zero-width space and U+00AD soft
 * hyphen, case, the root dot of the domain) and refuses what only looks alike (letters of two
 * alphabets in one part: a Cyrillic `а` in a Latin name). `mailboxOf` goes further, for the welcome
 * offer only: every spelling that delivers to one inbox (plus-tags, Gmail's dots) is one mailbox.
 */
export type EmailIdentityCode = 'email/mixed-script';
export type EmailIdentityError = DomainError<EmailIdentityCode>;

/** What the shopper reads when an address mixes alphabets. */
export const MIXED_SCRIPT_MESSAGE = 'This email mixes letters from different alphabets (like Latin and Cyrillic). Please type it again.';

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Scripts told apart. A letter of none of these counts as 'Other', so it may stand alone but not
 * beside a listed script. Common (digits, punctuation) and Inherited (combining marks) belong to any.
 */
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Cherokee',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
] as const;
type Script = (typeof SCRIPTS)[number] | 'Other';
const SCRIPT_TESTS = SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')] as const);
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

const scriptOf = (char: string): Script | undefined => {
  if (NEUTRAL.test(char)) return undefined;
  return SCRIPT_TESTS.find(([, test]) => test.test(char))?.[0] ?? 'Other';
};

/** Script sets a writing system really mixes (UTS #39 'highly restrictive'): Japanese, Chinese, Korean with Latin. */
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<Script>> = [
  new Set<Script>(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set<Script>(['Latin', 'Han', 'Bopomofo']),
  new Set<Script>(['Latin', 'Han', 'Hangul']),
];

/** True when `part` uses one script, or one of the mixes a writing system uses. */
export const isSingleScript = (part: string): boolean => {
  const scripts = new Set<Script>();
  for (const char of part) {
    const script = scriptOf(char);
    if (script !== undefined) scripts.add(script);
  }
  if (scripts.size <= 1) return true;
  return ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s)));
};

/** NFKC, without default-ignorable characters, lower-cased (and NFKC again: lower-casing may undo it). */
const fold = (text: string): string => text.normalize('NFKC').replace(DEFAULT_IGNORABLE, '').toLowerCase().normalize('NFKC').trim();

/**
 * The one spelling of an email address under which it is stored, looked up and counted: folded
 * (see `fold`), the domain without its root dot(s). Refuses a local part, or a domain label, that
 * mixes alphabets. Not a format check: the caller still validates the address it answers.
 */
export const normaliseEmail = (raw: string): Either<EmailIdentityError, string> => {
  const folded = fold(raw);
  const at = folded.lastIndexOf('@');
  const local = at < 0 ? folded : folded.slice(0, at);
  const domain = at < 0 ? '' : folded.slice(at + 1).replace(/\.+$/, '');
  if (!isSingleScript(local) || !domain.split('.').every(isSingleScript)) return left(domainError('email/mixed-script', MIXED_SCRIPT_MESSAGE));
  return right(at < 0 ? local : `${local}@${domain}`);
};

/** Providers whose mailboxes ignore dots in the local part, with the domain they deliver to. */
const DOTLESS_PROVIDERS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox a normalised email delivers to, for "one welcome offer per mailbox": the local part
 * without its plus-tag (`pat+shop@…` is `pat@…`; most providers deliver tags to the same inbox, and
 * one shared offer between two real `a+b@` and `a@` addresses is a small price), and for the
 * providers known to ignore dots (Gmail, Googlemail) without dots and under one domain.
 */
export const mailboxOf = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = email.slice(at + 1);
  const plus = email.indexOf('+');
  let local = plus > 0 && plus < at ? email.slice(0, plus) : email.slice(0, at);
  const provider = DOTLESS_PROVIDERS[domain];
  if (provider !== undefined) local = local.replaceAll('.', '');
  return `${local}@${provider ?? domain}`;
};
