import { ValidationError } from 'yup';
import { addressSchema } from './address';

const VALID = {
  nickname: 'Home',
  recipient: 'Chen Wei',
  phone: '0912-345-678',
  postalCode: '100',
  address: 'No. 1, Zhongshan Rd., Taipei',
  addressDetail: '8F',
  deliveryMemo: 'Leave at the door',
};

async function errors(body: unknown): Promise<Record<string, string>> {
  try {
    await addressSchema.validate(body, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message]));
  }
}

test('a complete address passes, trimmed, not default unless asked', async () => {
  await expect(addressSchema.validate({ ...VALID, nickname: '  Home ' }, { stripUnknown: true })).resolves.toEqual({ ...VALID, isDefault: false });
});

test('nickname, recipient, phone and address are required (docs/product/accounts.md#shipping-addresses); the rest is optional', async () => {
  expect(await errors({})).toEqual({
    nickname: 'account:addresses.validation.nicknameRequired',
    recipient: 'account:addresses.validation.recipientRequired',
    phone: 'account:addresses.validation.phoneRequired',
    address: 'account:addresses.validation.addressRequired',
  });
  expect(await errors({ ...VALID, nickname: '   ' })).toEqual({ nickname: 'account:addresses.validation.nicknameRequired' });
  expect(await errors({ nickname: 'a', recipient: 'b', phone: '0912345678', address: 'c' })).toEqual({});
});

test('wrong types, bad phone and postal code, and over-long text are refused', async () => {
  expect(await errors({ ...VALID, phone: 912345678 })).toEqual({ phone: 'auth:validation.wrongType' });
  expect(await errors({ ...VALID, recipient: { $ne: null } })).toEqual({ recipient: 'auth:validation.wrongType' });
  expect(await errors({ ...VALID, phone: '12-34' })).toEqual({ phone: 'account:addresses.validation.phoneInvalid' });
  expect(await errors({ ...VALID, phone: "1'; DROP TABLE x" })).toEqual({ phone: 'account:addresses.validation.phoneInvalid' });
  expect(await errors({ ...VALID, postalCode: '<b>' })).toEqual({ postalCode: 'account:addresses.validation.postalCodeInvalid' });
  expect(await errors({ ...VALID, address: 'x'.repeat(10_000) })).toEqual({ address: 'account:addresses.validation.tooLong' });
  expect(await errors({ ...VALID, isDefault: 'maybe' })).toEqual({ isDefault: 'auth:validation.wrongType' });
  expect(await errors(null)).toEqual({ '': 'auth:validation.wrongType' });
});

test('HTML is kept as text (escaped when shown), not refused', async () => {
  expect(await errors({ ...VALID, deliveryMemo: '<script>alert(1)</script>' })).toEqual({});
});
