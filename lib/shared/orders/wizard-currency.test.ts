import { emptyDraft } from './draft';
import { parseDraft } from './draft-storage';
import { wizardCurrency } from './wizard-currency';

// docs/decisions/0010-wizard-currency-and-unpaid-orders.md
test('the wizard opens in the currency of the member service region; TWD for a visitor of this site', () => {
  expect(wizardCurrency('TW')).toBe('TWD');
  expect(wizardCurrency('KR')).toBe('KRW');
  expect(wizardCurrency(null)).toBe('TWD');
  expect(wizardCurrency(undefined)).toBe('TWD');
  expect(wizardCurrency('JP')).toBe('TWD');
  expect(wizardCurrency('__proto__')).toBe('TWD');
});

test('a new draft takes the wizard currency; a stored draft keeps its own', () => {
  expect(emptyDraft('GENERAL', undefined, wizardCurrency('TW')).currency).toBe('TWD');
  const saved = JSON.stringify({ ...emptyDraft('GENERAL', 'key-0123456789abcdef', 'USD') });
  expect(parseDraft(saved)?.currency).toBe('USD');
});
