// CSV export cells (docs/product/certificates.md#population-report): RFC 4180 quoting, and every cell a spreadsheet
// would run as a formula neutralised with a leading quote (OWASP "CSV Injection").
import { UTF8_BOM, csvCell, neutraliseCell, toCsv } from './csv';

test.each<[string, string, string]>([
  // [what, cell as given, cell as written]
  ['plain text', 'Charizard', 'Charizard'],
  ['Chinese', '噴火龍', '噴火龍'],
  ['Korean', '리자몽', '리자몽'],
  ['an equals sign', '=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
  ['a formula without quotes', '=1+2', "'=1+2"],
  ['a plus sign', '+1+1', "'+1+1"],
  ['a minus sign', '-2+3', "'-2+3"],
  ['a card number starting with a dash', '-12', "'-12"],
  ['an at sign', '@SUM(A1:A9)', "'@SUM(A1:A9)"],
  ['a leading tab', '\t=1+2', "'\t=1+2"],
  ['a leading carriage return', '\r=1+2', `"'\r=1+2"`],
  ['a full-width equals sign', '＝1+2', "'＝1+2"],
  ['a full-width plus sign', '＋1', "'＋1"],
  ['a full-width minus sign', '－1', "'－1"],
  ['a full-width at sign', '＠x', "'＠x"],
  ['a sign later in the text', 'Blue-Eyes = Dragon', 'Blue-Eyes = Dragon'],
  ['a comma', 'Liliana, Dreadhorde General', '"Liliana, Dreadhorde General"'],
  ['a quote', 'The "Dragon"', '"The ""Dragon"""'],
  ['a line break', 'two\nlines', '"two\nlines"'],
  ['a CRLF inside', 'two\r\nlines', '"two\r\nlines"'],
  ['a comma after a formula sign', '=1,2', `"'=1,2"`],
  ['empty text', '', ''],
  ['a leading space before a sign', ' =1+2', ' =1+2'],
])('%s', (_what, given, written) => {
  expect(csvCell(given)).toBe(written);
});

test('numbers are written as numbers, negative ones too; null and undefined are empty cells', () => {
  expect(csvCell(0)).toBe('0');
  expect(csvCell(18762)).toBe('18762');
  expect(csvCell(8.5)).toBe('8.5');
  expect(csvCell(-1)).toBe('-1');
  expect(csvCell(null)).toBe('');
  expect(csvCell(undefined)).toBe('');
});

test('neutraliseCell only touches a formula start', () => {
  expect(neutraliseCell('=x')).toBe("'=x");
  // Already quoted text is no formula: left as it is.
  expect(neutraliseCell("'=x")).toBe("'=x");
  expect(neutraliseCell('x=')).toBe('x=');
});

test('rows end with CRLF, cells are separated by commas, the BOM is for the caller to prepend', () => {
  expect(
    toCsv([
      ['name', 'total'],
      ['=cmd|x', 3],
      ['a,b', null],
    ]),
  ).toBe(`name,total\r\n'=cmd|x,3\r\n"a,b",\r\n`);
  expect(toCsv([])).toBe('');
  expect(UTF8_BOM).toBe('\uFEFF');
  expect(Buffer.from(UTF8_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});
