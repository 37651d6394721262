// Issue #9: at 390 px the floating contact button covered the end of the submit wizard's total bar. On a page whose
// bottom bar is marked (StatementPanel), the button sits above the bar on phones and keeps its corner on wide screens.
import { render, screen } from '@testing-library/react';
import { BOTTOM_BAR_ATTRIBUTE, BOTTOM_BAR_HEIGHT, CONTACT_FAB_MARGIN } from './bottom-bar';
import { ContactFab } from './ContactFab';

jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

/** The CSS rules emotion inserted for an element's generated class. */
function rulesFor(element: Element): string[] {
  const classes = Array.from(element.classList).filter((name) => name.startsWith('css-'));
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .filter((text) => classes.some((name) => text.includes(`.${name}`)));
}

test('above a marked bottom bar on phones, in its corner on wide screens', () => {
  render(<ContactFab />);
  const rules = rulesFor(screen.getByRole('link', { name: 'contact.label' }));
  const marked = `body:has([${BOTTOM_BAR_ATTRIBUTE}])`;
  expect(rules).toContain(`@media (min-width:0px) {${marked} .${rulesClass(rules)} {bottom: ${BOTTOM_BAR_HEIGHT + CONTACT_FAB_MARGIN}px;}}`);
  expect(rules).toContain(`@media (min-width:900px) {${marked} .${rulesClass(rules)} {bottom: 24px;}}`);
  // Without a bar: its usual corner.
  expect(rules).toContain(`@media (min-width:0px) {.${rulesClass(rules)} {right: ${CONTACT_FAB_MARGIN}px; bottom: ${CONTACT_FAB_MARGIN}px;}}`);
});

function rulesClass(rules: string[]): string {
  return /\.(css-[\w-]+)/.exec(rules[0] ?? '')?.[1] ?? '';
}
