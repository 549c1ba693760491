import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv, readCell } from './product-csv.format.ts';

const read = (text: string) => parseCsv(text).map((r) => r.cells.map(readCell));

describe('product CSV reader and writer', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks (CRLF or LF)', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","one\r\ntwo"\nplain,,"\n"\r\n';
    expect(parseCsv(text)).toEqual([
      { row: 1, cells: ['a', 'b', 'c'] },
      { row: 2, cells: ['x, y', 'say "hi"', 'one\r\ntwo'] },
      { row: 3, cells: ['plain', '', '\n'] },
    ]);
  });

  it('numbers rows as a spreadsheet does: blank lines count, a multi-line cell is one row', () => {
    const records = parseCsv('h\r\n\r\n"a\nb"\r\nc');
    expect(records.map((r) => [r.row, r.cells])).toEqual([
      [1, ['h']],
      [3, ['a\nb']],
      [4, ['c']],
    ]);
  });

  it('skips a byte order mark and reports a quote that is never closed', () => {
    expect(parseCsv('\ufeffHandle,Name\r\n')[0]?.cells).toEqual(['Handle', 'Name']);
    const records = parseCsv('h\r\nok\r\n"open, never closed\r\nmore');
    expect(records[2]).toMatchObject({ row: 3, error: 'A quoted cell on this row is never closed' });
  });

  it('guards formulas on the way out and takes the guard off on the way in', () => {
    const line = csvLine(['=SUM(A1)', '+1', '-2', '@x', "'=kept", "'plain", 'a,b']);
    expect(line).toBe(`'=SUM(A1),'+1,'-2,'@x,''=kept,'plain,"a,b"\r\n`);
    expect(read(line)).toEqual([['=SUM(A1)', '+1', '-2', '@x', "'=kept", "'plain", 'a,b']]);
  });

  it('any table written and read back is the same table', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('=', "'", '"', ',', '\n', '\r\n', '\r', '-', "''@", ' '),
      fc
        .array(fc.constantFrom('a', '"', ',', '\n', '\r', "'", '=', ' ', 'é'), { maxLength: 8 })
        .map((a) => a.join('')),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        (rows) => {
          const text = rows.map((r) => csvLine(r)).join('');
          expect(read(text)).toEqual(rows);
        },
      ),
      { numRuns: 500 },
    );
  });
});
