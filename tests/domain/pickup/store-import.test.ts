import { describe, expect, it } from 'vitest';
import {
  MAX_STORE_IMPORT_BYTES,
  planStoreImport,
  storeCsvRow,
  storeImportHeader,
  storeImportSummary,
  STORE_IMPORT_COLUMNS,
} from '../../../src/domain/pickup/store-import';
import {
  clockText,
  dayText,
  EMPTY_STORE_FORM,
  formOfStore,
  readClock,
  readCutoffText,
  readDayText,
  readWeekText,
  storeFromForm,
} from '../../../src/domain/pickup/store-text';

const HEADER = 'id,name,line1,city,state,zip,lat,lng,timeZone,sunday,monday,tuesday,wednesday,thursday,friday,saturday,leadMinutes';
const ROW =
  'gate-store,Gate Store,1 Gate St,Chicago,il,60601,41.88,-87.63,America/Chicago,closed,09:00-20:00,09:00-20:00,09:00-20:00,09:00-20:00,09:00-20:00,24h,60';
/** The good row with one column's cell replaced. */
const rowWith = (column: string, value: string, header = HEADER, row = ROW) => {
  const cells = row.split(',');
  cells[header.split(',').indexOf(column)] = value;
  return cells.join(',');
};
const plan = (...rows: string[]) => planStoreImport([HEADER, ...rows].join('\n'));

describe('the store hours as an admin types them (issue 30)', () => {
  it('reads clock times on the 24-hour clock, 24:00 as midnight, and nothing else', () => {
    expect(readClock('09:30')).toBe(570);
    expect(readClock(' 9:05 ')).toBe(545);
    expect(readClock('24:00')).toBe(1440);
    for (const bad of ['24:30', '25:00', '9', '09:60', 'nine', '']) expect(readClock(bad)).toBeNull();
    expect(clockText(570)).toBe('09:30');
    expect(clockText(1440)).toBe('24:00');
  });

  it('reads a day as hours, closed (or empty) or 24h, and names the day when it cannot', () => {
    expect(readDayText('09:00-21:00', 'Monday')).toEqual({ ok: true, day: { opens: 540, closes: 1260 } });
    expect(readDayText('9:00 – 21:00', 'Monday')).toEqual({ ok: true, day: { opens: 540, closes: 1260 } });
    expect(readDayText(' Closed ', 'Monday')).toEqual({ ok: true, day: null });
    expect(readDayText('', 'Monday')).toEqual({ ok: true, day: null });
    expect(readDayText('24H', 'Monday')).toEqual({ ok: true, day: { opens: 0, closes: 1440 } });
    const format = 'Monday: write the hours as 09:00-21:00 (24-hour clock), closed or 24h.';
    for (const bad of ['09:00', '09:00-21:00-22:00', 'morning-night', '09:00-25:00'])
      expect(readDayText(bad, 'Monday')).toEqual({ ok: false, message: format });
    expect(readDayText('21:00-09:00', 'Friday')).toEqual({ ok: false, message: 'Friday: the store must open before it closes (21:00-09:00).' });
    expect(readDayText('09:00-09:00', 'Friday')).toEqual({ ok: false, message: 'Friday: the store must open before it closes (09:00-09:00).' });
  });

  it('writes a day back as the admin would type it', () => {
    expect(dayText(null)).toBe('closed');
    expect(dayText({ opens: 0, closes: 1440 })).toBe('24h');
    expect(dayText({ opens: 540, closes: 1260 })).toBe('09:00-21:00');
  });

  it('reads a week from Sunday and points at the first bad day; a missing cell is a closed day', () => {
    const week = readWeekText(['closed', '09:00-20:00', '09:00-20:00', '09:00-20:00', '09:00-20:00', '09:00-20:00']);
    expect(week).toEqual({ ok: true, week: [null, ...Array.from({ length: 5 }, () => ({ opens: 540, closes: 1200 })), null] });
    expect(readWeekText(['closed', '09:00-20:00', 'late'])).toEqual({
      ok: false,
      day: 2,
      message: 'Tuesday: write the hours as 09:00-21:00 (24-hour clock), closed or 24h.',
    });
  });

  it('reads a cut-off as a time or none', () => {
    expect(readCutoffText(' ')).toEqual({ ok: true, cutoff: null });
    expect(readCutoffText('17:00')).toEqual({ ok: true, cutoff: 1020 });
    expect(readCutoffText('5pm')).toEqual({ ok: false, message: 'Cut-off: write a time like 17:00 (24-hour clock), or leave it empty for none.' });
  });
});

