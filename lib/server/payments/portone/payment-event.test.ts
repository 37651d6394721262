/** @jest-environment node */
import type { Payment } from '@portone/server-sdk/payment';
import { paymentToEvent, portoneEventId } from './payment-event';

const STORE = 'store-1';
const ID = 'CG0123456789ABCDEF0123456789ABCD';
const now = new Date('2026-11-29T01:00:00Z');

/** A payment as GET /payments/{id} answers it; only the fields the mapping reads matter. */
function payment(fields: Record<string, unknown>): Payment {
  return {
    id: ID,
    storeId: STORE,
    currency: 'KRW',
    amount: { total: 48000, taxFree: 0, discount: 0, paid: 48000, cancelled: 0, cancelledTaxFree: 0 },
    statusChangedAt: '2026-11-29T00:30:00Z',
    ...fields,
  } as unknown as Payment;
}

test('PAID by card → payment.approved at paidAt; the event id is the payment, the status and the amount', () => {
  expect(paymentToEvent(payment({ status: 'PAID', paidAt: '2026-11-29T00:31:00Z', method: { type: 'PaymentMethodCard' } }), STORE, now)).toEqual({
    event: {
      eventId: `portone:${ID}:PAID:48000`,
      providerPaymentId: ID,
      type: 'payment.approved',
      amount: 48000,
      currency: 'KRW',
      occurredAt: new Date('2026-11-29T00:31:00Z'),
    },
  });
  expect(portoneEventId(ID, 'PAID', 47000)).not.toBe(portoneEventId(ID, 'PAID', 48000));
});

test('PAID into a virtual account → virtual_account.deposited', () => {
  const result = paymentToEvent(
    payment({ status: 'PAID', paidAt: '2026-11-29T00:31:00Z', method: { type: 'PaymentMethodVirtualAccount', accountNumber: '1' } }),
    STORE,
    now,
  );
  expect(result).toMatchObject({ event: { type: 'virtual_account.deposited' } });
});

test('VIRTUAL_ACCOUNT_ISSUED → virtual_account.issued with our bank label, number, holder and deadline', () => {
  const method = {
    type: 'PaymentMethodVirtualAccount',
    bank: 'SHINHAN',
    accountNumber: '56211234567890',
    remitteeName: 'CardGrade',
    expiredAt: '2026-12-02T00:00:00Z',
    issuedAt: '2026-11-29T00:30:05Z',
  };
  expect(paymentToEvent(payment({ status: 'VIRTUAL_ACCOUNT_ISSUED', method }), STORE, now)).toMatchObject({
    event: {
      type: 'virtual_account.issued',
      vaBank: '088 Shinhan Bank',
      vaAccountNumber: '56211234567890',
      vaHolder: 'CardGrade',
      vaDeadline: new Date('2026-12-02T00:00:00Z'),
    },
  });
  // No account number or deadline: nothing a member could pay into.
  expect(paymentToEvent(payment({ status: 'VIRTUAL_ACCOUNT_ISSUED', method: { ...method, expiredAt: undefined } }), STORE, now)).toHaveProperty('malformed');
});

test('FAILED → payment.failed with PortOne reason and the PG code', () => {
  const failed = payment({ status: 'FAILED', failedAt: '2026-11-29T00:32:00Z', failure: { reason: '한도 초과', pgCode: 'R01', pgMessage: 'limit' } });
  expect(paymentToEvent(failed, STORE, now)).toMatchObject({ event: { type: 'payment.failed', reason: 'PortOne: 한도 초과 (PG R01 limit)' } });
});

test.each(['READY', 'PAY_PENDING', 'CANCELLED', 'PARTIAL_CANCELLED'])('%s is not applied', (status) => {
  expect(paymentToEvent(payment({ status }), STORE, now)).toHaveProperty('ignored');
});

test('another store, another id shape, an unusable amount or currency is malformed', () => {
  expect(paymentToEvent(payment({ status: 'PAID', storeId: 'store-2' }), STORE, now)).toHaveProperty('malformed');
  expect(paymentToEvent(payment({ status: 'PAID', id: 'order-1' }), STORE, now)).toHaveProperty('malformed');
  expect(paymentToEvent(payment({ status: 'PAID', amount: { total: 2 ** 40 } }), STORE, now)).toHaveProperty('malformed');
  expect(paymentToEvent(payment({ status: 'PAID', currency: 'JPY' }), STORE, now)).toHaveProperty('malformed');
  expect(paymentToEvent({ status: 'SOMETHING_NEW' } as unknown as Payment, STORE, now)).toHaveProperty('ignored');
});
