// Issue #9: at 390 px the floating contact button covered the end of the submit wizard's total bar. On a page whose
// bottom bar is marked (StatementPanel), the button sits above the bar on phones and keeps its corner on wide screens.
// The offsets are static CSS (ContactFab.module.css): they must stay those of bottom-bar.ts.
import { render, screen } from '@testing-library/react';
import { cssRules, declarations } from '@/tests/helpers/css-module';
import { BOTTOM_BAR_ATTRIBUTE, BOTTOM_BAR_HEIGHT, CONTACT_FAB_MARGIN } from './bottom-bar';
import { ContactFab } from './ContactFab';

jest.mock('@/hooks/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const WIDE = '(min-width: 768px)';

test('above a marked bottom bar on phones, in its corner on wide screens', () => {
  render(<ContactFab />);
  // Jest maps a CSS Module's class to its name.
  expect(screen.getByRole('link', { name: 'contact.label' })).toHaveClass('fab');
  const rules = cssRules('components/layout/ContactFab.module.css');
  const marked = `body:has([${BOTTOM_BAR_ATTRIBUTE}]) .fab`;
  expect(declarations(rules, marked)).toMatchObject({ bottom: `${BOTTOM_BAR_HEIGHT + CONTACT_FAB_MARGIN}px` });
  expect(declarations(rules, marked, WIDE)).toMatchObject({ bottom: '24px' });
  // Without a bar: its usual corner.
  expect(declarations(rules, '.fab')).toMatchObject({ position: 'fixed', right: `${CONTACT_FAB_MARGIN}px`, bottom: `${CONTACT_FAB_MARGIN}px` });
  expect(declarations(rules, '.fab', WIDE)).toMatchObject({ right: '24px', bottom: '24px' });
});
