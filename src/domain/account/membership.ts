import { parseCustomerTags } from './customer-tags';

/**
 * SPEC §9 membership (the membership product, 99.00, gives 40 % off tiles). The spec does not say how
 * long it lasts; ours: **12 months from the purchase**, remembered as the customer tag
 * `membership:YYYY-MM-DD` (SPEC §3 tags are `type:value`), the last UTC day it still applies. Buying it
 * again while it lasts adds 12 months to the current end, not to today (a renewal loses nothing).
 */
export const MEMBERSHIP_TERM_MONTHS = 12;
/** The tag type of a membership; its value is the last day (UTC, ISO date) the membership applies. */
export const MEMBERSHIP_TAG = 'membership';

const MEMBER_TAGS = new Set(['member', MEMBERSHIP_TAG]);
const MEMBER_VALUES = new Set(['true', 'yes', 'active']);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of an ISO date, or null when it is no real date ('2027-02-30' is not). */
function dayStart(value: string): number | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === value ? ms : null;
}

/** The last day a dated membership applies (ISO date, the latest of its dated tags), or null without one. */
export function membershipEndsOn(tags: string | undefined): string | null {
  const dated = Object.entries(parseCustomerTags(tags).typed)
    .filter(([type]) => type.toLowerCase() === MEMBERSHIP_TAG)
    .flatMap(([, values]) => values.filter((v) => dayStart(v) !== null));
  return dated.length === 0 ? null : dated.reduce((a, b) => (a > b ? a : b));
}

/**
 * A member at `now` (SPEC §9: 40 % on tiles without buying the membership again): a dated membership
 * whose last day has not passed, or an open-ended tag an admin gave (plain `member` / `membership`, or
 * a typed true value such as `member:true`, `membership:active`); case does not matter. Client and
 * server pricing both read the customer's tags through this.
 */
export function isMemberCustomer(tags: string | undefined, now: number): boolean {
  const parsed = parseCustomerTags(tags);
  if (parsed.plain.some((t) => MEMBER_TAGS.has(t.toLowerCase()))) return true;
  const typed = Object.entries(parsed.typed).some(
    ([type, values]) => MEMBER_TAGS.has(type.toLowerCase()) && values.some((v) => MEMBER_VALUES.has(v.toLowerCase())),
  );
  const ends = membershipEndsOn(tags);
  return typed || (ends !== null && now < (dayStart(ends) as number) + DAY_MS);
}

/** `ms` plus whole calendar months (UTC), the day clamped to the target month's last (31 Jan + 1 → 28/29 Feb). */
function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), lastDay));
}

/**
 * The customer's tags after buying `quantity` memberships at `now`: one `membership:` tag whose date is
 * 12 months per membership after today, or after the current end while it lasts. Other tags stay as they were.
 */
export function tagsAfterMembershipBought(tags: string | undefined, now: number, quantity: number): string {
  const ends = membershipEndsOn(tags);
  const current = ends === null ? null : (dayStart(ends) as number);
  const from = current !== null && current >= now - DAY_MS ? current : now;
  const until = new Date(addMonths(from, MEMBERSHIP_TERM_MONTHS * Math.max(1, Math.floor(quantity)))).toISOString().slice(0, 10);
  const kept = (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '' && !(t.toLowerCase().startsWith(`${MEMBERSHIP_TAG}:`) && dayStart(t.slice(MEMBERSHIP_TAG.length + 1).trim()) !== null));
  return [...kept, `${MEMBERSHIP_TAG}:${until}`].join(', ');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The cart's line for a member (SPEC §9 "shown in the cart"): how long the 40 % lasts, or that it is
 * open-ended; null for a customer who is no member at `now`.
 */
export function membershipNote(tags: string | undefined, now: number, percentOff: number): string | null {
  if (!isMemberCustomer(tags, now)) return null;
  const ends = membershipEndsOn(tags);
  const start = ends === null ? null : (dayStart(ends) as number);
  if (start === null || now >= start + DAY_MS) return `Member: ${percentOff}% off every tile.`;
  const d = new Date(start);
  return `Member: ${percentOff}% off every tile until ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}.`;
}
