/**
 * Reading a CSV file (RFC 4180, as spreadsheets write it): UTF-8 with or without a BOM, `,` or `;`
 * (whichever the header line uses outside quotes), quoted fields with doubled quotes and line breaks,
 * CRLF or LF. Strict where a spreadsheet would guess: a quote left open, text after a closing quote
 * or a quote inside an unquoted field is an error naming the row. Rows count as a spreadsheet shows
 * them: the header is row 1.
 */
export interface CsvTable {
  readonly delimiter: ',' | ';';
  readonly header: readonly string[];
  readonly rows: ReadonlyArray<{ readonly row: number; readonly cells: readonly string[] }>;
}

export type CsvRead = { readonly ok: true; readonly table: CsvTable } | { readonly ok: false; readonly message: string };

function delimiterOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const formatCount = (n: number) => n.toLocaleString('en-US');

/** Reads the file's text; `maxRows` data rows at most (more is refused before the rest is read). */
export function readCsv(input: string, maxRows: number): CsvRead {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let i = 0;
  const row = () => records.length + 1;
  const endRecord = () => {
    cells.push(cell);
    // Blank lines (a trailing newline, an empty line between rows) are not rows.
    if (!(cells.length === 1 && cells[0] === '')) records.push(cells);
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && cell === '') {
      // A quoted field: up to the closing quote; "" is one quote.
      let j = i + 1;
      let value = '';
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) return { ok: false, message: `Row ${row()}: a quoted field is not closed (a " is missing).` };
        value += text.slice(j, q);
        if (text[q + 1] === '"') {
          value += '"';
          j = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
        return { ok: false, message: `Row ${row()}: text after a closing quote (a quote inside a field must be doubled: "").` };
      }
      cell = value;
      if (next === undefined) break;
      continue;
    }
    if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      if (records.length > maxRows + 1) {
        return {
          ok: false,
          message: `The file has more than ${formatCount(maxRows)} rows: at most ${formatCount(maxRows)} rows can be imported at once. Split it into smaller files.`,
        };
      }
    } else if (ch === '"') {
      return { ok: false, message: `Row ${row()}: a " inside a field that is not quoted (quote the whole field and double the quote).` };
    } else {
      cell += ch;
    }
    i++;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  if (records.length === 0) return { ok: false, message: 'The file is empty: it needs a header row and at least one product row.' };
  if (records.length > maxRows + 1) {
    return {
      ok: false,
      message: `The file has more than ${formatCount(maxRows)} rows: at most ${formatCount(maxRows)} rows can be imported at once. Split it into smaller files.`,
    };
  }
  const [header, ...rest] = records;
  return { ok: true, table: { delimiter, header: header!, rows: rest.map((cellsOfRow, k) => ({ row: k + 2, cells: cellsOfRow })) } };
}

/**
 * An import file's header read against the columns the import knows (names trimmed, any case):
 * each known once and every required one present; otherwise the reason, in the admin's words.
 * The product and pickup-store imports share it.
 */
export function readColumns(
  header: readonly string[],
  known: readonly string[],
  required: readonly string[],
): { readonly ok: true; readonly columns: readonly string[] } | { readonly ok: false; readonly message: string } {
  const byLower = new Map(known.map((c) => [c.toLowerCase(), c]));
  const columns: string[] = [];
  for (const [i, raw] of header.entries()) {
    const name = raw.trim();
    const column = byLower.get(name.toLowerCase());
    if (!column) return { ok: false, message: `Unknown column '${name.slice(0, 40)}' (column ${i + 1}). The columns are: ${known.join(', ')}.` };
    if (columns.includes(column)) return { ok: false, message: `Column '${column}' appears twice.` };
    columns.push(column);
  }
  const missing = required.filter((c) => !columns.includes(c));
  if (missing.length > 0) return { ok: false, message: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` };
  return { ok: true, columns };
}
