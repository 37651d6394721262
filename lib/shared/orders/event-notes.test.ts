// Event notes as keys (issue #24, decision 0032): the coded form round-trips; every English template the services
// wrote before maps to its key with its parameters; a staff member's own words stay as typed.
import { EVENT_NOTE_KEYS, eventNote, parseEventNote } from './event-notes';

test('a coded note round-trips with its parameters', () => {
  expect(eventNote('received.split', { lines: 2, cards: 3 })).toBe('@event:received.split {"lines":2,"cards":3}');
  expect(parseEventNote(eventNote('received.split', { lines: 2, cards: 3 }))).toEqual({ key: 'received.split', params: { lines: 2, cards: 3 } });
  expect(parseEventNote(eventNote('delivered'))).toEqual({ key: 'delivered', params: {} });
});

test.each([
  ['draft saved', 'draft.saved', {}],
  ['submitted', 'order.submitted', {}],
  ['Return address changed', 'address.changed', {}],
  ['Changed by the member before payment: 800 TWD → 1450 TWD', 'revised.total', { amount: 800, currency: 'TWD', total: 1450, totalCurrency: 'TWD' }],
  [
    'Changed by the member before payment: 800 TWD → 1450 TWD, 1 open payment page(s) closed',
    'revised.totalClosed',
    { amount: 800, currency: 'TWD', total: 1450, totalCurrency: 'TWD', pages: 1 },
  ],
  ['Refund account saved: TW-004 ****7890', 'refundAccount.saved', { bank: 'TW-004', account: '****7890' }],
  ['Refund of 650 TWD sent again (refund 12)', 'refund.retried', { amount: 650, currency: 'TWD', refund: 12 }],
  ['Full refund of 800 TWD requested: member asked', 'refund.fullRequested', { amount: 800, currency: 'TWD', reason: 'member asked' }],
  ['Refund of 800 TWD requested: duplicate deposit', 'refund.requested', { amount: 800, currency: 'TWD', reason: 'duplicate deposit' }],
  ['Refund of 800 TWD completed', 'refund.completed', { amount: 800, currency: 'TWD' }],
  ['Partial refund of 650 KRW completed', 'refund.partialCompleted', { amount: 650, currency: 'KRW' }],
  ['The bank refused the refund account (650 TWD)', 'refund.accountRejected', { amount: 650, currency: 'TWD' }],
  ['Cancelled by the member', 'cancelled.byMember', {}],
  ['Cancelled by the member: 800 TWD refunded', 'cancelled.refunded', { amount: 800, currency: 'TWD' }],
  ['Cancelled by the member: 650 TWD refunded, 150 kept for returning the cards', 'cancelled.refundedKept', { amount: 650, currency: 'TWD', kept: 150 }],
  ['Tracking number entered: TCAT 1234-5678', 'tracking.entered', { courier: 'TCAT', trackingNumber: '1234-5678' }],
  ['Tracking number corrected: HCT 99', 'tracking.corrected', { courier: 'HCT', trackingNumber: '99' }],
  ['Cards received', 'received.cards', {}],
  ['Cards received; 2 lines split into 3 cards', 'received.split', { lines: 2, cards: 3 }],
  ['Cards collected by our courier', 'received.collected', {}],
  ['Cards arrived before a tracking number was entered', 'received.early', {}],
  ['3 card(s) cased', 'cased', { count: 3 }],
  ['Shipped out: TCAT 4444-5555 (2 card(s))', 'shipped', { courier: 'TCAT', trackingNumber: '4444-5555', count: 2 }],
  ['Partial cancellation of 2 card(s), 1300 TWD to refund: all OMITTED', 'partialCancel', { count: 2, amount: 1300, currency: 'TWD', reason: 'all OMITTED' }],
  ['Delivered to the member', 'delivered', {}],
  [
    'Paid 800 TWD by CREDIT_CARD (sandbox pay_123)',
    'payment.paid',
    { amount: 800, currency: 'TWD', method: 'CREDIT_CARD', provider: 'sandbox', reference: 'pay_123' },
  ],
  ['Payment failed: card declined', 'payment.failed', { reason: 'card declined' }],
  ['Virtual account issued (sandbox)', 'payment.virtualAccount', { provider: 'sandbox' }],
  ['Virtual account deposit deadline passed', 'payment.deadlinePassed', {}],
  ['Deposit arrived after the deadline', 'payment.lateDeposit', {}],
])('the old note "%s" is %s', (note, key, params) => {
  expect(parseEventNote(note)).toEqual({ key, params });
});

test("a staff member's own words, or a coded note with an unknown key or bad parameters, are shown as typed", () => {
  for (const note of ['Called the member, will resend', '@event:nope {"a":1}', '@event:delivered {not json', 'Cards received twice'])
    expect(parseEventNote(note)).toEqual({ text: note });
});

test('every key has a distinct name', () => {
  expect(new Set(EVENT_NOTE_KEYS).size).toBe(EVENT_NOTE_KEYS.length);
});
