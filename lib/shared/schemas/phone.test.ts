import { ValidationError } from 'yup';
import { maskPhone, phoneCountryOf, toE164 } from '../phone-numbers';
import { checkPhoneCodeSchema, sendPhoneCodeSchema } from './phone';

async function messages(schema: typeof sendPhoneCodeSchema | typeof checkPhoneCodeSchema, body: unknown): Promise<string[]> {
  try {
    await schema.validate(body, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

test('the dialog combines the country code and the national number into E.164', () => {
  expect(toE164('886', '0912-345-678')).toBe('+886912345678');
  expect(toE164('82', '010 1234 5678')).toBe('+821012345678');
  expect(toE164('1', '(415) 555-2671')).toBe('+14155552671');
});

test('supported mobile numbers are recognised by country', () => {
  expect(phoneCountryOf('+886912345678')?.iso).toBe('TW');
  expect(phoneCountryOf('+821012345678')?.iso).toBe('KR');
  expect(phoneCountryOf('+85291234567')?.iso).toBe('HK');
  expect(phoneCountryOf('+85361234567')?.iso).toBe('MO');
  expect(phoneCountryOf('+886212345678')).toBeNull(); // a Taipei landline cannot receive SMS
  expect(phoneCountryOf('886912345678')).toBeNull();
  expect(phoneCountryOf('+4420123456')).toBeNull();
});

test('a valid number passes, with separators removed', async () => {
  await expect(sendPhoneCodeSchema.validate({ phoneNumber: ' +886 912-345-678 ' })).resolves.toEqual({ phoneNumber: '+886912345678' });
});

test('wrong format, wrong type and missing number give their messages', async () => {
  expect(await messages(sendPhoneCodeSchema, { phoneNumber: '0912345678' })).toEqual(['phone:validation.format']);
  expect(await messages(sendPhoneCodeSchema, { phoneNumber: '+886 2 1234 5678' })).toEqual(['phone:validation.format']);
  expect(await messages(sendPhoneCodeSchema, { phoneNumber: 886912345678 })).toEqual(['auth:validation.wrongType']);
  expect(await messages(sendPhoneCodeSchema, { phoneNumber: ['+886912345678'] })).toEqual(['auth:validation.wrongType']);
  expect(await messages(sendPhoneCodeSchema, {})).toEqual(['phone:validation.required']);
  expect(await messages(sendPhoneCodeSchema, { phoneNumber: '9'.repeat(10_000) })).toEqual(['phone:validation.format']);
  expect(await messages(sendPhoneCodeSchema, { phoneNumber: "+886' OR 1=1 --" })).toEqual(['phone:validation.format']);
  expect(await messages(sendPhoneCodeSchema, 'x')).toEqual(['auth:validation.wrongType']);
});

test('the code is six digits', async () => {
  expect(await messages(checkPhoneCodeSchema, { phoneNumber: '+886912345678', code: '123456' })).toEqual([]);
  expect(await messages(checkPhoneCodeSchema, { phoneNumber: '+886912345678', code: '12345' })).toEqual(['phone:validation.codeFormat']);
  expect(await messages(checkPhoneCodeSchema, { phoneNumber: '+886912345678', code: 123456 })).toEqual(['auth:validation.wrongType']);
  expect(await messages(checkPhoneCodeSchema, { phoneNumber: '+886912345678' })).toEqual(['phone:validation.codeRequired']);
});

test('a masked number keeps the country code and the last three digits', () => {
  expect(maskPhone('+886912345678')).toBe('+886 9•••••678');
  expect(maskPhone('+821012345678')).toBe('+82 1••••••678');
});
