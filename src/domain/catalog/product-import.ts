import { csvRow } from '../admin/csv';
import { readColumns, readCsv, type CsvTable } from './csv-read';
import { productProblems, type ProductDraft } from './product-rules';
import { PRODUCT_TEXT_FIELDS, productFromText, VARIANT_TEXT_FIELDS, type ProductText, type VariantText } from './product-text';

/**
 * The product import (issue #17): a CSV of one row per variant, grouped into products by `id` (the
 * product's cells are read from its first row; later rows may leave them empty). The client's
 * preview and the server's dry run and apply all run `planImport`, so they agree on every row.
 */
export const MAX_IMPORT_ROWS = 5_000;
/** The largest file the import takes (the server's body limit for the import calls is a little above). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export const IMPORT_COLUMNS: readonly string[] = [...PRODUCT_TEXT_FIELDS.map((f) => f.key), ...VARIANT_TEXT_FIELDS.map((f) => f.key)];
const REQUIRED_COLUMNS = ['id', 'name', 'urlSlug', 'price', 'variantId', 'variantName', 'variantPrice', 'variantSku'];

export interface RowError {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

export interface PlannedProduct {
  readonly id: string;
  readonly rows: readonly number[];
  readonly draft: ProductDraft;
}

export type ImportPlan =
  | { readonly ok: false; readonly message: string }
  | {
      readonly ok: true;
      readonly table: CsvTable;
      readonly columns: readonly string[];
      readonly products: readonly PlannedProduct[];
      readonly errors: readonly RowError[];
      readonly rowCount: number;
    };

/** Where a domain problem's field sits in the file: `variants.2.sku` is the third variant row's variantSku. */
function locate(field: string, rows: readonly number[]): { row: number; column: string } {
  const variant = /^variants\.(\d+)\.(\w+)$/.exec(field);
  if (variant) {
    const key = variant[2]!;
    return { row: rows[Number(variant[1])] ?? rows[0]!, column: `variant${key[0]!.toUpperCase()}${key.slice(1)}` };
  }
  const text = /^(variant\w+)\.(\d+)$/.exec(field);
  if (text) return { row: rows[Number(text[2])] ?? rows[0]!, column: text[1]! };
  if (field === 'variants') return { row: rows[0]!, column: 'variantId' };
  return { row: rows[0]!, column: field };
}

