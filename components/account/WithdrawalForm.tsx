// Membership withdrawal (docs/product/accounts.md#withdrawal): what happens, what blocks it, and the confirmation
// (tick + password, or the account e-mail for a social-only account).
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { Controller, useForm } from 'react-hook-form';
import { useWithdraw } from '@/hooks/useWithdrawal';
import { errorCode, errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import type { WithdrawalStatus } from '@/lib/server/account/get-withdrawal-status';
import { type WithdrawInput, withdrawSchema } from '@/lib/shared/schemas/profile';
import { Section } from '@/components/ui/Section';

const CONSEQUENCES = ['data', 'email', 'orders', 'sessions'] as const;
const ERRORS = {
  WITHDRAWAL_BLOCKED_ORDERS: 'account:withdrawal.errors.orders',
  WITHDRAWAL_BLOCKED_TRADES: 'account:withdrawal.errors.trades',
} as const;

type Values = { agree: boolean; password?: string; email?: string };

export function WithdrawalForm({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const queryClient = useQueryClient();
  const withdraw = useWithdraw();
  const secret = status.hasPassword ? 'password' : 'email';
  const blocked = status.blockedByOrders || status.blockedByTrades || status.blockedByRefunds;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, WithdrawInput>({
    resolver: yupResolver(withdrawSchema),
    defaultValues: { agree: false, password: '', email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await withdraw.mutateAsync(input);
      // Signed out: nothing of the old session stays in the page's cache (this page's own status
      // stays, or the page would refetch it without a session).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'withdrawal' });
    } catch (error) {
      if (errorCode(error) === 'INVALID_CREDENTIALS') {
        setError(secret, {
          type: 'server',
          message: status.hasPassword ? 'account:password.errors.currentIncorrect' : 'account:withdrawal.errors.emailMismatch',
        });
      }
      for (const item of fieldErrors(error)) {
        if (item.path === 'password' || item.path === 'email' || item.path === 'agree') setError(item.path, { type: 'server', message: item.key });
      }
    }
  });

  if (withdraw.isSuccess) {
    return (
      <Section id="withdrawal-done" title={t('withdrawal.doneTitle')}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('withdrawal.done')}
        </Alert>
        <Button component={Link} href="/" variant="contained">
          {t('withdrawal.home')}
        </Button>
      </Section>
    );
  }

  const code = errorCode(withdraw.error);
  const general = withdraw.isError && code !== 'INVALID_CREDENTIALS' && fieldErrors(withdraw.error).length === 0;
  const secretError = errors[secret]?.message;
  const { ref: secretRef, ...secretField } = register(secret);

  return (
    <>
      <Section id="withdrawal-info" title={t('withdrawal.infoTitle')}>
        <Box component="ul" sx={{ pl: 2.5, my: 0, '& li': { mb: 1 } }}>
          {CONSEQUENCES.map((item) => (
            <Typography component="li" key={item}>
              {t(`withdrawal.consequences.${item}`)}
            </Typography>
          ))}
        </Box>
      </Section>
      {blocked && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {status.blockedByOrders && <div>{t('withdrawal.errors.orders')}</div>}
          {status.blockedByTrades && <div>{t('withdrawal.errors.trades')}</div>}
          {status.blockedByRefunds && <div>{t('withdrawal.errors.refunds')}</div>}
        </Alert>
      )}
      <Section id="withdrawal-confirm" title={t('withdrawal.confirmTitle')}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 520 }}>
          <Controller
            name="agree"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox id="withdrawal-agree" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('withdrawal.agree')}
              />
            )}
          />
          {errors.agree?.message && <FormHelperText error>{t(errors.agree.message)}</FormHelperText>}
          <TextField
            {...secretField}
            inputRef={secretRef}
            id={`withdrawal-${secret}`}
            type={secret === 'password' ? 'password' : 'email'}
            autoComplete={secret === 'password' ? 'current-password' : 'email'}
            label={t(`withdrawal.${secret}`)}
            required
            error={Boolean(secretError)}
            helperText={secretError ? t(secretError) : t(`withdrawal.${secret}Hint`)}
            fullWidth
            sx={{ mt: 2 }}
          />
          <Box aria-live="polite" sx={{ mt: 2 }}>
            {general && <Alert severity="error">{t(errorMessageKey(withdraw.error, ERRORS))}</Alert>}
          </Box>
          <Button type="submit" color="error" variant="contained" disabled={blocked || withdraw.isPending} sx={{ mt: 2 }}>
            {withdraw.isPending ? t('withdrawal.submitting') : t('withdrawal.submit')}
          </Button>
        </Box>
      </Section>
    </>
  );
}
