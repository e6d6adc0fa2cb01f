/**
 * CSV cells safe to open in a spreadsheet (OWASP "CSV injection"): a cell starting with = + - @,
 * a tab or a carriage return gets a leading apostrophe so it is read as text, never as a formula;
 * every cell is quoted, with its quotes doubled. Rows end with CRLF (RFC 4180).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const csvRow = (cells: ReadonlyArray<string | number | null | undefined>): string => cells.map(csvCell).join(',') + '\r\n';
