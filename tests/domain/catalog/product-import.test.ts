import { describe, expect, it } from 'vitest';
import { errorFileCsv, importSummary, importTemplateCsv, IMPORT_COLUMNS, planImport, readCsv } from '../../../src/domain/catalog';

const HEAD = 'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku';
const good = (id: string, sku: string) => `${id},Tile ${id},${id},16.00,${id}-b,Black,16.00,${sku}`;

describe('reading CSV', () => {
  it('takes a BOM, ; or , quoted fields with quotes and line breaks, CRLF', () => {
    const read = readCsv('\uFEFFa;b;c\r\n"x;1";"say ""hi""";"two\nlines"\r\n\r\n', 10);
    expect(read).toEqual({ ok: true, table: { delimiter: ';', header: ['a', 'b', 'c'], rows: [{ row: 2, cells: ['x;1', 'say "hi"', 'two\nlines'] }] } });
  });

  it('refuses a broken quote naming the row', () => {
    expect(readCsv(`${HEAD}\n${good('a', 'A1')}\n"b,Tile,b`, 10)).toEqual({ ok: false, message: 'Row 3: a quoted field is not closed (a " is missing).' });
    expect(readCsv('a,b\n"x"y,2', 10)).toEqual({ ok: false, message: 'Row 2: text after a closing quote (a quote inside a field must be doubled: "").' });
    expect(readCsv('a,b\nx"y,2', 10)).toEqual({
      ok: false,
      message: 'Row 2: a " inside a field that is not quoted (quote the whole field and double the quote).',
    });
  });

  it('counts the last row too, without a line break after it', () => {
    expect(readCsv(`${HEAD}\n${good('a', 'A1')}\n${good('b', 'B1')}`, 1)).toEqual({
      ok: false,
      message: 'The file has more than 1 rows: at most 1 rows can be imported at once. Split it into smaller files.',
    });
    expect(readCsv(`${HEAD}\n${good('a', 'A1')}`, 1)).toMatchObject({ ok: true });
  });

  it('refuses 100,000 rows with the limit in the message, quickly', () => {
    const big = `${HEAD}\n${Array.from({ length: 100_000 }, (_, i) => good(`p${i}`, `S${i}`)).join('\n')}`;
    const started = performance.now();
    expect(planImport(big)).toEqual({ ok: false, message: 'The file is larger than 2 MB: split it into smaller files.' });
    expect(readCsv(big, 5000)).toEqual({
      ok: false,
      message: 'The file has more than 5,000 rows: at most 5,000 rows can be imported at once. Split it into smaller files.',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('planning an import', () => {
  it('groups variant rows into products, headers in any case, and reports each bad row with its column', () => {
    const csv = [
      'ID;Name;URLSLUG;Price;VariantId;VariantName;VariantPrice;VariantSku;minInputPpi',
      'coast;Coast;coast;16.00;coast-b;Black;16.00;COAST-B;62.5',
      'coast;;;;coast-w;White;16.00;COAST-W;',
      'bad;Bad;bad;abc;bad-b;Black;16.00;BAD-B;',
      'dupe;Dupe;dupe;16.00;dupe-b;Black;16.00;COAST-W;',
    ].join('\n');
    const plan = planImport(csv);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.products.map((p) => [p.id, p.rows, p.draft.variants.map((v) => v.sku)])).toEqual([['coast', [2, 3], ['COAST-B', 'COAST-W']]]);
    expect(plan.products[0]!.draft).toMatchObject({ priceCents: 1600, minInputPpi: 62.5, listed: true });
    expect(plan.errors).toEqual([
      { row: 4, column: 'price', message: "Price must be an amount like 14.00 (got 'abc')" },
      { row: 5, column: 'variantSku', message: 'SKU COAST-W is also on row 3' },
    ]);
    expect(importSummary(1, 0, 2)).toBe('1 to create, 0 to update, 2 rows with errors');
  });

  it('reports a variant id two products of the file share on the later row (issue 26: one variant id per store)', () => {
    const plan = planImport(
      [HEAD, 'a;A;a;16.00;same;Black;16.00;A-B', 'b;B;b;16.00;same;Black;16.00;B-B', 'a;;;;a-w;White;16.00;A-W'].join('\n').replace(/;/g, ','),
    );
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.products.map((p) => p.id)).toEqual(['a']);
    expect(plan.errors).toEqual([{ row: 3, column: 'variantId', message: 'Variant id same is also on row 2' }]);
  });

  it('refuses an unknown column, a duplicate or a missing one for the whole file', () => {
    expect(planImport(`${HEAD},colour\n${good('a', 'A')},red`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Unknown column 'colour' \(column 9\)\. The columns are: id, name, /),
    });
    expect(planImport(`${HEAD},NAME\n${good('a', 'A')},x`)).toEqual({ ok: false, message: "Column 'name' appears twice." });
    expect(planImport('id,name\na,b')).toEqual({ ok: false, message: 'Missing columns: urlSlug, price, variantId, variantName, variantPrice, variantSku.' });
  });

  it('leaves a whole product out when one of its rows is bad', () => {
    const plan = planImport(`${HEAD}\n${good('a', 'A1')}\na,,,,a-w,White,xx,A2`);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.products).toEqual([]);
    expect(plan.errors).toEqual([
      { row: 2, column: 'id', message: 'Not imported: another row of product a has an error' },
      { row: 3, column: 'variantPrice', message: "Variant price must be an amount like 14.00 (got 'xx')" },
    ]);
  });

  it('writes an error file of the original columns plus error, guarded against formulas, that reads back', () => {
    const plan = planImport(`${HEAD},sortOrder\n${good('a', 'A1')},-1\nb,=HYPERLINK(1),b,abc,b-b,Black,1.00,B1,-2`);
    if (!plan.ok) throw new Error(plan.message);
    const file = errorFileCsv(plan.table, plan.errors);
    expect(file).toBe(
      `\uFEFF"id","name","urlSlug","price","variantId","variantName","variantPrice","variantSku","sortOrder","error"\r\n"b","'=HYPERLINK(1)","b","abc","b-b","Black","1.00","B1","'-2","price: Price must be an amount like 14.00 (got 'abc')"\r\n`,
    );
    // Fixed and uploaded again: the guarded cells read as they were.
    const fixed = planImport(file.replace('"abc"', '"3.00"').replace(/,"error"|,"price: [^"]*"/g, ''));
    if (!fixed.ok) throw new Error(fixed.message);
    expect(fixed.errors).toEqual([]);
    expect(fixed.products[0]!.draft).toMatchObject({ name: '=HYPERLINK(1)', sortOrder: -2, priceCents: 300 });
  });

  it('offers a template that plans cleanly', () => {
    const plan = planImport(importTemplateCsv());
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.columns).toEqual(IMPORT_COLUMNS);
    expect(plan.errors).toEqual([]);
    expect(plan.products.map((p) => [p.id, p.draft.variants.length])).toEqual([['sunset-8x8', 2]]);
  });
});

describe('locating row problems', () => {
  it('names a short row, a row without id and a bad variant cell by row and column', () => {
    const csv = [HEAD, good('a', 'A1'), 'b,Tile b,b,16.00', ',Tile c,c,16.00,c-b,Black,16.00,C1', 'd,Tile d,d,16.00,d-b,Black,abc,D1'].join('\n');
    const plan = planImport(csv);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.errors).toContainEqual({ row: 3, column: '', message: 'The row has 4 cells; the header has 8.' });
    expect(plan.errors).toContainEqual({ row: 4, column: 'id', message: 'Id is required' });
    expect(plan.errors.find((e) => e.row === 5)).toMatchObject({ row: 5, column: 'variantPrice' });
    expect(plan.products.map((p) => p.draft.id)).toEqual(['a']);
  });

  it('names the row of the variant a product rule refuses', () => {
    const csv = [HEAD, 'e,Tile e,e,16.00,e-b,Black,16.00,E1', 'e,Tile e,e,16.00,e-w,Black,16.00,E2'].join('\n');
    const plan = planImport(csv);
    expect(plan.ok && plan.errors.map((e) => e.row)).toContain(3);
  });
});
