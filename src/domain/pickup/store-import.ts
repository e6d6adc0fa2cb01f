import { isLeft } from 'fp-ts/Either';
import { csvRow } from '../admin/csv';
import { readColumns, readCsv } from '../catalog/csv-read';
import { DAY_NAMES } from './hours';
import { checkStore, type PickupStore } from './store';
import { dayText, clockText, readCutoffText, readWeekText } from './store-text';

/**
 * The store import (issue 30): one row per store, the same dry-run/apply flow as the product import.
 * Unlike the product import, a file with any bad row imports nothing: a store list is short, and half
 * a chain's opening hours is worse than none. The server's dry run and apply both plan with this.
 */
export const MAX_STORE_IMPORT_ROWS = 2_000;
export const MAX_STORE_IMPORT_BYTES = 1024 * 1024;

const DAY_COLUMNS = DAY_NAMES.map((d) => d.toLowerCase());
export const STORE_IMPORT_COLUMNS: readonly string[] = [
  'id',
  'name',
  'line1',
  'city',
  'state',
  'zip',
  'lat',
  'lng',
  'timeZone',
  ...DAY_COLUMNS,
  'leadMinutes',
  'cutoff',
  'active',
];
const OPTIONAL_COLUMNS = new Set(['cutoff', 'active']);

export interface StoreRowError {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

export type StoreImportPlan =
  | { readonly ok: false; readonly message: string }
  | {
      readonly ok: true;
      readonly stores: ReadonlyArray<{ readonly row: number; readonly store: PickupStore }>;
      readonly errors: readonly StoreRowError[];
      readonly rowCount: number;
    };

/** Which column a checkStore message is about (its messages name the field in words). */
function columnOfProblem(message: string): string {
  const starts: Array<[string, string]> = [
    ['The store id', 'id'],
    ['The store name', 'name'],
    ['The street', 'line1'],
    ['The city', 'city'],
    ['The state', 'state'],
    ['The ZIP', 'zip'],
    ['The coordinates', 'lat'],
    ['Unknown time zone', 'timeZone'],
    ['Each day', 'sunday'],
    ['Opening hours', 'sunday'],
    ['The lead time', 'leadMinutes'],
    ['The cut-off', 'cutoff'],
  ];
  return starts.find(([start]) => message.startsWith(start))?.[1] ?? 'id';
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function readActive(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'yes' || t === 'true' || t === '1') return true;
  if (t === 'no' || t === 'false' || t === '0') return false;
  return null;
}

/** One row → a store, or the first problem with its column. */
function storeOfRow(cell: (column: string) => string): { store: PickupStore } | { column: string; message: string } {
  const lat = cell('lat').trim();
  const lng = cell('lng').trim();
  if (!NUMBER.test(lat)) return { column: 'lat', message: 'Latitude must be a number in degrees, like 41.8781.' };
  if (!NUMBER.test(lng)) return { column: 'lng', message: 'Longitude must be a number in degrees, like -87.6298.' };
  const week = readWeekText(DAY_COLUMNS.map(cell));
  if (!week.ok) return { column: DAY_COLUMNS[week.day]!, message: week.message };
  const lead = cell('leadMinutes').trim();
  if (!/^\d{1,5}$/.test(lead)) return { column: 'leadMinutes', message: 'Lead time must be a whole number of minutes, like 60.' };
  const cutoff = readCutoffText(cell('cutoff'));
  if (!cutoff.ok) return { column: 'cutoff', message: cutoff.message };
  const active = readActive(cell('active'));
  if (active === null) return { column: 'active', message: 'Active must be yes or no (empty: yes).' };
  const store: PickupStore = {
    id: cell('id').trim(),
    name: cell('name').trim(),
    address: { line1: cell('line1').trim(), city: cell('city').trim(), state: cell('state').trim().toUpperCase(), zip: cell('zip').trim() },
    location: { lat: Number(lat), lng: Number(lng) },
    timeZone: cell('timeZone').trim(),
    week: week.week,
    leadMinutes: Number(lead),
    cutoffMinutes: cutoff.cutoff,
    active,
  };
  const checked = checkStore(store);
  if (isLeft(checked)) return { column: columnOfProblem(checked.left.message), message: checked.left.message };
  return { store };
}

/** Reads and checks a store file; a file that cannot be read as a whole is `ok: false` with the reason. */
export function planStoreImport(text: string): StoreImportPlan {
  if (text.length > MAX_STORE_IMPORT_BYTES) return { ok: false, message: 'The file is larger than 1 MB: split it into smaller files.' };
  const read = readCsv(text, MAX_STORE_IMPORT_ROWS);
  if (!read.ok) return read;
  const header = readColumns(
    read.table.header,
    STORE_IMPORT_COLUMNS,
    STORE_IMPORT_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c)),
  );
  if (!header.ok) return header;
  const { columns } = header;
  if (read.table.rows.length === 0) return { ok: false, message: 'The file has a header but no store rows.' };

  const errors: StoreRowError[] = [];
  const stores: Array<{ row: number; store: PickupStore }> = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of read.table.rows) {
    if (cells.length !== columns.length) {
      errors.push({ row, column: '', message: `The row has ${cells.length} cells; the header has ${columns.length}.` });
      continue;
    }
    // A cell the error file guarded against formulas ('-87.6) reads as what it was.
    const cell = (column: string) => {
      const i = columns.indexOf(column);
      const value = i < 0 ? '' : cells[i]!;
      return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
    };
    const result = storeOfRow(cell);
    if ('message' in result) {
      errors.push({ row, column: result.column, message: result.message });
      continue;
    }
    const earlier = firstRowOf.get(result.store.id);
    if (earlier !== undefined) {
      errors.push({ row, column: 'id', message: `Store ${result.store.id} is also on row ${earlier}.` });
      continue;
    }
    firstRowOf.set(result.store.id, row);
    stores.push({ row, store: result.store });
  }
  return { ok: true, stores, errors, rowCount: read.table.rows.length };
}

/** '3 to create, 1 to update, 2 rows with errors' (the dry run's headline). */
export const storeImportSummary = (create: number, update: number, errorRows: number): string =>
  `${create} to create, ${update} to update, ${errorRows} ${errorRows === 1 ? 'row' : 'rows'} with errors`;

/** One store as a row of the import file (the template's example, and an export an admin may edit and import back). */
export const storeCsvRow = (s: PickupStore): string =>
  csvRow([
    s.id,
    s.name,
    s.address.line1,
    s.address.city,
    s.address.state,
    s.address.zip,
    s.location.lat,
    s.location.lng,
    s.timeZone,
    ...s.week.map(dayText),
    s.leadMinutes,
    s.cutoffMinutes === null ? '' : clockText(s.cutoffMinutes),
    s.active ? 'yes' : 'no',
  ]);

export const storeImportHeader = (): string => csvRow(STORE_IMPORT_COLUMNS);
