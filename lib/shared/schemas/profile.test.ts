import { ValidationError, type AnyObjectSchema } from 'yup';
import { mbStatusQuerySchema, passwordChangeSchema, profileSchema, withdrawSchema } from './profile';

async function errors(schema: AnyObjectSchema, body: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(body, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message]));
  }
}

describe('profile', () => {
  test('nickname follows the nick rule; the name is optional', async () => {
    await expect(profileSchema.validate({ mbNick: ' 收藏家01 ', mbName: '', advertisingConsent: true })).resolves.toEqual({
      mbNick: '收藏家01',
      advertisingConsent: true,
    });
    expect(await errors(profileSchema, { mbNick: 'a' })).toEqual({ mbNick: 'auth:validation.nickInvalid' });
    expect(await errors(profileSchema, { mbNick: 'bad nick!' })).toEqual({ mbNick: 'auth:validation.nickInvalid' });
    expect(await errors(profileSchema, {})).toEqual({ mbNick: 'auth:validation.nickRequired' });
    expect(await errors(profileSchema, { mbNick: 'collector', mbName: '<img src=x>' })).toEqual({ mbName: 'account:profile.validation.nameInvalid' });
    expect(await errors(profileSchema, { mbNick: 'collector', mbName: 'x'.repeat(10_000) })).toEqual({ mbName: 'account:profile.validation.nameInvalid' });
    expect(await errors(profileSchema, { mbNick: 'collector', advertisingConsent: 'perhaps' })).toEqual({ advertisingConsent: 'auth:validation.wrongType' });
  });
});

describe('password change', () => {
  const valid = { currentPassword: 'Old!2345', newPassword: 'New!2345', confirmPassword: 'New!2345' };

  test('a valid change passes; 33+ characters are fine on the profile form', async () => {
    expect(await errors(passwordChangeSchema, valid)).toEqual({});
    const long = `Aa1!${'x'.repeat(40)}`;
    expect(await errors(passwordChangeSchema, { ...valid, newPassword: long, confirmPassword: long })).toEqual({});
  });

  // docs/product/accounts.md#field-rules
  test('password rules: 6+, letter, number, special; confirmation matches; differs from the current one', async () => {
    expect(await errors(passwordChangeSchema, { ...valid, newPassword: 'A1!', confirmPassword: 'A1!' })).toEqual({
      newPassword: 'account:password.validation.min',
    });
    expect(await errors(passwordChangeSchema, { ...valid, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      newPassword: 'auth:validation.passwordRule',
    });
    expect(await errors(passwordChangeSchema, { ...valid, confirmPassword: 'Other!234' })).toEqual({ confirmPassword: 'auth:validation.passwordMismatch' });
    expect(await errors(passwordChangeSchema, { ...valid, newPassword: 'Old!2345', confirmPassword: 'Old!2345' })).toEqual({
      newPassword: 'auth:validation.passwordSameAsOld',
    });
    expect(await errors(passwordChangeSchema, {})).toEqual({
      currentPassword: 'account:password.validation.currentRequired',
      newPassword: 'auth:validation.passwordRequired',
      confirmPassword: 'account:password.validation.confirmRequired',
    });
    const huge = `Aa1!${'x'.repeat(10_000)}`;
    expect(await errors(passwordChangeSchema, { ...valid, newPassword: huge, confirmPassword: huge })).toEqual({
      newPassword: 'account:password.validation.max',
    });
  });
});

describe('withdrawal and status check', () => {
  test('the confirmation must be ticked', async () => {
    expect(await errors(withdrawSchema, { agree: true, password: 'x' })).toEqual({});
    expect(await errors(withdrawSchema, { agree: false, password: 'x' })).toEqual({ agree: 'account:withdrawal.validation.agree' });
    expect(await errors(withdrawSchema, { password: 'x' })).toEqual({ agree: 'account:withdrawal.validation.agree' });
    expect(await errors(withdrawSchema, { agree: true, email: 42 })).toEqual({ email: 'auth:validation.wrongType' });
  });

  test('the status check takes one e-mail', async () => {
    await expect(mbStatusQuerySchema.validate({ email: ' A@B.test ' })).resolves.toEqual({ email: 'a@b.test' });
    expect(await errors(mbStatusQuerySchema, { email: 'nope' })).toEqual({ email: 'auth:validation.emailInvalid' });
  });
});
