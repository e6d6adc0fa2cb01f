import { calendarDaysBetween, instantOf, localTime } from './local-time';

/** One day's opening hours in minutes after local midnight: opens < closes ≤ 1440 (1440 = midnight). */
export interface DayHours {
  readonly opens: number;
  readonly closes: number;
}

/** Seven days from Sunday (index 0) to Saturday; null = closed that day. */
export type WeekHours = readonly (DayHours | null)[];

/** When a store opens and how fast it prints: everything the ready-by rule reads. */
export interface PickupHours {
  /** IANA zone of the store's clock (`America/Chicago`); hours and cut-off are read on it. */
  readonly timeZone: string;
  readonly week: WeekHours;
  /** Minutes from the order (or from opening, if it is closed) until the prints are ready. */
  readonly leadMinutes: number;
  /** Local minute of the day after which an order waits for the next opening day; null = no cut-off. */
  readonly cutoffMinutes: number | null;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const FIVE_MINUTES = 5 * 60_000;

/** Whether the store is open at `instant` (closing time itself is closed). */
export function isOpenAt(hours: PickupHours, instant: number): boolean {
  const now = localTime(instant, hours.timeZone);
  const today = hours.week[now.weekday];
  return !!today && now.minutes >= today.opens && now.minutes < today.closes;
}

/**
 * When an order placed at `orderedAt` is ready for pick-up, or null when the store never opens long
 * enough (no opening day in the next week fits the lead time).
 *
 * The rule: an order placed on an opening day before the cut-off and before closing starts at once
 * (or at opening, if placed earlier); on any later day work starts at opening. The prints are ready
 * the lead time later, rounded up to five minutes, if that is no later than that day's closing;
 * otherwise the next opening day is tried. Durations are added to instants, so a DST change on the
 * day adds or takes no hour from the lead time.
 */
export function readyBy(hours: PickupHours, orderedAt: number): number | null {
  const now = localTime(orderedAt, hours.timeZone);
  const lead = hours.leadMinutes * 60_000;
  for (let k = 0; k <= 7; k++) {
    const day = hours.week[(now.weekday + k) % 7];
    if (!day) continue;
    const opens = instantOf(now, k, day.opens, hours.timeZone);
    const closes = instantOf(now, k, day.closes, hours.timeZone);
    let start = opens;
    if (k === 0) {
      if (hours.cutoffMinutes !== null && now.minutes >= hours.cutoffMinutes) continue;
      if (orderedAt >= closes) continue;
      start = Math.max(orderedAt, opens);
    }
    const ready = Math.ceil((start + lead) / FIVE_MINUTES) * FIVE_MINUTES;
    if (ready <= closes) return ready;
  }
  return null;
}

/** "9:00 AM", "12:30 PM"; 1440 (closing at midnight) reads "12:00 AM". */
export function formatClock(minutes: number): string {
  const m = minutes % 1440;
  const h = Math.floor(m / 60);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** One day's hours as a shopper reads them: "9:00 AM – 9:00 PM", "Open 24 hours" or "Closed". */
export function formatDayHours(day: DayHours | null): string {
  if (!day) return 'Closed';
  if (day.opens === 0 && day.closes === 1440) return 'Open 24 hours';
  return `${formatClock(day.opens)} – ${formatClock(day.closes)}`;
}

/** The store's hours today (its own clock), for the finder's line "Today: …". */
export function hoursToday(hours: PickupHours, instant: number): DayHours | null {
  return hours.week[localTime(instant, hours.timeZone).weekday] ?? null;
}

/**
 * The ready-by time in the store's clock, relative to `now`: "Ready today by 3:45 PM", "Ready
 * tomorrow by 10:00 AM", later in the week "Ready Tuesday by 10:00 AM".
 */
export function describeReadyBy(readyAt: number, now: number, timeZone: string): string {
  const ready = localTime(readyAt, timeZone);
  const days = calendarDaysBetween(localTime(now, timeZone), ready);
  const when = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : DAY_NAMES[ready.weekday];
  return `Ready ${when} by ${formatClock(ready.minutes)}`;
}
