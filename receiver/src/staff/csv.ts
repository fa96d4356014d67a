// CSV for the staff's exports: RFC 4180 (every cell quoted, quotes doubled, CRLF line ends) with a
// UTF-8 byte order mark, so a spreadsheet opens Indonesian names and line breaks as they were sent.
// Pure: the route reads the rows and writes the audit entry.

/** What a cell may hold; null and undefined export as an empty cell. */
export type CsvCell = string | number | null | undefined;

/**
 * The characters a spreadsheet reads as the start of a formula (OWASP, CSV injection): a visitor
 * who types `=HYPERLINK(…)` or `=cmd|' /C calc'!A0` into a form must not run it on the computer of
 * the staff member who opens the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text: formulas neutralised by a leading apostrophe, then quoted with quotes doubled. */
export function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The whole file: a byte order mark, then one CRLF-terminated line per row. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
