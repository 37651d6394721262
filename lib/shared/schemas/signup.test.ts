import { ValidationError } from 'yup';
import { AUTH_ERRORS } from './auth-fields';
import { PASSWORD_ERRORS } from './password';
import { AGREEMENTS, REQUIRED_AGREEMENTS, SIGNUP_ERRORS, signupSchema, verifyEmailCodeSchema, verifyEmailLinkSchema } from './signup';

const valid = {
  mbNick: '卡片收藏家',
  email: 'New.Member@Example.test',
  password: 'Secret!234',
  passwordConfirm: 'Secret!234',
  over14: true,
  agreeTerms: true,
  agreePrivacy: true,
  agreeCrossBorder: true,
  advertisingConsent: false,
};

type Schema = { validate: (value: unknown, options: object) => Promise<unknown> };

async function errorsOf(value: unknown, schema: Schema = signupSchema): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    // The first message of each field: the one the form shows.
    for (const item of error.inner) out[item.path ?? ''] ??= [String(item.message)];
    return out;
  }
}

describe('signupSchema', () => {
  test('accepts a complete sign-up: e-mail lower-cased, unknown keys dropped, advertising defaults to false', async () => {
    const { advertisingConsent: _omitted, ...withoutAds } = valid;
    const result = await signupSchema.validate({ ...withoutAds, mbStatus: 'APPROVED', role: 'ADMIN' }, { stripUnknown: true });
    expect(result).toEqual({ ...valid, email: 'new.member@example.test', advertisingConsent: false });
  });

  test('advertising consent is optional and kept when given', async () => {
    expect(await errorsOf({ ...valid, advertisingConsent: true })).toEqual({});
    const result = await signupSchema.validate({ ...valid, advertisingConsent: true });
    expect(result.advertisingConsent).toBe(true);
  });

  test('an unchecked or missing "over 14" gives the under-14 notice (docs/product/accounts.md#sign-up)', async () => {
    expect(await errorsOf({ ...valid, over14: false })).toEqual({ over14: [SIGNUP_ERRORS.under14] });
    const { over14: _missing, ...rest } = valid;
    expect(await errorsOf(rest)).toEqual({ over14: [SIGNUP_ERRORS.under14] });
  });

  test.each(['agreeTerms', 'agreePrivacy', 'agreeCrossBorder'] as const)('%s unchecked or missing → agree to all required terms', async (name) => {
    expect(await errorsOf({ ...valid, [name]: false })).toEqual({ [name]: [SIGNUP_ERRORS.agreeRequired] });
    expect(await errorsOf({ ...valid, [name]: undefined })).toEqual({ [name]: [SIGNUP_ERRORS.agreeRequired] });
  });

  test('every box unchecked: each required one is named, advertising is not', async () => {
    const none = Object.fromEntries(AGREEMENTS.map((name) => [name, false]));
    const errors = await errorsOf({ ...valid, ...none });
    expect(Object.keys(errors).sort()).toEqual([...REQUIRED_AGREEMENTS].sort());
  });

  test('agreements must be real booleans: "true", 1 and "on" are refused', async () => {
    for (const value of ['true', 1, 'on', [true], { yes: true }]) {
      expect(await errorsOf({ ...valid, agreeTerms: value, advertisingConsent: value })).toEqual({
        agreeTerms: [AUTH_ERRORS.wrongType],
        advertisingConsent: [AUTH_ERRORS.wrongType],
      });
    }
  });

  describe('name or nickname (2 to 32 Korean, Chinese, English letters or digits)', () => {
    test.each(['ab', '김철수', '王小明', 'Collector99', 'a'.repeat(32), '  trimmed  '])('accepts %p', async (mbNick) => {
      expect(await errorsOf({ ...valid, mbNick })).toEqual({});
    });
    test('missing or blank → required', async () => {
      expect(await errorsOf({ ...valid, mbNick: '' })).toEqual({ mbNick: [AUTH_ERRORS.nickRequired] });
      expect(await errorsOf({ ...valid, mbNick: '   ' })).toEqual({ mbNick: [AUTH_ERRORS.nickRequired] });
    });
    test.each(['a', 'a'.repeat(33), 'with space', 'emoji🙂', 'dash-name', '<b>x</b>', "x'; DROP TABLE", 'カタカナ'])('refuses %p', async (mbNick) => {
      expect(await errorsOf({ ...valid, mbNick })).toEqual({ mbNick: [AUTH_ERRORS.nickInvalid] });
    });
    test('a number or an object is a wrong type, not converted', async () => {
      expect(await errorsOf({ ...valid, mbNick: 12345 })).toEqual({ mbNick: [AUTH_ERRORS.wrongType] });
      expect(await errorsOf({ ...valid, mbNick: { $ne: '' } })).toEqual({ mbNick: [AUTH_ERRORS.wrongType] });
    });
  });

  describe('e-mail', () => {
    test('missing → "Email address is a required field." key; malformed → "Wrong Email Type" key', async () => {
      expect(await errorsOf({ ...valid, email: '' })).toEqual({ email: [AUTH_ERRORS.emailRequired] });
      expect(await errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: [AUTH_ERRORS.emailInvalid] });
      expect(await errorsOf({ ...valid, email: `${'a'.repeat(250)}@x.io` })).toEqual({ email: [AUTH_ERRORS.emailInvalid] });
    });
  });

  describe('password (6 to 32, a letter, a number and a special character)', () => {
    const withPassword = (password: string) => ({ ...valid, password, passwordConfirm: password });
    test.each(['Ab1!xy', `Ab1!${'x'.repeat(28)}`, '密碼1234!', 'pass word1!'])('accepts %p', async (password) => {
      expect(await errorsOf(withPassword(password))).toEqual({});
    });
    test('empty → "Please enter a password."', async () => {
      expect((await errorsOf(withPassword(''))).password).toEqual([AUTH_ERRORS.passwordRequired]);
    });
    test('5 or 33 characters → length rule', async () => {
      expect(await errorsOf(withPassword('Ab1!x'))).toEqual({ password: [AUTH_ERRORS.passwordLength] });
      expect(await errorsOf(withPassword(`Ab1!${'x'.repeat(29)}`))).toEqual({ password: [AUTH_ERRORS.passwordLength] });
    });
    test.each(['abcdefg!', '12345678!', 'abcd1234', '!!!!####'])('%p lacks a letter, number or special character', async (password) => {
      expect(await errorsOf(withPassword(password))).toEqual({ password: [AUTH_ERRORS.passwordRule] });
    });
    test('a 10 kB password is refused by length, not processed', async () => {
      expect(await errorsOf(withPassword(`A1!${'x'.repeat(10_000)}`))).toEqual({ password: [AUTH_ERRORS.passwordLength] });
    });
  });

  describe('password verification', () => {
    test('different → "Passwords do not match"', async () => {
      expect(await errorsOf({ ...valid, passwordConfirm: 'Secret!235' })).toEqual({ passwordConfirm: [AUTH_ERRORS.passwordMismatch] });
    });
    test('empty → asks to enter it again', async () => {
      expect(await errorsOf({ ...valid, passwordConfirm: '' })).toEqual({ passwordConfirm: [PASSWORD_ERRORS.confirmRequired] });
    });
  });

  describe('optional phone', () => {
    test('blank or absent is fine; dashes and spaces are removed', async () => {
      expect(await errorsOf({ ...valid, phone: '' })).toEqual({});
      const result = await signupSchema.validate({ ...valid, phone: '+886 912-345-678' });
      expect(result.phone).toBe('+886912345678');
    });
    test('letters or too few digits are refused', async () => {
      expect(await errorsOf({ ...valid, phone: 'call me' })).toEqual({ phone: [SIGNUP_ERRORS.phoneInvalid] });
      expect(await errorsOf({ ...valid, phone: '1234' })).toEqual({ phone: [SIGNUP_ERRORS.phoneInvalid] });
    });
  });

  test('a body that is not an object is refused', async () => {
    await expect(signupSchema.validate('hello', { abortEarly: false })).rejects.toBeInstanceOf(ValidationError);
    await expect(signupSchema.validate([valid], { abortEarly: false })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('verifyEmailCodeSchema', () => {
  test('six digits and the e-mail', async () => {
    expect(await errorsOf({ email: 'a@b.co', code: '012345' }, verifyEmailCodeSchema)).toEqual({});
    expect(await errorsOf({ email: 'a@b.co', code: ' 012345 ' }, verifyEmailCodeSchema)).toEqual({});
  });
  test('missing, short, long, letters or a number type are refused', async () => {
    expect(await errorsOf({ email: 'a@b.co', code: '' }, verifyEmailCodeSchema)).toEqual({ code: [SIGNUP_ERRORS.codeRequired] });
    for (const code of ['12345', '1234567', 'abcdef', '12 345']) {
      expect(await errorsOf({ email: 'a@b.co', code }, verifyEmailCodeSchema)).toEqual({ code: [SIGNUP_ERRORS.codeInvalid] });
    }
    expect(await errorsOf({ email: 'a@b.co', code: 123456 }, verifyEmailCodeSchema)).toEqual({ code: [SIGNUP_ERRORS.codeInvalid] });
  });
});

describe('verifyEmailLinkSchema', () => {
  test('a base64url token up to 100 characters', async () => {
    expect(await errorsOf({ token: 'abc_DEF-123' }, verifyEmailLinkSchema)).toEqual({});
    expect(await errorsOf({ token: 'x'.repeat(101) }, verifyEmailLinkSchema)).toEqual({ token: [PASSWORD_ERRORS.invalidRequest] });
    expect(await errorsOf({ token: "' OR 1=1 --" }, verifyEmailLinkSchema)).toEqual({ token: [PASSWORD_ERRORS.invalidRequest] });
    expect(await errorsOf({}, verifyEmailLinkSchema)).toEqual({ token: [PASSWORD_ERRORS.invalidRequest] });
  });
});