describe('the admin’s store form', () => {
  const form = {
    ...EMPTY_STORE_FORM,
    id: 'loop-1',
    name: ' Loop ',
    line1: '1 State St',
    city: 'Chicago',
    state: 'il',
    zip: '60601',
    lat: '41.88',
    lng: '-87.63',
    cutoff: '17:00',
  };

  it('reads a filled form as a store, trimmed, and shows a store as the form it came from', () => {
    const read = storeFromForm(form);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.store).toMatchObject({
      id: 'loop-1',
      name: 'Loop',
      address: { state: 'IL', zip: '60601' },
      location: { lat: 41.88, lng: -87.63 },
      leadMinutes: 60,
      cutoffMinutes: 1020,
      active: true,
    });
    expect(formOfStore(read.store)).toEqual({ ...form, name: 'Loop', state: 'IL' });
    expect(formOfStore({ ...read.store, cutoffMinutes: null }).cutoff).toBe('');
  });

  it('names the first field it cannot read', () => {
    expect(storeFromForm({ ...form, lat: '41,88' })).toEqual({ ok: false, message: 'Latitude must be a number in degrees, like 41.8781.' });
    expect(storeFromForm({ ...form, lng: 'west' })).toEqual({ ok: false, message: 'Longitude must be a number in degrees, like -87.6298.' });
    expect(storeFromForm({ ...form, days: ['closed', 'x'] })).toEqual({
      ok: false,
      message: 'Monday: write the hours as 09:00-21:00 (24-hour clock), closed or 24h.',
    });
    expect(storeFromForm({ ...form, leadMinutes: '1.5' })).toEqual({ ok: false, message: 'Lead time must be a whole number of minutes, like 60.' });
    expect(storeFromForm({ ...form, cutoff: 'noon' })).toEqual({
      ok: false,
      message: 'Cut-off: write a time like 17:00 (24-hour clock), or leave it empty for none.',
    });
  });
});

