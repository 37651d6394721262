// The action bar follows the server's StaffActions exactly: no step it does not allow, a blocked step replaced by its
// reason, receipt worded by how the cards arrive.
import { NO_STAFF_ACTIONS } from '@/lib/shared/lab/staff-actions';
import type { StaffActions } from '@/lib/shared/lab/views';
import { actionBar, receiveLabelKey } from './action-buttons';

const NONE = NO_STAFF_ACTIONS;

const ids = (actions: Partial<StaffActions>) => actionBar({ ...NONE, ...actions }, 'SELF_SHIPPING').buttons.map((button) => button.id);

test('nothing allowed, nothing offered', () => {
  expect(actionBar(NONE, null)).toEqual({ buttons: [], blockedKey: null });
  // Card-level permissions are not buttons of the bar.
  expect(ids({ checkCards: true, scoreCards: true, uploadImages: true, printLabels: true })).toEqual([]);
});

test('each allowed action, in the order of the work', () => {
  expect(ids({ receive: true, advanceTo: 'WAREHOUSE_IN', shipOut: true, markDelivered: true, partialCancel: true, fullRefund: true })).toEqual([
    'receive',
    'advance',
    'shipOut',
    'markDelivered',
    'partialCancel',
    'fullRefund',
  ]);
});

test('the advance names its step', () => {
  const [advance] = actionBar({ ...NONE, advanceTo: 'VSC_CHECKED' }, null).buttons;
  expect(advance).toMatchObject({ id: 'advance', labelKey: 'actions.advance', stepKey: 'lab:processing.VSC_CHECKED', to: 'VSC_CHECKED', dialog: false });
});

test('a blocked advance shows its reason instead of a button', () => {
  expect(actionBar({ ...NONE, advanceTo: 'CARD_SCORED', advanceBlockedBy: 'cardsUnscored' }, null)).toEqual({
    buttons: [],
    blockedKey: 'lab:blocked.cardsUnscored',
  });
  // A reason without a next step (a full refund on its way) is shown too.
  expect(actionBar({ ...NONE, advanceBlockedBy: 'refundInProgress', fullRefund: false }, null).blockedKey).toBe('lab:blocked.refundInProgress');
});

test('money and the end of the order are asked in a dialog first', () => {
  const bar = actionBar({ ...NONE, receive: true, shipOut: true, markDelivered: true, partialCancel: true, fullRefund: true }, null);
  expect(Object.fromEntries(bar.buttons.map((button) => [button.id, button.dialog]))).toEqual({
    receive: false,
    shipOut: true,
    markDelivered: true,
    partialCancel: true,
    fullRefund: true,
  });
  expect(bar.buttons.filter((button) => button.tone === 'error').map((button) => button.id)).toEqual(['partialCancel', 'fullRefund']);
});

test.each([
  ['BRG_SHIPPING', 'actions.receive.pickup'],
  ['QUICK', 'actions.receive.counter'],
  ['VISIT', 'actions.receive.counter'],
  ['SELF_SHIPPING', 'actions.receive.parcel'],
  [null, 'actions.receive.parcel'],
] as const)('receiving a %s order reads %s', (method, key) => {
  expect(receiveLabelKey(method)).toBe(key);
});

test('a staff refund after an earlier refund says it sends back the rest, with the amount (decision 0031)', () => {
  const whole = actionBar({ ...NONE, fullRefund: true }, null, { held: 1100, refundedBefore: false }).buttons[0]!;
  expect([whole.labelKey, whole.amount]).toEqual(['actions.fullRefund', 1100]);
  const rest = actionBar({ ...NONE, fullRefund: true }, null, { held: 500, refundedBefore: true }).buttons[0]!;
  expect([rest.labelKey, rest.amount]).toEqual(['actions.refundRest', 500]);
});
