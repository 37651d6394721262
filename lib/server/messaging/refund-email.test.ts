/** @jest-environment node */
// The refundCompleted e-mail (issue #24) rendered in the three languages: the amount, and each card the refund paid
// back with its price and why — never a raw check code, never English in zh-TW or ko.
import type { Locale } from '@/lib/shared/locale';
import { renderEmail } from './render-message';
import { refundEmailParams } from './refund-email';

const card = (position: number, correspondCheck: 'OK' | 'OMITTED' | 'UNGRADABLE', refundId: number | null) => ({
  position,
  price: 650,
  correspondCheck,
  refundId,
  year: 1999,
  brand: 'Pokémon',
  setName: 'Base',
  playerName: position === 1 ? 'Charizard' : 'Pikachu',
  cardNumber: String(position + 1),
  description: null,
  serialNumber: null,
});

const order = { currency: 'TWD' as const, gradingOrderItems: [card(0, 'OK', null), card(1, 'OMITTED', 7), card(2, 'UNGRADABLE', 7)] };

const render = (locale: Locale, refund = { id: 7, amount: 1300 }) =>
  renderEmail({
    to: 'a@example.com',
    locale,
    template: 'refundCompleted',
    params: { name: 'Alice', orderNumber: 'G202611200001', url: 'http://x/o', ...refundEmailParams(order, refund, locale) },
  });

test.each([
  ['zh-TW', 'NT$1,300', ['2. 1999 Pokémon Base Charizard #2 — NT$650：', '包裹中沒有這張卡片', '3. 1999 Pokémon Base Pikachu #3 — NT$650', '這張卡片無法鑑定']],
  [
    'en',
    'NT$1,300',
    ['2. 1999 Pokémon Base Charizard #2 — NT$650: the card was not in the parcel', '3. 1999 Pokémon Base Pikachu #3 — NT$650: the card cannot be graded'],
  ],
  ['ko', 'NT$1,300', ['소포에 이 카드가 없었습니다', '이 카드는 그레이딩할 수 없습니다']],
] as const)('%s: the amount and each refunded card with its price and reason', (locale, amount, lines) => {
  const mail = render(locale);
  expect(mail.subject).toContain(amount);
  expect(mail.text).toContain(amount);
  for (const line of lines) expect(mail.text).toContain(line);
  // The card kept for grading is not named; no placeholder or raw code is left.
  expect(mail.text).not.toContain('#1');
  expect(mail.text).not.toMatch(/\{\{|OMITTED|UNGRADABLE|refund\.reasons/);
  if (locale !== 'en') expect(mail.text).not.toMatch(/the card|refund of/i);
});

test('a refund of the whole order names no card', () => {
  const mail = render('en', { id: 8, amount: 800 });
  expect(mail.text).toContain('It returns what the order still held.');
  expect(mail.text).not.toContain('Charizard');
});
