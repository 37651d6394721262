// The order page's forms and their routes' bodies (docs/product/order-lifecycle.md#cancellation-and-refund,
// docs/product/order-lifecycle.md#tracking-numbers; decision 0009): every message can be reached, wrong types are
// refused (never converted), and the statuses the page showed travel with each action.
import { problems } from '@/tests/helpers/order-schema';
import {
  ORDER_ACTION_ERRORS as E,
  cancelOrderSchema,
  changeOrderAddressSchema,
  refundAccountSchema,
  saveRefundAccountSchema,
  trackingSchema,
} from './order-actions';

const shown = { expectedStatus: 'PROCESSING', expectedProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' };
const account = { bank: 'KR-004', accountNumber: '12345678901234', holderName: 'Kim Minji' };
const tracking = { ...shown, courier: 'TCAT', trackingNumber: '6789-1234-5678', note: 'Two top loaders' };

test('valid bodies pass, trimmed, with unknown keys dropped', async () => {
  expect(await refundAccountSchema.validate({ ...account, holderName: '  Kim Minji ', extra: 1 }, { stripUnknown: true })).toEqual(account);
  expect(await saveRefundAccountSchema.validate({ ...shown, ...account })).toEqual({ ...shown, ...account });
  expect(await cancelOrderSchema.validate(shown)).toEqual({ ...shown, refundAccount: null });
  expect(await cancelOrderSchema.validate({ ...shown, refundAccount: account })).toEqual({ ...shown, refundAccount: account });
  expect(await trackingSchema.validate({ ...tracking, trackingNumber: ' RR 123 456 789 TW ' })).toEqual({ ...tracking, trackingNumber: 'RR 123 456 789 TW' });
  // A blank note counts as none.
  expect((await trackingSchema.validate({ ...tracking, note: '   ' })).note).toBeUndefined();
  expect(await changeOrderAddressSchema.validate({ ...shown, shippingAddressId: 7 })).toEqual({ ...shown, shippingAddressId: 7 });
});

test.each<[string, Record<string, unknown>, Record<string, string[]>]>([
  ['bank missing', { ...account, bank: undefined }, { bank: [E.bankRequired] }],
  ['bank blank', { ...account, bank: '  ' }, { bank: [E.bankRequired] }],
  ['unknown bank', { ...account, bank: 'KR-999' }, { bank: [E.bankRequired] }],
  ['bank as a number', { ...account, bank: 4 }, { bank: [E.wrongType] }],
  ['account number missing', { ...account, accountNumber: undefined }, { accountNumber: [E.accountNumberRequired] }],
  ['account number with dashes', { ...account, accountNumber: '123-456-789012' }, { accountNumber: [E.accountNumberDigits] }],
  ['account number with spaces', { ...account, accountNumber: '123 456 789012' }, { accountNumber: [E.accountNumberDigits] }],
  ['account number too short', { ...account, accountNumber: '12345' }, { accountNumber: [E.accountNumberDigits] }],
  ['account number too long', { ...account, accountNumber: '1'.repeat(21) }, { accountNumber: [E.accountNumberDigits] }],
  ['account number as a number', { ...account, accountNumber: 12345678901234 }, { accountNumber: [E.wrongType] }],
  ['holder missing', { ...account, holderName: undefined }, { holderName: [E.holderRequired] }],
  ['holder too short', { ...account, holderName: 'K' }, { holderName: [E.holderLength] }],
  ['holder too long', { ...account, holderName: 'K'.repeat(41) }, { holderName: [E.holderLength] }],
  ['holder as a list', { ...account, holderName: ['Kim'] }, { holderName: [E.wrongType] }],
])('refund account: %s', async (_label, body, expected) => {
  expect(await problems(refundAccountSchema, body)).toEqual(expected);
  // The same fields inside the save and cancel bodies.
  expect(await problems(saveRefundAccountSchema, { ...shown, ...body })).toEqual(expected);
  const nested = Object.fromEntries(Object.entries(expected).map(([path, keys]) => [`refundAccount.${path}`, keys]));
  expect(await problems(cancelOrderSchema, { ...shown, refundAccount: body })).toEqual(nested);
});

test.each<[string, Record<string, unknown>, Record<string, string[]>]>([
  ['courier missing', { ...tracking, courier: undefined }, { courier: [E.courierRequired] }],
  ['unknown courier', { ...tracking, courier: 'PONY_EXPRESS' }, { courier: [E.courierRequired] }],
  ['courier as a number', { ...tracking, courier: 1 }, { courier: [E.wrongType] }],
  ['tracking number missing', { ...tracking, trackingNumber: undefined }, { trackingNumber: [E.trackingNumberRequired] }],
  ['tracking number of 201 characters', { ...tracking, trackingNumber: 'A'.repeat(201) }, { trackingNumber: [E.trackingNumberInvalid] }],
  ['tracking number with a slash', { ...tracking, trackingNumber: '1234/5678' }, { trackingNumber: [E.trackingNumberInvalid] }],
  ['tracking number too short', { ...tracking, trackingNumber: '123' }, { trackingNumber: [E.trackingNumberInvalid] }],
  ['tracking number as a number', { ...tracking, trackingNumber: 12345678 }, { trackingNumber: [E.wrongType] }],
  ['note of 201 characters', { ...tracking, note: 'n'.repeat(201) }, { note: [E.tooLong] }],
  ['note as a number', { ...tracking, note: 5 }, { note: [E.wrongType] }],
  ['note null', { ...tracking, note: null }, { note: [E.wrongType] }],
])('tracking: %s', async (_label, body, expected) => {
  expect(await problems(trackingSchema, body)).toEqual(expected);
});

test('a blank tracking number is first of all missing (the form shows the first message)', async () => {
  expect((await problems(trackingSchema, { ...tracking, trackingNumber: '   ' })).trackingNumber?.[0]).toBe(E.trackingNumberRequired);
  expect((await problems(refundAccountSchema, { ...account, accountNumber: ' ' })).accountNumber?.[0]).toBe(E.accountNumberRequired);
});

test('a tracking number of 200 characters and a note of 200 pass', async () => {
  expect(await problems(trackingSchema, { ...tracking, trackingNumber: 'A'.repeat(200), note: 'n'.repeat(200) })).toEqual({});
});

test.each<[string, unknown, string[]]>([
  ['missing', undefined, [E.addressRequired]],
  ['null', null, [E.addressRequired]],
  ['text', '7', [E.wrongType]],
  ['zero', 0, [E.wrongType]],
  ['a fraction', 1.5, [E.wrongType]],
  ['past the integer column', 2_147_483_648, [E.wrongType]],
])('address: %s', async (_label, shippingAddressId, expected) => {
  expect(await problems(changeOrderAddressSchema, { ...shown, shippingAddressId })).toEqual({ shippingAddressId: expected });
});

test.each<[string, Record<string, unknown>]>([
  ['missing', {}],
  ['unknown', { expectedStatus: 'PAID', expectedProcessingStatus: 'SHIPPED' }],
  ['lower case', { expectedStatus: 'processing', expectedProcessingStatus: 'shipping_in' }],
  ['wrong types', { expectedStatus: 1, expectedProcessingStatus: ['SHIPPING_IN'] }],
])('every action carries the statuses the page showed: %s ones are refused', async (_label, statuses) => {
  const expected = { expectedStatus: [E.wrongType], expectedProcessingStatus: [E.wrongType] };
  // A wrong type fails both the type and the list check: the same message, once per field.
  const unique = async (schema: Parameters<typeof problems>[0], body: unknown) =>
    Object.fromEntries(Object.entries(await problems(schema, body)).map(([path, keys]) => [path, [...new Set(keys)]]));
  expect(await unique(cancelOrderSchema, statuses)).toEqual(expected);
  expect(await unique(trackingSchema, { courier: tracking.courier, trackingNumber: tracking.trackingNumber, ...statuses })).toEqual(expected);
  expect(await unique(saveRefundAccountSchema, { ...account, ...statuses })).toEqual(expected);
  expect(await unique(changeOrderAddressSchema, { shippingAddressId: 7, ...statuses })).toEqual(expected);
});

test('a refund account that is not an object is refused', async () => {
  for (const refundAccount of ['KR-004', [], 42, true])
    expect(Object.keys(await problems(cancelOrderSchema, { ...shown, refundAccount }))).toEqual(['refundAccount']);
});

test('every message of the schemas is reached above', () => {
  // Kept in step with ORDER_ACTION_ERRORS: a new message needs a case here.
  expect(Object.keys(E).sort()).toEqual(
    [
      'wrongType',
      'tooLong',
      'bankRequired',
      'accountNumberRequired',
      'accountNumberDigits',
      'holderRequired',
      'holderLength',
      'courierRequired',
      'trackingNumberRequired',
      'trackingNumberInvalid',
      'addressRequired',
    ].sort(),
  );
});
