// The print CSS of the label sheet (issue #10; docs/product/certificates.md#label-printing): only the sheet is printed
// — the header, footer, navigation, buttons and notes of the page are hidden, whatever the layout around it — in one
// of two formats:
// - `a4`: A4 paper or label stock, 10 mm margins, 2 columns × 10 rows of 88 × 25 mm labels (6 mm and 3 mm gutters:
//   2 × 88 + 6 = 182 mm of the 190 mm width, 10 × 25 + 9 × 3 = 277 mm of the 277 mm height), 20 labels a page, cut
//   along their dashed outlines;
// - `roll`: one label per page for a label printer, the page being the label itself: 88 × 25 mm, no margin. That is
//   the label window of our slab insert and a standard die-cut size of thermal label rolls (set the printer's media
//   to 88 × 25 mm and the browser's scale to 100 %).
import type { LabelFormat } from '@/lib/shared/lab/labels';

export const LABEL_SIZE_MM = { width: 88, height: 25 } as const;
/** The element the print keeps: the sheet, and nothing outside it. */
export const SHEET_ID = 'label-sheet';
export const LABEL_CLASS = 'slab-label';
/** Screen-only parts inside the sheet (e.g. "printed on …" under each label). */
export const SCREEN_ONLY_CLASS = 'label-screen-only';

const A4 = `
@page { size: A4 portrait; margin: 10mm; }
@media print {
  #${SHEET_ID} { display: grid !important; grid-template-columns: repeat(2, ${LABEL_SIZE_MM.width}mm); grid-auto-rows: ${LABEL_SIZE_MM.height}mm; gap: 3mm 6mm !important; justify-content: center; }
  #${SHEET_ID} > * { break-inside: avoid; }
}`;

const ROLL = `
@page { size: ${LABEL_SIZE_MM.width}mm ${LABEL_SIZE_MM.height}mm; margin: 0; }
@media print {
  #${SHEET_ID} { display: block !important; }
  #${SHEET_ID} > * { break-after: page; break-inside: avoid; }
  #${SHEET_ID} > *:last-child { break-after: auto; }
  .${LABEL_CLASS} { border: 0 !important; }
}`;

/** The page's print rules for `format` (a string for MUI's GlobalStyles). */
export function labelPrintCss(format: LabelFormat): string {
  return `${format === 'roll' ? ROLL : A4}
@media print {
  html, body { background: #fff !important; }
  body *:not(:has(#${SHEET_ID})):not(#${SHEET_ID}):not(#${SHEET_ID} *) { display: none !important; }
  body *:has(#${SHEET_ID}) { margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; min-height: 0 !important; max-width: none !important; width: auto !important; position: static !important; }
  .${SCREEN_ONLY_CLASS} { display: none !important; }
  #${SHEET_ID} > * { margin: 0 !important; padding: 0 !important; }
}`;
}
