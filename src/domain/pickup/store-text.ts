import type { DayHours, WeekHours } from './hours';
import type { PickupStore } from './store';
import { DAY_NAMES } from './hours';

/**
 * A store's hours as an admin types them, in the form and in the CSV import (issue 30): one day is
 * `09:00-21:00` (24-hour clock, `24:00` for midnight), `closed` or `24h`. The same reading serves both,
 * so a day the form accepts is a day the import accepts.
 */

const CLOCK = /^([01]?\d|2[0-4]):([0-5]\d)$/;

/** "09:30" → 570; "24:00" → 1440; anything else → null. */
export function readClock(text: string): number | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 1440 ? minutes : null;
}

/** 570 → "09:30"; 1440 → "24:00". */
export const clockText = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type DayRead = { readonly ok: true; readonly day: DayHours | null } | { readonly ok: false; readonly message: string };

/** One day's cell: `09:00-21:00`, `closed` (or empty) or `24h`. */
export function readDayText(text: string, dayName: string): DayRead {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'closed') return { ok: true, day: null };
  if (t === '24h') return { ok: true, day: { opens: 0, closes: 1440 } };
  const [from, to, ...rest] = t.split(/\s*[-–]\s*/);
  const opens = from === undefined ? null : readClock(from);
  const closes = to === undefined ? null : readClock(to);
  if (rest.length > 0 || opens === null || closes === null) {
    return { ok: false, message: `${dayName}: write the hours as 09:00-21:00 (24-hour clock), closed or 24h.` };
  }
  if (opens >= closes) return { ok: false, message: `${dayName}: the store must open before it closes (${clockText(opens)}-${clockText(closes)}).` };
  return { ok: true, day: { opens, closes } };
}

/** A day as the form and the CSV show it. */
export const dayText = (day: DayHours | null): string =>
  day === null ? 'closed' : day.opens === 0 && day.closes === 1440 ? '24h' : `${clockText(day.opens)}-${clockText(day.closes)}`;

/** The seven days' cells, Sunday first; the first bad day's message. */
export function readWeekText(cells: readonly string[]): { ok: true; week: WeekHours } | { ok: false; message: string; day: number } {
  const week: (DayHours | null)[] = [];
  for (let i = 0; i < 7; i++) {
    const read = readDayText(cells[i] ?? '', DAY_NAMES[i]!);
    if (!read.ok) return { ok: false, message: read.message, day: i };
    week.push(read.day);
  }
  return { ok: true, week };
}

/** A cut-off cell: empty (none) or a clock time. */
export function readCutoffText(text: string): { ok: true; cutoff: number | null } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, cutoff: null };
  const minutes = readClock(text);
  return minutes === null
    ? { ok: false, message: 'Cut-off: write a time like 17:00 (24-hour clock), or leave it empty for none.' }
    : { ok: true, cutoff: minutes };
}

/** The admin's store form: every field as typed (the hours one text per day, Sunday first). */
export interface StoreForm {
  readonly id: string;
  readonly name: string;
  readonly line1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly lat: string;
  readonly lng: string;
  readonly timeZone: string;
  readonly days: readonly string[];
  readonly leadMinutes: string;
  readonly cutoff: string;
  readonly active: boolean;
}

export const EMPTY_STORE_FORM: StoreForm = {
  id: '',
  name: '',
  line1: '',
  city: '',
  state: '',
  zip: '',
  lat: '',
  lng: '',
  timeZone: 'America/Chicago',
  days: ['10:00-18:00', '08:00-22:00', '08:00-22:00', '08:00-22:00', '08:00-22:00', '08:00-22:00', '09:00-21:00'],
  leadMinutes: '60',
  cutoff: '',
  active: true,
};

export const formOfStore = (s: PickupStore): StoreForm => ({
  id: s.id,
  name: s.name,
  line1: s.address.line1,
  city: s.address.city,
  state: s.address.state,
  zip: s.address.zip,
  lat: String(s.location.lat),
  lng: String(s.location.lng),
  timeZone: s.timeZone,
  days: s.week.map(dayText),
  leadMinutes: String(s.leadMinutes),
  cutoff: s.cutoffMinutes === null ? '' : clockText(s.cutoffMinutes),
  active: s.active,
});

/**
 * The form read as a store, or the first field that cannot be read (its words name the field). The
 * store's rules themselves (checkStore) run after this, on the client and again on the server.
 */
export function storeFromForm(f: StoreForm): { ok: true; store: PickupStore } | { ok: false; message: string } {
  const lat = f.lat.trim();
  const lng = f.lng.trim();
  if (!/^-?\d+(\.\d+)?$/.test(lat)) return { ok: false, message: 'Latitude must be a number in degrees, like 41.8781.' };
  if (!/^-?\d+(\.\d+)?$/.test(lng)) return { ok: false, message: 'Longitude must be a number in degrees, like -87.6298.' };
  const week = readWeekText(f.days);
  if (!week.ok) return { ok: false, message: week.message };
  if (!/^\d{1,5}$/.test(f.leadMinutes.trim())) return { ok: false, message: 'Lead time must be a whole number of minutes, like 60.' };
  const cutoff = readCutoffText(f.cutoff);
  if (!cutoff.ok) return { ok: false, message: cutoff.message };
  return {
    ok: true,
    store: {
      id: f.id.trim(),
      name: f.name.trim(),
      address: { line1: f.line1.trim(), city: f.city.trim(), state: f.state.trim().toUpperCase(), zip: f.zip.trim() },
      location: { lat: Number(lat), lng: Number(lng) },
      timeZone: f.timeZone.trim(),
      week: week.week,
      leadMinutes: Number(f.leadMinutes.trim()),
      cutoffMinutes: cutoff.cutoff,
      active: f.active,
    },
  };
}
