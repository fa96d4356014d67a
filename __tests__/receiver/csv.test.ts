/** @jest-environment node */
import { csvCell, toCsv } from '@/receiver/src/staff/csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Budi Santoso', '"Budi Santoso"'],
    ['a quote, doubled', 'PT "Maju" Jaya', '"PT ""Maju"" Jaya"'],
    ['a comma', 'Jakarta, Indonesia', '"Jakarta, Indonesia"'],
    ['a line break, kept inside the quotes', 'line one\r\nline two', '"line one\r\nline two"'],
    ['an empty string', '', '""'],
    ['null', null, '""'],
    ['undefined', undefined, '""'],
    ['a number', 42, '"42"'],
    [
      'Indonesian and other non-ASCII text',
      'Ketut Ayu Widyaningsih — Bali',
      '"Ketut Ayu Widyaningsih — Bali"',
    ],
  ])('quotes %s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  describe('when a cell would start a formula (OWASP CSV injection)', () => {
    it.each([
      ['=', "=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
      ['+', '+62 812 3456 7890', `"'+62 812 3456 7890"`],
      ['-', "-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
      ['@', "@SUM(1+1)*cmd|' /C calc'!A0", `"'@SUM(1+1)*cmd|' /C calc'!A0"`],
      ['a tab', '\t=1+1', `"'\t=1+1"`],
      ['a carriage return', '\r=1+1', `"'\r=1+1"`],
      [
        '= with a quote to double',
        '=HYPERLINK("http://x.example")',
        `"'=HYPERLINK(""http://x.example"")"`,
      ],
    ])('prefixes an apostrophe to a cell starting with %s', (_, value, expected) => {
      expect(csvCell(value)).toBe(expected);
    });

    it('leaves those characters alone anywhere but the start', () => {
      expect(csvCell('a=b+c-d@e')).toBe('"a=b+c-d@e"');
    });

    it('neutralises a negative number, as a formula-looking text', () => {
      expect(csvCell(-5)).toBe(`"'-5"`);
    });
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every line, the last too, with CRLF', () => {
    expect(
      toCsv([
        ['id', 'name'],
        [1, 'Sari'],
      ]),
    ).toBe('\uFEFF"id","name"\r\n"1","Sari"\r\n');
  });

  it('writes only the byte order mark for no rows', () => {
    expect(toCsv([])).toBe('\uFEFF');
  });
});
