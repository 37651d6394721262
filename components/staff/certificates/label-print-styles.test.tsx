// The label sheet as it prints (issue #10): each label's words and QR code, and the print rules the page really emits
// through MUI's GlobalStyles — the page size of each format, one label per page on a roll, only the sheet printed.
import { render, screen, within } from '@testing-library/react';
import type { LabelView } from '@/lib/shared/lab/labels';
import { LabelSheetView } from './LabelSheetView';
import { SHEET_ID } from './label-print-styles';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41"><path d="M2 2h7"/></svg>';
const label = (serial: string, change: Partial<LabelView> = {}): LabelView => ({
  serial,
  grade: '9.5',
  authentic: false,
  cardLine: '1999 Wizards of the Coast Base Set #4/102 Charizard',
  subgrades: { surface: 10, edges: 9.5, corners: 9, centering: null },
  autoGrade: null,
  qrUrl: `https://cardgrade.example/certification/${serial}?k=1&s=${'a'.repeat(22)}`,
  qrSvg: SVG,
  labelPrintedAt: null,
  ...change,
});

/** Every rule emotion inserted (with insertRule: read back from the style sheets), whitespace removed. */
const emitted = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('')
    .replace(/\s+/g, '');

test('each label shows the grade or "A", the card line, the subgrades, the serial and the QR code', () => {
  render(
    <LabelSheetView
      format="a4"
      labels={[label('4829173'), label('1000001', { grade: 'A', authentic: true, autoGrade: 10, labelPrintedAt: '2026-11-24T01:00:00.000Z' })]}
    />,
  );
  const first = within(screen.getByTestId('label-4829173'));
  expect(screen.getByTestId('label-grade-4829173')).toHaveTextContent('9.5');
  expect(first.getByText('label.grade')).toBeInTheDocument();
  expect(first.getByText('1999 Wizards of the Coast Base Set #4/102 Charizard')).toBeInTheDocument();
  expect(
    first.getByText('label.subgrades.surface 10 · label.subgrades.edges 9.5 · label.subgrades.corners 9 · label.subgrades.centering –'),
  ).toBeInTheDocument();
  expect(first.getByText('label.serial {"serial":"4829173"}')).toBeInTheDocument();
  const qr = first.getByRole('img');
  expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);

  const second = within(screen.getByTestId('label-1000001'));
  expect(screen.getByTestId('label-grade-1000001')).toHaveTextContent('A');
  expect(second.getByText('label.authentic')).toBeInTheDocument();
  expect(second.getByText(/label\.auto 10$/)).toBeInTheDocument();
  expect(screen.getByText('sheet.notPrinted')).toBeInTheDocument();
  expect(screen.getByText(/^sheet\.printedAt/)).toBeInTheDocument();
  expect(document.getElementById(SHEET_ID)).toContainElement(screen.getByTestId('label-1000001'));
});

test('a4: A4 pages with margins, a two-column grid of 88 × 25 mm labels', () => {
  render(<LabelSheetView format="a4" labels={[label('4829173')]} />);
  const css = emitted();
  expect(css).toContain('@page{size:A4portrait;margin:10mm;}');
  expect(css).toContain('grid-template-columns:repeat(2,88mm)');
  expect(css).toContain('grid-auto-rows:25mm');
  expect(css).not.toContain('break-after:page');
});

test('roll: the page is the label, one per page, without the cutting outline', () => {
  render(<LabelSheetView format="roll" labels={[label('4829173')]} />);
  const css = emitted();
  expect(css).toContain('@page{size:88mm25mm;margin:0;}');
  expect(css).toContain(`#${SHEET_ID}>*{break-after:page;`);
  expect(css).toContain('.slab-label{border:0!important;}');
});

test('print hides everything that is neither the sheet, inside it, nor around it', () => {
  render(<LabelSheetView format="a4" labels={[label('4829173')]} />);
  const css = emitted();
  expect(css).toContain(`body*:not(:has(#${SHEET_ID})):not(#${SHEET_ID}):not(#${SHEET_ID}*){display:none!important;}`);
  expect(css).toContain('.label-screen-only{display:none!important;}');
});