describe('the store import (issue 30: all or nothing)', () => {
  it('reads good rows as stores, with optional cut-off and active columns', () => {
    const result = planStoreImport([`${HEADER},cutoff,active`, `${ROW},17:00,no`, `${rowWith('id', 'gate-2')},,yes`].join('\n'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(2);
    expect(result.stores.map((s) => [s.row, s.store.id, s.store.cutoffMinutes, s.store.active, s.store.address.state])).toEqual([
      [2, 'gate-store', 1020, false, 'IL'],
      [3, 'gate-2', null, true, 'IL'],
    ]);
  });

  it('takes the column names in any case, and a cell guarded against formulas as what it was', () => {
    const result = planStoreImport([HEADER.toUpperCase().replace('TIMEZONE', 'timezone'), rowWith('lng', "'-87.63")].join('\n'));
    expect(result.ok && result.stores[0]!.store.location.lng).toBe(-87.63);
  });

  it('refuses a file it cannot read as a whole, with the reason', () => {
    expect(planStoreImport('x'.repeat(MAX_STORE_IMPORT_BYTES + 1))).toEqual({
      ok: false,
      message: 'The file is larger than 1 MB: split it into smaller files.',
    });
    expect(planStoreImport(`${HEADER},colour\n${ROW},red`)).toEqual({
      ok: false,
      message: `Unknown column 'colour' (column 18). The columns are: ${STORE_IMPORT_COLUMNS.join(', ')}.`,
    });
    expect(planStoreImport(`${HEADER},name\n${ROW},x`)).toEqual({ ok: false, message: "Column 'name' appears twice." });
    expect(planStoreImport(HEADER.replace(',leadMinutes', '') + '\n' + ROW)).toEqual({ ok: false, message: 'Missing column: leadMinutes.' });
    expect(planStoreImport('id,name\ngate,Gate')).toMatchObject({ ok: false, message: expect.stringMatching(/^Missing columns: line1, city, /) });
    expect(planStoreImport(HEADER)).toEqual({ ok: false, message: 'The file has a header but no store rows.' });
    expect(planStoreImport('')).toMatchObject({ ok: false });
  });

  it('reports each bad row with its column and its own words, and imports none of them', () => {
    const cases: Array<[string, string, string]> = [
      ['lat', 'north', 'Latitude must be a number in degrees, like 41.8781.'],
      ['lng', '', 'Longitude must be a number in degrees, like -87.6298.'],
      ['wednesday', '9-5', 'Wednesday: write the hours as 09:00-21:00 (24-hour clock), closed or 24h.'],
      ['leadMinutes', 'soon', 'Lead time must be a whole number of minutes, like 60.'],
    ];
    for (const [column, value, message] of cases) {
      const result = plan(rowWith(column, value));
      expect(result).toEqual({ ok: true, stores: [], errors: [{ row: 2, column, message }], rowCount: 1 });
    }
    const cutoff = planStoreImport([`${HEADER},cutoff`, `${ROW},teatime`].join('\n'));
    expect(cutoff.ok && cutoff.errors).toEqual([
      { row: 2, column: 'cutoff', message: 'Cut-off: write a time like 17:00 (24-hour clock), or leave it empty for none.' },
    ]);
    const active = planStoreImport([`${HEADER},active`, `${ROW},maybe`].join('\n'));
    expect(active.ok && active.errors).toEqual([{ row: 2, column: 'active', message: 'Active must be yes or no (empty: yes).' }]);
  });

  it('names the column of each store rule a row breaks', () => {
    const broken: Array<[string, string, string]> = [
      ['id', 'Bad Id!', 'id'],
      ['name', '', 'name'],
      ['line1', '', 'line1'],
      ['city', '', 'city'],
      ['state', 'Illinois', 'state'],
      ['zip', '6060', 'zip'],
      ['lat', '95', 'lat'],
      ['timeZone', 'Mars/Base', 'timeZone'],
      ['leadMinutes', '99999', 'leadMinutes'],
    ];
    for (const [column, value, named] of broken) {
      const result = plan(rowWith(column, value));
      expect(result.ok, column).toBe(true);
      if (!result.ok) continue;
      expect(result.stores, column).toEqual([]);
      expect(
        result.errors.map((e) => [e.row, e.column]),
        `${column}: ${result.errors[0]?.message}`,
      ).toEqual([[2, named]]);
    }
  });

  it('counts cells, and refuses the same store twice in one file', () => {
    const result = plan(ROW, `${ROW},extra`, ROW);
    expect(result.ok && result.errors).toEqual([
      { row: 3, column: '', message: 'The row has 18 cells; the header has 17.' },
      { row: 4, column: 'id', message: 'Store gate-store is also on row 2.' },
    ]);
    expect(result.ok && result.stores.map((s) => s.row)).toEqual([2]);
  });

  it('writes a store as a row it reads back the same, and says the dry run in words', () => {
    const first = planStoreImport([`${HEADER},cutoff,active`, `${ROW},17:00,no`].join('\n'));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const store = first.stores[0]!.store;
    const again = planStoreImport(
      [storeImportHeader(), storeCsvRow(store), storeCsvRow({ ...store, id: 'other', cutoffMinutes: null, active: true })].join('\n'),
    );
    expect(again.ok && again.stores.map((s) => s.store)).toEqual([store, { ...store, id: 'other', cutoffMinutes: null, active: true }]);
    expect(storeImportSummary(3, 1, 2)).toBe('3 to create, 1 to update, 2 rows with errors');
    expect(storeImportSummary(0, 0, 1)).toBe('0 to create, 0 to update, 1 row with errors');
  });
});
