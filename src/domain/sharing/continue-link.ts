/**
 * "Continue on my phone" (issue 35 item 3): a signed link that opens a project in the phone's editor.
 * Short-lived and single use; the shopper chooses whether the project moves to the phone or is copied.
 */

/** How long a continue link works: 10 minutes (long enough to find the phone and scan, short enough that a stray photo of the QR code is harmless). */
export const CONTINUE_LINK_TTL_MS = 10 * 60_000;

/** Move: the project leaves this device's cart for the phone's. Copy: the phone gets its own copy; this one stays. */
export type ContinueMode = 'move' | 'copy';
export const CONTINUE_MODES: readonly ContinueMode[] = ['move', 'copy'];
export const isContinueMode = (value: unknown): value is ContinueMode => value === 'move' || value === 'copy';

/** Why the server refused a continue link (the answer's `code`). */
export type ContinueProblem = 'invalid' | 'expired' | 'used' | 'gone';
export const CONTINUE_CODES: Readonly<Record<ContinueProblem, string>> = {
  invalid: 'continue/invalid',
  expired: 'continue/expired',
  used: 'continue/used',
  gone: 'continue/gone',
};

/** The shopper's words for each refusal (shown on the phone). */
export const CONTINUE_TEXT = {
  title: 'Continue on your phone',
  lead: 'Scan this code with your phone’s camera, or open the link on your phone. It works once, for 10 minutes.',
  move: 'Move this project to my phone',
  copy: 'Copy it (keep it here too)',
  opening: 'Opening your project…',
  invalid: 'This link is not valid. Make a new one on your computer.',
  expired: 'This link has expired (links work for 10 minutes). Make a new one on your computer.',
  used: 'This link was already used. Each link opens the project once: make a new one on your computer.',
  gone: 'The project of this link is no longer saved. Make a new link on your computer.',
} as const;

/** The problem a refusal's code names, or null for a code that is not a continue link's. */
export const continueProblemOf = (code: string): ContinueProblem | null =>
  (Object.keys(CONTINUE_CODES) as ContinueProblem[]).find((p) => CONTINUE_CODES[p] === code) ?? null;

/** Reads the phone page's query: `?link=<token>`; null without one (or with a link no server could have made). */
export const readContinueQuery = (search: string): string | null => {
  const link = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('link');
  return link !== null && link.length > 0 && link.length <= 600 && /^[A-Za-z0-9_.-]+$/.test(link) ? link : null;
};

/** The continue page's address for a link (plus the tenant query for a tenant other than the default). */
export const continuePath = (link: string, tenantQuery?: string | null): string =>
  `/continue?link=${encodeURIComponent(link)}${tenantQuery ? `&tenant=${encodeURIComponent(tenantQuery)}` : ''}`;
