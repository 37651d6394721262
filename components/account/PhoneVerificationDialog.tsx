// Phone verification dialog (docs/product/accounts.md#phone-verification): country code, mobile number, send code,
// enter code.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Controller, type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { ValidationError } from 'yup';
import { useCheckPhoneCode, useSendPhoneCode } from '@/hooks/usePhoneVerification';
import { errorMessageKey } from '@/lib/client/error-message';
import { type PhoneDialogDefaults, phoneDialogDefaults } from '@/lib/shared/phone-prefill';
import { CODE_LENGTH, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, maskPhone, toE164 } from '@/lib/shared/phone-numbers';
import { PHONE_ERRORS, checkPhoneCodeSchema, sendPhoneCodeSchema } from '@/lib/shared/schemas/phone';

interface Props {
  open: boolean;
  onClose: () => void;
  /** A number the member typed elsewhere (the wizard: the shipping address's phone), offered when the dialog opens. */
  defaultPhone?: string | null;
}

const SEND_ERRORS = { CONFLICT: 'phone:errors.registered' } as const;
const CHECK_ERRORS = { WRONG_CODE: 'phone:errors.wrongCode', VERIFICATION_FAILED: 'phone:errors.failed', CONFLICT: 'phone:errors.registered' } as const;
const EMPTY_NUMBER: PhoneDialogDefaults = { dial: DEFAULT_PHONE_COUNTRY.dial, national: '' };

// Issue #24: react-hook-form with the API's own schema. The member types a country code and a national number; the
// API (POST /api/sendVerificationToken) validates the E.164 number they make, so the number form is checked by
// sendPhoneCodeSchema on that number, its message shown under the number field (empty: "required", as before).
const refuse = (type: string, message: string): ResolverResult<PhoneDialogDefaults> => ({ values: {}, errors: { national: { type, message } } });
const numberResolver: Resolver<PhoneDialogDefaults> = async (values) => {
  if (!values.national.trim()) return refuse('required', PHONE_ERRORS.required);
  try {
    await sendPhoneCodeSchema.validate({ phoneNumber: toE164(values.dial, values.national) });
    return { values, errors: {} };
  } catch (error) {
    return refuse('validate', error instanceof ValidationError ? error.errors[0]! : 'errors:invalidRequest');
  }
};
const codeSchema = checkPhoneCodeSchema.pick(['code']);

export function PhoneVerificationDialog({ open, onClose, defaultPhone }: Props) {
  const { t } = useTranslation(['phone', 'account', 'errors', 'auth']);
  const send = useSendPhoneCode();
  const check = useCheckPhoneCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Opening with a known number offers it (closing empties the fields; the member can change it before sending).
  // Set while rendering the change of `open`, React's pattern for state that follows a prop; `values` resets the form.
  const [offered, setOffered] = useState<PhoneDialogDefaults>(EMPTY_NUMBER);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    const typed = open ? phoneDialogDefaults(defaultPhone) : null;
    if (typed) setOffered(typed);
  }
  const numberForm = useForm<PhoneDialogDefaults>({ resolver: numberResolver, values: offered, shouldFocusError: true });
  const codeForm = useForm<{ code: string }>({ resolver: yupResolver(codeSchema), defaultValues: { code: '' } });
  const verified = check.isSuccess;

  const close = () => {
    send.reset();
    check.reset();
    setOffered(EMPTY_NUMBER);
    numberForm.reset(EMPTY_NUMBER);
    codeForm.reset({ code: '' });
    setSentTo(null);
    onClose();
  };

  const onSend = numberForm.handleSubmit(async ({ dial, national }) => {
    const phoneNumber = toE164(dial, national);
    try {
      await send.mutateAsync({ phoneNumber });
      setSentTo(phoneNumber);
      codeForm.reset({ code: '' });
      check.reset();
    } catch (error) {
      numberForm.setError('national', { type: 'server', message: errorMessageKey(error, SEND_ERRORS) });
    }
  });

  const onCheck = codeForm.handleSubmit(async ({ code }) => {
    if (!sentTo) return;
    try {
      await check.mutateAsync({ phoneNumber: sentTo, code });
    } catch (error) {
      codeForm.setError('code', { type: 'server', message: errorMessageKey(error, CHECK_ERRORS) }, { shouldFocus: true });
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="phone-dialog-title">
      <DialogTitle id="phone-dialog-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        {verified ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('dialog.verified', { phone: maskPhone(sentTo ?? '') })}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {t('dialog.lead')}
            </Typography>
            <Stack component="form" noValidate onSubmit={onSend} direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
              <Controller
                name="dial"
                control={numberForm.control}
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    id="phone-country"
                    label={t('dialog.country')}
                    sx={{ width: 120, flexShrink: 0 }}
                    slotProps={{ select: { renderValue: (value) => `+${String(value)}` } }}
                  >
                    {PHONE_COUNTRIES.map((country) => (
                      <MenuItem key={country.iso} value={country.dial}>
                        +{country.dial} {t(`countries.${country.iso}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name="national"
                control={numberForm.control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    id="phone-number"
                    label={t('dialog.number')}
                    type="tel"
                    autoComplete="tel-national"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ? t(fieldState.error.message) : t('dialog.numberHint')}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 20, inputMode: 'tel' } }}
                  />
                )}
              />
            </Stack>
            <Button variant="outlined" onClick={() => void onSend()} disabled={send.isPending || numberForm.formState.isSubmitting} fullWidth sx={{ mb: 2 }}>
              {send.isPending ? t('dialog.sending') : sentTo ? t('dialog.resend') : t('dialog.send')}
            </Button>
            {sentTo && (
              <Stack component="form" noValidate onSubmit={onCheck} spacing={1.5}>
                <Typography variant="body2" aria-live="polite">
                  {t('dialog.sent', { phone: maskPhone(sentTo) })}
                </Typography>
                <Controller
                  name="code"
                  control={codeForm.control}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      id="phone-code"
                      label={t('dialog.code')}
                      onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
                      autoComplete="one-time-code"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
                      autoFocus
                    />
                  )}
                />
                <Button type="submit" variant="contained" disabled={check.isPending}>
                  {check.isPending ? t('dialog.checking') : t('dialog.verify')}
                </Button>
              </Stack>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{verified ? t('dialog.done') : t('dialog.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
