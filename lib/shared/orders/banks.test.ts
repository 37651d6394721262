// Refund banks by the order's currency (decision 0009): unique ids, a name in every language, 국민 preselected
// for KRW only, account numbers digits only, shown masked.
import { Currency } from '@/lib/server/db/generated/enums';
import { LOCALES } from '../locale';
import { ACCOUNT_NUMBER_PATTERN, KOREAN_BANKS, TAIWAN_BANKS, bankById, banksFor, defaultBankFor, maskAccountNumber } from './banks';

const ALL = [...KOREAN_BANKS, ...TAIWAN_BANKS];

test('ids are unique, carry their country, and every bank is named in every language', () => {
  expect(new Set(ALL.map((bank) => bank.id)).size).toBe(ALL.length);
  for (const bank of KOREAN_BANKS) expect(bank.id).toMatch(/^KR-\d{3}$/);
  for (const bank of TAIWAN_BANKS) expect(bank.id).toMatch(/^TW-\d{3}$/);
  for (const bank of ALL) {
    expect(Object.keys(bank.names).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(bank.names[locale].trim()).not.toBe('');
  }
  // Taiwanese names start with their three-digit bank code, in every language.
  for (const bank of TAIWAN_BANKS) for (const locale of LOCALES) expect(bank.names[locale].startsWith(bank.id.slice(3))).toBe(true);
});

test('the list follows the currency; 국민 is first for KRW and preselected for KRW only', () => {
  expect(banksFor('KRW')).toBe(KOREAN_BANKS);
  expect(banksFor('TWD')).toBe(TAIWAN_BANKS);
  expect(banksFor('USD')).toEqual(ALL);
  expect(KOREAN_BANKS[0]?.names.ko).toBe('국민');
  expect(defaultBankFor('KRW')).toBe('KR-004');
  for (const currency of Object.values(Currency)) {
    const preselected = defaultBankFor(currency);
    if (currency === 'KRW') expect(banksFor(currency).map((bank) => bank.id)).toContain(preselected);
    else expect(preselected).toBeNull();
  }
});

test('bankById finds both countries and nothing else', () => {
  expect(bankById('KR-004')?.names.ko).toBe('국민');
  expect(bankById('TW-822')?.names.en).toBe('822 CTBC Bank');
  for (const id of ['004', 'KR-999', 'kr-004', '', 'TW-004 ']) expect(bankById(id)).toBeUndefined();
});

test('account numbers are 6 to 20 digits, without dashes or spaces', () => {
  for (const good of ['123456', '12345678901234', '9'.repeat(20)]) expect(ACCOUNT_NUMBER_PATTERN.test(good)).toBe(true);
  for (const bad of ['12345', '1'.repeat(21), '123-456-789', '123 456 789', '１２３４５６', '12345a', '']) expect(ACCOUNT_NUMBER_PATTERN.test(bad)).toBe(false);
});

test('the mask shows the last four digits only', () => {
  expect(maskAccountNumber('12345678901234')).toBe('•••• 1234');
  expect(maskAccountNumber('987654')).toBe('•••• 7654');
  expect(maskAccountNumber('12345678901234')).not.toContain('5678');
});
