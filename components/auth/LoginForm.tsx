// The login screen of docs/product/accounts.md#login: e-mail, password, "stay logged in", links to sign-up and forgot
// password. The API's refusal is shown as is ("ID or PW is incorrect.", not verified, rate limited);
// an unverified member can ask for a new code here. After repeated failures for the account the API asks
// for a proof of work (CAPTCHA_REQUIRED): the widget appears, solves itself, and every later try sends a
// fresh one (each is good once).
// Issue #11: a lean page (docs/decisions/0015-storefront-static-css.md), so plain HTML, static CSS and fetch instead of
// MUI, react-hook-form, React Query and axios. It still validates as react-hook-form did with the same loginSchema:
// every field on submit (the first invalid one focused), then a field again each time it changes. The check and yup
// (./login-check.ts) arrive when the visitor first focuses the form, not with the page.
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/ButtonLink';
import { Checkbox } from '@/components/ui/Checkbox';
import { Icon } from '@/components/ui/Icon';
import { PageLink } from '@/components/ui/PageLink';
import { TextField } from '@/components/ui/TextField';
import { cx } from '@/components/ui/cx';
import { errorOutlineOutlined, reportProblemOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import { messageKeyOf } from '@/lib/client/error-keys';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import { isDormant } from '@/lib/shared/members/standing';
import { safeReturnUrl } from '@/lib/shared/routes';
import type { DisplayUser } from '@/lib/shared/session';
import { CaptchaField } from './CaptchaField';
import { LeanPasswordField } from './LeanPasswordField';
import styles from './LoginForm.module.css';
import type { LoginCheck, LoginField as Field, LoginFieldErrors as FieldErrors } from './login-check';

/** login-check.ts's LOGIN_FIELDS (a value imported from there would bring yup with the page); LoginForm.test.tsx compares. */
export const FIELDS: readonly Field[] = ['email', 'password'];

/** hooks/useUser.ts's USER_QUERY_KEY (not imported: that module brings axios); LoginForm.test.tsx compares. */
export const USER_QUERY_KEY = ['user'] as const;

/** The form's values as the browser holds them, before the schema casts them. */
function valuesOf(form: HTMLFormElement) {
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { email: input('email').value, password: input('password').value, stayLoggedIn: input('stayLoggedIn').checked };
}

let checkLoading: Promise<(values: unknown) => LoginCheck> | null = null;

/** The check, loaded once per visit; a failed load is tried again next time. */
function loadCheck(): Promise<(values: unknown) => LoginCheck> {
  checkLoading ??= import('./login-check').then(
    (module) => module.checkLogin,
    (error: unknown) => {
      checkLoading = null;
      throw error;
    },
  );
  return checkLoading;
}

/**
 * React Query's client lives for the whole visit (components/providers/QueryProvider.tsx): a user query cached before
 * this login must not be trusted after it. The module is the one _app loads on
 * every route change, so importing it here costs nothing extra.
 */
async function forgetCachedUser(): Promise<void> {
  try {
    const { queryClientForThisRender } = await import('@/components/providers/QueryProvider');
    await queryClientForThisRender().invalidateQueries({ queryKey: USER_QUERY_KEY });
  } catch {
    // Nothing cached can be stale if the module cannot even load; the next page asks the server anyway.
  }
}

export function LoginForm() {
  const { t } = useTranslation(['login', 'auth', 'errors']);
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  // Set once loaded; every check after the first submit has it at hand.
  const check = useRef<((values: unknown) => LoginCheck) | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [resending, setResending] = useState(false);

  // null until the API asks for a proof of work; then a counter that fetches a fresh challenge per try.
  const [captchaRound, setCaptchaRound] = useState<number | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);

  // After the first submit a changed field is checked again, and only that field's message changes.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as Field;
    if (!submitted.current || !check.current || !FIELDS.includes(name) || !form.current) return;
    const { errors: found } = check.current(valuesOf(form.current));
    setErrors((current) => ({ ...current, [name]: found?.[name] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      check.current ??= await loadCheck();
    } catch (error) {
      // The check could not be fetched (offline): said as a failed call would be.
      setFailure(ApiError.from(error));
      return;
    }
    if (!form.current) return;
    submitted.current = true;
    const checked = check.current(valuesOf(form.current));
    setErrors(checked.errors ?? {});
    if (!checked.input) {
      const first = FIELDS.find((field) => checked.errors[field]);
      if (first) (form.current.elements.namedItem(first) as HTMLInputElement).focus();
      return;
    }
    setFailure(null);
    setPending(true);
    let user: DisplayUser;
    try {
      user = await fetchApi.post<DisplayUser>('/api/login', { ...checked.input, altcha: captcha ?? undefined });
      await forgetCachedUser();
    } catch (error) {
      // The message is shown below from the failure; a spent or missing proof is renewed.
      const refused = ApiError.from(error);
      setFailure(refused);
      setPending(false);
      if (captchaRound !== null || refused.code === 'CAPTCHA_REQUIRED') setCaptchaRound((round) => (round ?? 0) + 1);
      return;
    }
    setPending(false);
    // docs/product/storefront.md#route-guards: a dormant member goes to /dormancy; everyone else back where they
    // came from. The header reads the display cookie the answer set once this navigation completes
    // (hooks/useDisplayUser.ts).
    await router.push(isDormant(user.mbStatus) ? '/dormancy' : safeReturnUrl(router.query.returnUrl));
  };

  const resendCode = async () => {
    if (!form.current) return;
    const email = valuesOf(form.current).email.trim().toLowerCase();
    setResending(true);
    await fetchApi.post('/api/member/resend-verification', { email }, { client: 'brg' }).catch(() => undefined);
    setResending(false);
    await router.push(`/sign-up-complete?${new URLSearchParams({ email })}`);
  };

  const notVerified = failure?.code === 'EMAIL_NOT_VERIFIED';
  const captchaAsked = failure?.code === 'CAPTCHA_REQUIRED';
  const warning = notVerified || captchaAsked;

  // method="post": a submit before the scripts have run reloads this page without putting the password in its address.
  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadCheck().catch(() => undefined)}
      className={styles.form}
    >
      <TextField
        id="login-email"
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={errors.email ? t(errors.email) : undefined}
      />
      <LeanPasswordField
        id="login-password"
        name="password"
        label={t('password')}
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password ? t(errors.password) : undefined}
      />
      <Checkbox name="stayLoggedIn" label={t('stayLoggedIn')} />
      {captchaRound !== null && <CaptchaField purpose="login" round={captchaRound} onSolved={setCaptcha} />}
      {failure && (
        <div role="alert" className={cx(ui.alert, warning ? ui.alertWarning : ui.alertError)}>
          <div className={cx(ui.alertIcon, warning ? ui.alertIconWarning : ui.alertIconError)}>
            <Icon paths={warning ? reportProblemOutlined : errorOutlineOutlined} />
          </div>
          <div>
            {captchaAsked ? t('auth:captcha.required') : t(messageKeyOf(failure))}
            {notVerified && (
              <div className={styles.resend}>
                <Button color="inherit" variant="outlined" size="small" onClick={resendCode} disabled={resending}>
                  {t('notVerified.resend')}
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending || (captchaRound !== null && !captcha)}>
        {pending ? t('submitting') : t('submit')}
      </Button>
      <div className={styles.links}>
        <PageLink href="/forgot-password" className={ui.link}>
          {t('forgotPassword')}
        </PageLink>
        <span>
          {t('noAccount')}{' '}
          <PageLink href="/sign-up" className={ui.link}>
            {t('signUp')}
          </PageLink>
        </span>
      </div>
    </form>
  );
}
