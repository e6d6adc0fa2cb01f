/**
 * Wall-clock time in an IANA time zone, from the runtime's own time-zone data (Intl): no clock is read
 * and nothing is fetched, so it stays a pure computation on the instant passed in.
 */

/** A calendar day and minute of that day as a store's clock shows it. */
export interface LocalTime {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number; // 1..31
  /** 0 = Sunday … 6 = Saturday (the order of `WeekHours`). */
  readonly weekday: number;
  /** Minutes after local midnight, 0..1439. */
  readonly minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Building a DateTimeFormat is far slower than using one: one per zone, reused (they are immutable).
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows `timeZone` as an IANA zone name (`America/Chicago`). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2}$/.test(timeZone)) return false;
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The store's wall clock at `instant` (ms since the epoch). */
export function localTime(instant: number, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatFor(timeZone).formatToParts(new Date(instant))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The zone's offset from UTC at `instant`, in ms (wall clock minus UTC), to the minute. */
function offsetAt(instant: number, timeZone: string): number {
  const t = localTime(instant, timeZone);
  const wallAsUtc = Date.UTC(t.year, t.month - 1, t.day, 0, t.minutes);
  return wallAsUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time names: `dayOffset` days after the given local date, `minutes` after
 * its midnight (1440 is the next midnight). A wall time skipped by a spring-forward change lands an
 * hour later, as a clock moved forward would show it; a repeated one names its first occurrence.
 */
export function instantOf(date: Pick<LocalTime, 'year' | 'month' | 'day'>, dayOffset: number, minutes: number, timeZone: string): number {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day + dayOffset, 0, minutes);
  const first = wallAsUtc - offsetAt(wallAsUtc, timeZone);
  // The offset at the guess may be the other side of a change: correct once with the offset at the answer.
  const second = wallAsUtc - offsetAt(first, timeZone);
  // In a skipped hour neither reading shows the asked wall time: `first` is the one after the change.
  return offsetAt(second, timeZone) === wallAsUtc - second ? second : first;
}

/** Whole calendar days from `from`'s local date to `to`'s (0 = the same day). */
export function calendarDaysBetween(from: LocalTime, to: LocalTime): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
}
