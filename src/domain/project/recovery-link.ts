/**
 * The recovery email's link (issue 26 item 3): `/recover?link=<signed token>`. Only the server can
 * tell whether a token is genuine (it holds the key); these rules read the address and word what the
 * shopper is told when a link cannot bring a cart back. A link never replaces this browser's cart
 * token unless the server redeemed it for the signed-in customer it was mailed to.
 */

/** What /recover was opened with: a signed link, an older email's `?cart=` link, or nothing usable. */
export type RecoveryQuery =
  | { readonly kind: 'signed'; readonly link: string }
  /** `?cart=<token>`: written by emails before issue 26, and by anyone at all: never trusted. */
  | { readonly kind: 'legacy' }
  | { readonly kind: 'none' };

/** Why a link brings nothing back: an old-style link, or the server's refusal (its answer's `code` without `recovery/`). */
export type RecoveryLinkProblem = 'legacy' | 'invalid' | 'expired' | 'used' | 'foreign';

/** base64url claims, a dot, a base64url HMAC-SHA-256 (43 characters); the server bounds the whole at 600. */
const SIGNED_LINK = /^[A-Za-z0-9_-]{1,556}\.[A-Za-z0-9_-]{43}$/;

/** Reads /recover's query. A malformed `link` is not sent to the server at all: it is 'invalid' already. */
export function readRecoveryQuery(search: string): RecoveryQuery | { readonly kind: 'malformed' } {
  const query = new URLSearchParams(search);
  const link = query.get('link');
  if (link !== null) return SIGNED_LINK.test(link) ? { kind: 'signed', link } : { kind: 'malformed' };
  return query.has('cart') ? { kind: 'legacy' } : { kind: 'none' };
}

const PROBLEMS: readonly RecoveryLinkProblem[] = ['invalid', 'expired', 'used', 'foreign'];

/** The problem a refusal's `code` names (`recovery/used` → 'used'); null for any other failure. */
export function recoveryLinkProblemOf(code: string): RecoveryLinkProblem | null {
  const name = code.startsWith('recovery/') ? code.slice('recovery/'.length) : '';
  return (PROBLEMS as readonly string[]).includes(name) ? (name as RecoveryLinkProblem) : null;
}

/** The dialog a refused link opens, and the page's words once it is closed. */
export const RECOVERY_LINK_TEXT = {
  title: 'This recovery link can’t be used',
  problems: {
    legacy: 'This link comes from an older recovery email, and those links no longer bring back a cart.',
    invalid: 'This recovery link is not valid.',
    expired: 'This recovery link has expired.',
    used: 'This recovery link was already used.',
    foreign: 'This recovery link was sent to another account.',
  } satisfies Record<RecoveryLinkProblem, string>,
  keep: 'Your own projects stay as they are: nothing from this link was added to them.',
  keepButton: 'Keep my projects',
  signInButton: 'Sign in to find my projects',
  savedButton: 'Open my saved projects',
  /** The /recover page for a signed link while nobody is signed in. */
  signInFirst: 'Sign in with the email this link was sent to, and your projects come back into your cart.',
} as const;

/** The dialog's message: the problem, then what happened to the shopper's own projects. */
export const recoveryLinkMessage = (problem: RecoveryLinkProblem): string => `${RECOVERY_LINK_TEXT.problems[problem]} ${RECOVERY_LINK_TEXT.keep}`;
