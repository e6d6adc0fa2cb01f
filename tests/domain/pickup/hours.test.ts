import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeReadyBy,
  formatClock,
  formatDayHours,
  hoursToday,
  isOpenAt,
  isTimeZone,
  localTime,
  readyBy,
  type DayHours,
  type PickupHours,
} from '../../../src/domain/pickup';

const h = (opens: string, closes: string): DayHours => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { opens: m(opens), closes: m(closes) };
};
const daily = (day: DayHours | null) => [day, day, day, day, day, day, day];
/** 9–21 Monday to Saturday, 10–18 Sunday; ready an hour after the order; no orders after 19:00. */
const chicago: PickupHours = {
  timeZone: 'America/Chicago',
  week: [h('10:00', '18:00'), ...Array(6).fill(h('09:00', '21:00'))],
  leadMinutes: 60,
  cutoffMinutes: 19 * 60,
};
const iso = (s: string) => Date.parse(s);
const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('open now (the store’s own clock)', () => {
  it('reads the hours in the store’s time zone, not the shopper’s', () => {
    // Wed 2026-11-25 14:59 UTC is 08:59 in Chicago: not yet open; 15:00 UTC is 09:00: open.
    expect(isOpenAt(chicago, iso('2026-11-25T14:59:00Z'))).toBe(false);
    expect(isOpenAt(chicago, iso('2026-11-25T15:00:00Z'))).toBe(true);
    expect(isOpenAt({ ...chicago, timeZone: 'America/Los_Angeles' }, iso('2026-11-25T15:00:00Z'))).toBe(false);
  });

  it('is closed at closing time and on a closed day', () => {
    expect(isOpenAt(chicago, iso('2026-11-26T02:59:00Z'))).toBe(true); // Wed 20:59
    expect(isOpenAt(chicago, iso('2026-11-26T03:00:00Z'))).toBe(false); // Wed 21:00
    const closedSunday = { ...chicago, week: [null, ...chicago.week.slice(1)] };
    expect(isOpenAt(closedSunday, iso('2026-11-29T18:00:00Z'))).toBe(false); // Sun 12:00
  });

  it('uses the right weekday across midnight UTC', () => {
    // Sat 2026-11-28 23:30 UTC is Sat 17:30 in Chicago, open; Sunday's hours would also say open, so use 20:30.
    expect(isOpenAt(chicago, iso('2026-11-29T02:30:00Z'))).toBe(true); // Sat 20:30 (Sunday closes at 18:00)
    expect(hoursToday(chicago, iso('2026-11-29T02:30:00Z'))).toEqual(h('09:00', '21:00'));
  });

  it('knows a store open 24 hours', () => {
    const allDay = { ...chicago, week: daily(h('00:00', '24:00')) };
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), (t) => isOpenAt(allDay, t)));
  });
});

