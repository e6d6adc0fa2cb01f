import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../../src/domain/admin';

describe('CSV cells', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a "quoted" word', '"a ""quoted"" word"'],
    ['plain, with comma\nand line', '"plain, with comma\nand line"'],
    ['a=b', '"a=b"'],
    ['', '""'],
  ])('%j → %s', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes numbers and missing values, rows end with CRLF', () => {
    expect(csvRow([1001, null, undefined, '28.00'])).toBe('"1001","","","28.00"\r\n');
  });
});
