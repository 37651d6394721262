import { ValidationError } from 'yup';
import { AUTH_ERRORS } from './auth-fields';
import { PASSWORD_ERRORS, forgotPasswordSchema, newPasswordSchema, resetPasswordSchema } from './password';

type Schema = { validate: (value: unknown, options: object) => Promise<unknown> };

async function errorsOf(schema: Schema, value: unknown): Promise<Record<string, string[]>> {
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

const token = 'x'.repeat(43);

describe('forgotPasswordSchema', () => {
  test('needs a valid e-mail, lower-cased', async () => {
    expect(await forgotPasswordSchema.validate({ email: ' Me@Example.TEST ' })).toEqual({ email: 'me@example.test' });
    expect(await errorsOf(forgotPasswordSchema, {})).toEqual({ email: [AUTH_ERRORS.emailRequired] });
    expect(await errorsOf(forgotPasswordSchema, { email: '<script>@x' })).toEqual({ email: [AUTH_ERRORS.emailInvalid] });
    expect(await errorsOf(forgotPasswordSchema, { email: ['a@b.co'] })).toEqual({ email: [AUTH_ERRORS.wrongType] });
  });
});

describe('resetPasswordSchema', () => {
  test('a live-looking token and a matching password that follows the rules', async () => {
    expect(await errorsOf(resetPasswordSchema, { token, password: 'New!pass1', passwordConfirm: 'New!pass1' })).toEqual({});
  });

  test('password rules of docs/product/accounts.md#field-rules (6 to 32, letter, number, special) and the match', async () => {
    expect(await errorsOf(newPasswordSchema, { password: 'Ab1!', passwordConfirm: 'Ab1!' })).toEqual({ password: [AUTH_ERRORS.passwordLength] });
    expect(await errorsOf(newPasswordSchema, { password: 'abcdefgh', passwordConfirm: 'abcdefgh' })).toEqual({ password: [AUTH_ERRORS.passwordRule] });
    expect(await errorsOf(newPasswordSchema, { password: 'New!pass1', passwordConfirm: 'New!pass2' })).toEqual({
      passwordConfirm: [AUTH_ERRORS.passwordMismatch],
    });
    expect(await errorsOf(newPasswordSchema, { password: 'New!pass1', passwordConfirm: '' })).toEqual({ passwordConfirm: [PASSWORD_ERRORS.confirmRequired] });
    expect(await errorsOf(newPasswordSchema, {})).toEqual({ password: [AUTH_ERRORS.passwordRequired], passwordConfirm: [PASSWORD_ERRORS.confirmRequired] });
  });

  test('a missing, oversized or odd token is "Invalid request."', async () => {
    const body = { password: 'New!pass1', passwordConfirm: 'New!pass1' };
    expect(await errorsOf(resetPasswordSchema, body)).toEqual({ token: [PASSWORD_ERRORS.invalidRequest] });
    expect(await errorsOf(resetPasswordSchema, { ...body, token: 'x'.repeat(10_000) })).toEqual({ token: [PASSWORD_ERRORS.invalidRequest] });
    expect(await errorsOf(resetPasswordSchema, { ...body, token: '../../etc/passwd' })).toEqual({ token: [PASSWORD_ERRORS.invalidRequest] });
    expect(await errorsOf(resetPasswordSchema, { ...body, token: 42 })).toEqual({ token: [PASSWORD_ERRORS.invalidRequest] });
  });
});
