// The audit trail in the page's language (issue #24, decision 0032): with the real zh-TW translations, system notes —
// coded or old English templates — read in Chinese with payment methods and couriers named, never as codes; a staff
// member's own note stays as typed.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslationContext } from '@/hooks/useTranslation';
import type { AuditEntry } from '@/lib/shared/lab/views';
import { eventNote } from '@/lib/shared/orders/event-notes';
import audit from '@/locales/zh-TW/audit.json';
import lab from '@/locales/zh-TW/lab.json';
import myorders from '@/locales/zh-TW/myorders.json';
import payments from '@/locales/zh-TW/payments.json';
import { AuditTrail } from './AuditTrail';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'zh-TW' }) }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <TranslationContext.Provider value={{ language: 'zh-TW', store: { 'zh-TW': { audit, lab, myorders, payments } } }}>{children}</TranslationContext.Provider>
);

const entry = (note: string): AuditEntry => ({
  at: '2026-11-20T02:00:00.000Z',
  actor: 'benchstaff',
  actorRole: 'STAFF',
  card: null,
  action: 'event',
  from: null,
  to: null,
  note,
  changes: [],
  details: [],
});

const SYSTEM_NOTES = [
  'Paid 800 TWD by CREDIT_CARD (sandbox pay_123)',
  'Cards received; 2 lines split into 3 cards',
  'Shipped out: TCAT 4444-5555 (2 card(s))',
  'Tracking number entered: TCAT 1234-5678',
  'Partial refund of 650 TWD completed',
  eventNote('received.split', { lines: 1, cards: 2 }),
  eventNote('payment.paid', { amount: 800, currency: 'TWD', method: 'VIRTUAL_ACCOUNT', provider: 'sandbox', reference: 'pay_9' }),
];

test('system notes read in zh-TW: no English template text, no raw payment method or courier code', () => {
  render(<AuditTrail audit={SYSTEM_NOTES.map(entry)} />, { wrapper });
  const text = screen.getByRole('list').textContent ?? '';
  expect(text).toContain('已以信用卡付款 NT$800（sandbox pay_123）');
  expect(text).toContain('已收到卡片；2 項拆分為 3 張卡片');
  expect(text).toContain('已收到卡片；1 項拆分為 2 張卡片');
  expect(text).toContain('部分退款 NT$650 已完成');
  expect(text).toContain('虛擬帳號');
  expect(text).not.toMatch(/CREDIT_CARD|VIRTUAL_ACCOUNT|\bTCAT\b|@event:|eventNotes/);
  expect(text).not.toMatch(/Paid|Cards received|Shipped out|Tracking number|refund|completed|card\(s\)/i);
});

test("a staff member's own note is shown as typed", () => {
  render(<AuditTrail audit={[entry('Called the member; parcel is on its way')]} />, { wrapper });
  expect(screen.getByText('Called the member; parcel is on its way')).toBeInTheDocument();
});

test("an audit row's courier, payment method and bank are named, not coded", () => {
  render(
    <AuditTrail
      audit={[
        {
          ...entry(''),
          note: null,
          action: 'order.shipped',
          changes: [{ field: 'courier', from: 'HCT', to: 'TCAT' }],
          details: [{ field: 'method', value: 'CREDIT_CARD' }],
        },
      ]}
    />,
    { wrapper },
  );
  const text = screen.getByRole('list', { name: audit.changesLabel }).textContent ?? '';
  expect(text).toContain('新竹物流');
  expect(text).toContain('黑貓宅急便');
  expect(text).toContain('信用卡');
  expect(text).not.toMatch(/TCAT|HCT|CREDIT_CARD/);
});
