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
import { useTranslation } from '@/hooks/useTranslation';
import { type FormEvent, useState } from 'react';
import { ValidationError } from 'yup';
import { useCheckPhoneCode, useSendPhoneCode } from '@/hooks/usePhoneVerification';
import { errorMessageKey } from '@/lib/client/error-message';
import { phoneDialogDefaults } from '@/lib/shared/phone-prefill';
import { CODE_LENGTH, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, maskPhone, toE164 } from '@/lib/shared/phone-numbers';
import { codeField, phoneNumberField } from '@/lib/shared/schemas/phone';

interface Props {
  open: boolean;
  onClose: () => void;
  /** A number the member typed elsewhere (the wizard: the shipping address's phone), offered when the dialog opens. */
  defaultPhone?: string | null;
}

const SEND_ERRORS = { CONFLICT: 'phone:errors.registered' } as const;
const CHECK_ERRORS = { WRONG_CODE: 'phone:errors.wrongCode', VERIFICATION_FAILED: 'phone:errors.failed', CONFLICT: 'phone:errors.registered' } as const;

function firstError(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.errors[0]! : 'errors:invalidRequest';
  }
}

export function PhoneVerificationDialog({ open, onClose, defaultPhone }: Props) {
  const { t } = useTranslation(['phone', 'account', 'errors', 'auth']);
  const send = useSendPhoneCode();
  const check = useCheckPhoneCode();
  const [dial, setDial] = useState(DEFAULT_PHONE_COUNTRY.dial);
  const [national, setNational] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const verified = check.isSuccess;

  // Opening with a known number offers it (closing empties the fields; the member can change it before sending).
  // Set while rendering the change of `open`, React's pattern for state that follows a prop.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    const offered = open ? phoneDialogDefaults(defaultPhone) : null;
    if (offered) {
      setDial(offered.dial);
      setNational(offered.national);
    }
  }

  const close = () => {
    send.reset();
    check.reset();
    setNational('');
    setCode('');
    setSentTo(null);
    setNumberError(null);
    setCodeError(null);
    onClose();
  };

  const onSend = async (event?: FormEvent) => {
    event?.preventDefault();
    const phoneNumber = toE164(dial, national);
    const problem = national.trim() ? firstError(() => phoneNumberField().validateSync(phoneNumber)) : 'phone:validation.required';
    setNumberError(problem);
    if (problem) return;
    try {
      await send.mutateAsync({ phoneNumber });
      setSentTo(phoneNumber);
      setCode('');
      check.reset();
    } catch (error) {
      setNumberError(errorMessageKey(error, SEND_ERRORS));
    }
  };

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const problem = firstError(() => codeField().validateSync(code));
    setCodeError(problem);
    if (problem) return;
    try {
      await check.mutateAsync({ phoneNumber: sentTo, code });
    } catch (error) {
      setCodeError(errorMessageKey(error, CHECK_ERRORS));
    }
  };

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
              <TextField
                select
                id="phone-country"
                label={t('dialog.country')}
                value={dial}
                onChange={(event) => setDial(event.target.value)}
                sx={{ width: 120, flexShrink: 0 }}
                slotProps={{ select: { renderValue: (value) => `+${String(value)}` } }}
              >
                {PHONE_COUNTRIES.map((country) => (
                  <MenuItem key={country.iso} value={country.dial}>
                    +{country.dial} {t(`countries.${country.iso}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="phone-number"
                label={t('dialog.number')}
                type="tel"
                autoComplete="tel-national"
                value={national}
                onChange={(event) => setNational(event.target.value)}
                error={Boolean(numberError)}
                helperText={numberError ? t(numberError) : t('dialog.numberHint')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 20, inputMode: 'tel' } }}
              />
            </Stack>
            <Button variant="outlined" onClick={() => void onSend()} disabled={send.isPending} fullWidth sx={{ mb: 2 }}>
              {send.isPending ? t('dialog.sending') : sentTo ? t('dialog.resend') : t('dialog.send')}
            </Button>
            {sentTo && (
              <Stack component="form" noValidate onSubmit={onCheck} spacing={1.5}>
                <Typography variant="body2" aria-live="polite">
                  {t('dialog.sent', { phone: maskPhone(sentTo) })}
                </Typography>
                <TextField
                  id="phone-code"
                  label={t('dialog.code')}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
                  autoComplete="one-time-code"
                  error={Boolean(codeError)}
                  helperText={codeError ? t(codeError) : undefined}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
                  autoFocus
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
