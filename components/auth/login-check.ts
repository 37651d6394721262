// The login form's check (components/auth/LoginForm.tsx): loginSchema's verdict as react-hook-form's yupResolver gave
// it. A module of its own so the form loads it, and yup with it (≈ 13 kB of gzip), only once the visitor starts on the
// form: nothing is checked before the first submit (issue #11).
import { ValidationError } from 'yup';
import { type LoginInput, loginSchema } from '@/lib/shared/schemas/login';

/** The fields that can be wrong, in the order the first wrong one is focused. */
export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginFieldErrors = Partial<Record<LoginField, string>>;
export type LoginCheck = { input: LoginInput; errors: null } | { input: null; errors: LoginFieldErrors };

/** The cast input (e-mail trimmed and in lower case), or the first message of each field. */
export function checkLogin(values: unknown): LoginCheck {
  try {
    return { input: loginSchema.validateSync(values, { abortEarly: false }), errors: null };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: LoginFieldErrors = {};
    for (const inner of error.inner) {
      const path = inner.path as LoginField | undefined;
      if (path && LOGIN_FIELDS.includes(path) && errors[path] === undefined) errors[path] = inner.message;
    }
    return { input: null, errors };
  }
}
