import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

/** The cells a spreadsheet would see after splitting on `sep` (ignoring quoting, as a mid-field quote is ignored). */
const cellsAfterSplit = (cell: string, sep: string) => cell.replace(/^"|"$/g, '').split(sep);
const formulaLike = (cell: string) => /^\s*"?\s*[=+\-@]/.test(cell);

describe('csvCell formula guard', () => {
  it('neutralises a formula at the start of a cell', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(' =1')).toBe("' =1");
  });

  it('neutralises a formula after any separator a locale may split on', () => {
    for (const sep of [';', ',', '\t', '|', '\n']) {
      const cell = csvCell(`x${sep}=HYPERLINK("http://evil.example","click")`);
      for (const part of cellsAfterSplit(cell, sep)) expect(formulaLike(part), JSON.stringify({ sep, part })).toBe(false);
    }
    expect(csvCell('x; +cmd|" /C calc"!A0')).toBe(`"x; '+cmd|"" /C calc""!A0"`);
  });

  it('leaves ordinary text alone', () => {
    expect(csvCell('Recovery protocol')).toBe('Recovery protocol');
    expect(csvCell('knee - left side')).toBe('knee - left side');
  });
});
