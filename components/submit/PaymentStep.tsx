// Step 4: the payment method and the terms (SPEC.md §5 messages), then "Pay": the order is created on the
// server (idempotent: pressing twice, or again after a failed payment, reuses the same order) and the
// member goes to the payment gateway's page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSubmitOrder } from '@/hooks/useSubmitOrder';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDraft, WizardStep } from '@/lib/shared/orders/draft';
import { PAYMENT_ERRORS } from '@/lib/shared/payments';
import { localizedPath } from '@/lib/shared/routes';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { TermsAgreement } from './TermsAgreement';
import { StepActions } from './StepActions';
import { type SubmitProblem, describeSubmitError } from './submit-errors';

interface Props {
  priced: PricedOrder | undefined;
  onBack: () => void;
  onGoTo: (step: WizardStep) => void;
  /** Checks every step; true when the order can be sent. */
  validateAll: () => Promise<boolean>;
}

export function PaymentStep({ priced, onBack, onGoTo, validateAll }: Props) {
  const { t } = useTranslation(['orders', 'payments', 'errors']);
  const router = useRouter();
  const locale = isLocale(router.locale) ? router.locale : DEFAULT_LOCALE;
  const { getValues, setValue, setError } = useFormContext<OrderDraft>();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const submit = useSubmitOrder({
    onOrderCreated: (order) => setValue('submittedOrderNumber', order.orderNumber),
  });
  const failedPayment = router.query.failed === '1';
  const total = priced ? formatMoney(priced.quote.totalAmount, priced.currency, locale) : '';

  const pay = async () => {
    setProblem(null);
    if (!(await validateAll())) return;
    try {
      const { redirectUrl } = await submit.mutateAsync(getValues());
      // The gateway's page opens in the member's language (the API answers a path without locale).
      window.location.assign(localizedPath(redirectUrl, router.locale));
    } catch (error) {
      setProblem(describeSubmitError(error as never, setError));
    }
  };

  return (
    <Stack spacing={3}>
      {failedPayment && !problem && (
        <Alert severity="error" role="alert">
          {t(PAYMENT_ERRORS.failed)} — {t('payment.retry')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <PaymentMethodChoice />
      </Paper>
      <TermsAgreement />
      {problem && (
        <Alert
          severity="error"
          role="alert"
          action={
            problem.step ? (
              <Button color="inherit" size="small" onClick={() => onGoTo(problem.step!)}>
                {t(`steps.${problem.step}`)}
              </Button>
            ) : undefined
          }
        >
          {t(problem.message)}
        </Alert>
      )}
      <StepActions onBack={onBack} onNext={pay} busy={submit.isPending || submit.isSuccess} nextLabel={total ? t('actions.pay', { amount: total }) : t('actions.payPlain')} />
    </Stack>
  );
}