describe('ready-by time', () => {
  it('is the lead time after an order placed during opening hours', () => {
    // Wed 10:17 Chicago → 11:17, rounded up to 11:20.
    expect(at(readyBy(chicago, iso('2026-11-25T16:17:00Z')))).toBe('2026-11-25T17:20:00.000Z');
  });

  it('starts at opening for an order placed before the store opens', () => {
    // Wed 06:00 Chicago → 09:00 + 1 h = 10:00.
    expect(at(readyBy(chicago, iso('2026-11-25T12:00:00Z')))).toBe('2026-11-25T16:00:00.000Z');
  });

  it('waits for the next opening day after the cut-off', () => {
    // Wed 19:00 Chicago is the cut-off: Thursday 09:00 + 1 h.
    expect(at(readyBy(chicago, iso('2026-11-26T00:59:00Z')))).toBe('2026-11-26T02:00:00.000Z');
    expect(at(readyBy(chicago, iso('2026-11-26T01:00:00Z')))).toBe('2026-11-26T16:00:00.000Z');
  });

  it('moves to the next day when the lead time runs past closing', () => {
    const noCutoff = { ...chicago, cutoffMinutes: null };
    // Wed 20:30 Chicago: 21:30 is after closing → Thursday 10:00.
    expect(at(readyBy(noCutoff, iso('2026-11-26T02:30:00Z')))).toBe('2026-11-26T16:00:00.000Z');
    // Wed 20:00 exactly: ready 21:00, the closing minute itself.
    expect(at(readyBy(noCutoff, iso('2026-11-26T02:00:00Z')))).toBe('2026-11-26T03:00:00.000Z');
  });

  it('skips closed days, and uses that day’s own hours', () => {
    const closedSunday = { ...chicago, week: [null, ...chicago.week.slice(1)] };
    // Sat 20:00 (after cut-off) → Sunday closed → Monday 10:00.
    expect(at(readyBy(closedSunday, iso('2026-11-29T02:00:00Z')))).toBe('2026-11-30T16:00:00.000Z');
    // Same order with Sunday open 10–18 → Sunday 11:00.
    expect(at(readyBy(chicago, iso('2026-11-29T02:00:00Z')))).toBe('2026-11-29T17:00:00.000Z');
  });

  it('is next day for a store that prints overnight (lead longer than a day’s hours)', () => {
    const overnight = { ...chicago, leadMinutes: 13 * 60, cutoffMinutes: null };
    // 13 h never fits 9–21 (12 h): no day fits, so null rather than a promise the store cannot keep.
    expect(readyBy(overnight, iso('2026-11-25T16:00:00Z'))).toBeNull();
    const nextMorning = { ...chicago, leadMinutes: 60, cutoffMinutes: 0 };
    // Cut-off at midnight: every order is for the next opening day.
    expect(at(readyBy(nextMorning, iso('2026-11-25T16:00:00Z')))).toBe('2026-11-26T16:00:00.000Z');
  });

  it('is null for a store that never opens', () => {
    expect(readyBy({ ...chicago, week: daily(null) }, iso('2026-11-25T16:00:00Z'))).toBeNull();
  });

  it('adds the lead time as real time across a DST change', () => {
    // New York, 24 h store, 2026-03-08: 01:30 EST + 1 h is 03:30 EDT (02:xx does not exist).
    const ny: PickupHours = { timeZone: 'America/New_York', week: daily(h('00:00', '24:00')), leadMinutes: 60, cutoffMinutes: null };
    expect(at(readyBy(ny, iso('2026-03-08T06:30:00Z')))).toBe('2026-03-08T07:30:00.000Z');
    expect(localTime(iso('2026-03-08T07:30:00Z'), 'America/New_York').minutes).toBe(3 * 60 + 30);
    // Fall back 2026-11-01: 01:30 EDT + 1 h is 01:30 EST.
    expect(at(readyBy(ny, iso('2026-11-01T05:30:00Z')))).toBe('2026-11-01T06:30:00.000Z');
  });

  it('opens at the local hour on the day after a DST change', () => {
    const ny: PickupHours = { timeZone: 'America/New_York', week: daily(h('09:00', '21:00')), leadMinutes: 30, cutoffMinutes: null };
    // Sat 2026-03-07 22:00 EST → Sun 09:00 EDT (13:00 UTC, not 14:00) + 30 min.
    expect(at(readyBy(ny, iso('2026-03-08T03:00:00Z')))).toBe('2026-03-08T13:30:00.000Z');
  });

  it('reads hours on each store’s clock: Honolulu and Phoenix have no DST', () => {
    const hnl: PickupHours = { timeZone: 'Pacific/Honolulu', week: daily(h('08:00', '20:00')), leadMinutes: 60, cutoffMinutes: 18 * 60 };
    // 2026-07-01 18:00 UTC is 08:00 in Honolulu.
    expect(at(readyBy(hnl, iso('2026-07-01T18:00:00Z')))).toBe('2026-07-01T19:00:00.000Z');
    const phx = { ...hnl, timeZone: 'America/Phoenix' };
    // 2026-07-01 18:00 UTC is 11:00 in Phoenix (UTC-7 all year).
    expect(at(readyBy(phx, iso('2026-07-01T18:00:00Z')))).toBe('2026-07-01T19:00:00.000Z');
    expect(at(readyBy(phx, iso('2026-01-01T18:00:00Z')))).toBe('2026-01-01T19:00:00.000Z');
  });

  it('is never before the order plus the lead time, on a 5-minute mark, and inside opening hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.integer({ min: 0, max: 240 }),
        fc.option(fc.integer({ min: 0, max: 1440 }), { nil: null }),
        fc.constantFrom('America/Chicago', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'America/Anchorage'),
        (orderedAt, leadMinutes, cutoffMinutes, timeZone) => {
          const hours = { ...chicago, leadMinutes, cutoffMinutes, timeZone };
          const ready = readyBy(hours, orderedAt);
          if (ready === null) return;
          expect(ready).toBeGreaterThanOrEqual(orderedAt + leadMinutes * 60_000);
          expect(ready % 300_000).toBe(0);
          expect(ready - orderedAt).toBeLessThan(8 * 86_400_000);
          const local = localTime(ready, timeZone);
          const day = hours.week[local.weekday]!;
          // Ready at closing time reads as that minute (closing itself counts as within).
          expect(local.minutes >= day.opens && local.minutes <= day.closes).toBe(true);
        },
      ),
    );
  });
});

describe('wording', () => {
  it('formats clock times and a day’s hours', () => {
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(9 * 60 + 5)).toBe('9:05 AM');
    expect(formatClock(12 * 60)).toBe('12:00 PM');
    expect(formatClock(21 * 60 + 30)).toBe('9:30 PM');
    expect(formatClock(1440)).toBe('12:00 AM');
    expect(formatDayHours(h('09:00', '21:00'))).toBe('9:00 AM – 9:00 PM');
    expect(formatDayHours(h('00:00', '24:00'))).toBe('Open 24 hours');
    expect(formatDayHours(null)).toBe('Closed');
  });

  it('says today, tomorrow or the weekday, on the store’s clock', () => {
    const now = iso('2026-11-25T16:17:00Z'); // Wed 10:17 Chicago
    expect(describeReadyBy(iso('2026-11-25T17:20:00Z'), now, 'America/Chicago')).toBe('Ready today by 11:20 AM');
    expect(describeReadyBy(iso('2026-11-26T16:00:00Z'), now, 'America/Chicago')).toBe('Ready tomorrow by 10:00 AM');
    expect(describeReadyBy(iso('2026-11-28T16:00:00Z'), now, 'America/Chicago')).toBe('Ready Saturday by 10:00 AM');
    // 05:30 UTC Thursday is still Wednesday 23:30 in Chicago: "today".
    expect(describeReadyBy(iso('2026-11-26T05:30:00Z'), now, 'America/Chicago')).toBe('Ready today by 11:30 PM');
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('UTC')).toBe(false);
    expect(isTimeZone('America/Chicago; drop')).toBe(false);
  });
});
