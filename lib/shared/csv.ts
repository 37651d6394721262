// CSV as RFC 4180 writes it, made safe to open in a spreadsheet. The population export's names and sets come from
// members (docs/product/certificates.md#population-report), so a cell that a spreadsheet would read as a formula
// ("=HYPERLINK(…)", "+1+1", "-2+3", "@SUM(…)", or a leading tab or carriage return, OWASP "CSV Injection") is
// neutralised with a leading single quote: the spreadsheet shows the text, and nothing runs. Full-width ＝＋－＠ are
// treated the same (an input method types them, and NFKC reads them as the ASCII signs).

/** The characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/** The byte order mark Excel needs to read UTF-8 (Chinese and Korean names) rather than the system's code page. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

/** A text cell that would start a formula, with a leading quote; anything else as it is. */
export function neutraliseCell(text: string): string {
  const first = text.charAt(0);
  return first !== '' && (FORMULA_START.has(first) || FORMULA_START.has(first.normalize('NFKC'))) ? `'${text}` : text;
}

/** One cell: text neutralised, then quoted when it holds a quote, a comma or a line break (quotes doubled). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours (counts, years): never a formula, and a negative one must stay a number.
  const text = typeof value === 'number' ? String(value) : neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells, each line ended by CRLF (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