/** A cell our error file guarded against formulas ('-1 → -1) reads as what it was. */
const unguard = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Reads, groups and checks an import file; `existingSkus` are not known here (the server adds those). */
export function planImport(text: string): ImportPlan {
  if (text.length > MAX_IMPORT_BYTES)
    return { ok: false, message: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it into smaller files.` };
  const read = readCsv(text, MAX_IMPORT_ROWS);
  if (!read.ok) return read;
  const { table } = read;
  const header = readColumns(table.header, IMPORT_COLUMNS, REQUIRED_COLUMNS);
  if (!header.ok) return header;
  const known = header.columns;
  if (table.rows.length === 0) return { ok: false, message: 'The file has a header but no product rows.' };

  const errors: RowError[] = [];
  const groups = new Map<string, Array<{ row: number; cells: Record<string, string> }>>();
  for (const { row, cells } of table.rows) {
    if (cells.length !== known.length) {
      errors.push({ row, column: '', message: `The row has ${cells.length} cells; the header has ${known.length}.` });
      continue;
    }
    const record = Object.fromEntries(known.map((c, i) => [c, unguard(cells[i]!)]));
    const id = record.id!.trim();
    if (id === '') {
      errors.push({ row, column: 'id', message: 'Id is required' });
      continue;
    }
    groups.set(id, [...(groups.get(id) ?? []), { row, cells: record }]);
  }

  const products: PlannedProduct[] = [];
  const skuRows = new Map<string, number>();
  const variantIdRows = new Map<string, number>();
  const slugRows = new Map<string, number>();
  for (const [id, group] of groups) {
    const rows = group.map((g) => g.row);
    const read = productFromText(
      group[0]!.cells as Partial<ProductText>,
      group.map((g) => g.cells as Partial<VariantText>),
    );
    const found = read.draft ? productProblems(read.draft) : read.problems;
    const own: RowError[] = found.map((p) => ({ ...locate(p.field, rows), message: p.message }));
    if (read.draft) {
      const slugRow = slugRows.get(read.draft.urlSlug);
      if (slugRow !== undefined) own.push({ row: rows[0]!, column: 'urlSlug', message: `URL slug ${read.draft.urlSlug} is also on row ${slugRow}` });
      slugRows.set(read.draft.urlSlug, rows[0]!);
      for (const [i, v] of read.draft.variants.entries()) {
        const skuRow = skuRows.get(v.sku.toUpperCase());
        if (skuRow !== undefined && !rows.includes(skuRow)) own.push({ row: rows[i]!, column: 'variantSku', message: `SKU ${v.sku} is also on row ${skuRow}` });
        skuRows.set(v.sku.toUpperCase(), rows[i]!);
        // One variant id per store: two products sharing one would be priced as each other (issue 26).
        const idRow = variantIdRows.get(v.id);
        if (idRow !== undefined && !rows.includes(idRow))
          own.push({ row: rows[i]!, column: 'variantId', message: `Variant id ${v.id} is also on row ${idRow}` });
        variantIdRows.set(v.id, rows[i]!);
      }
    }
    if (own.length > 0 || !read.draft) {
      errors.push(...own);
      // A product is written whole or not at all: its other rows say why they are left out.
      const bad = new Set(own.map((e) => e.row));
      for (const row of rows.filter((r) => !bad.has(r))) errors.push({ row, column: 'id', message: `Not imported: another row of product ${id} has an error` });
      continue;
    }
    products.push({ id, rows, draft: read.draft });
  }
  errors.sort((a, b) => a.row - b.row);
  return { ok: true, table, columns: known, products, errors, rowCount: table.rows.length };
}

/** Rows with errors: how many distinct rows. */
export const errorRowCount = (errors: readonly RowError[]): number => new Set(errors.map((e) => e.row)).size;

/** The import's summary line, e.g. '12 to create, 3 to update, 2 rows with errors'. */
export const importSummary = (create: number, update: number, errorRows: number): string =>
  `${create} to create, ${update} to update, ${errorRows} ${errorRows === 1 ? 'row' : 'rows'} with errors`;

/**
 * The error file: the original columns plus `error`, one line per row with errors (its messages joined
 * by '; '), to fix and upload again. Cells are quoted and guarded against spreadsheet formulas.
 */
export function errorFileCsv(table: CsvTable, errors: readonly RowError[]): string {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.column ? `${e.column}: ` : ''}${e.message}`]);
  const lines = [csvRow([...table.header, 'error'])];
  for (const { row, cells } of table.rows) {
    const messages = byRow.get(row);
    if (messages) lines.push(csvRow([...cells, messages.join('; ')]));
  }
  return `\uFEFF${lines.join('')}`;
}

/** The template to download: the columns, and two example rows (one product, two variants). */
export function importTemplateCsv(): string {
  const example = (variantId: string, variantName: string, sku: string, first: boolean) =>
    IMPORT_COLUMNS.map((c) => {
      const product: Record<string, string> = {
        id: 'sunset-8x8',
        name: 'Sunset Tile',
        urlSlug: 'sunset-tile',
        price: '16.00',
        listed: 'true',
        sortOrder: '20',
        imageUrls: '/files/seed/sunset.png',
        minInputPpi: '62.5',
        widthInches: '8',
        heightInches: '8',
      };
      const variant: Record<string, string> = { variantId, variantName, variantPrice: '16.00', variantSku: sku };
      return c === 'id' ? 'sunset-8x8' : ((first ? product[c] : undefined) ?? variant[c] ?? '');
    });
  return `\uFEFF${csvRow(IMPORT_COLUMNS)}${csvRow(example('sunset-8x8-black', 'Black', 'SUNSET-BLK', true))}${csvRow(example('sunset-8x8-white', 'White', 'SUNSET-WHT', false))}`;
}
