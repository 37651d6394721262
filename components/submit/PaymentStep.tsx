// Step 4: the payment method and the terms (docs/product/orders.md#payment-step messages), then "Pay": the order is
// created on the server (idempotent: pressing twice, or again after a failed payment, reuses the same order; after a
// change of the cards the same unpaid order is updated in place, docs/decisions/0010), its payment is opened, and the
// member goes to the payment gateway's page. A failure says which of the two failed: the order's field errors, or the
// payment's message. A coupon code may be applied first (CouponField, docs/product/payments.md#coupons): the order is
// created (or reused) for it, and "Pay" then charges the server's discounted total.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCreateOrder } from '@/hooks/useCreateOrder';
import { useStartPayment } from '@/hooks/useStartPayment';
import { paymentErrorKey } from '@/lib/client/error-message';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import type { WizardStep } from '@/lib/shared/orders/wizard-steps';
import { PAYMENT_ERRORS } from '@/lib/shared/payments';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { TermsAgreement } from './TermsAgreement';
import { StepActions } from './StepActions';
import { type CouponState, CouponField } from '@/components/orders/CouponField';
import type { OrderView } from '@/lib/server/orders/get-order';
import { type SubmitProblem, describeOrderError } from './submit-errors';

interface Props {
  priced: PricedOrder | undefined;
  /** The methods the payment provider takes. */
  paymentMethods: readonly PaymentMethod[];
  /** The coupon applied to the order (the wizard's statement shows it too). */
  coupon: CouponState | null;
  onCouponChange: (coupon: CouponState | null) => void;
  onBack: () => void;
  onGoTo: (step: WizardStep) => void;
  /** Checks every step; true when the order can be sent. */
  validateAll: () => Promise<boolean>;
}

export function PaymentStep({ priced, paymentMethods, coupon, onCouponChange: setCoupon, onBack, onGoTo, validateAll }: Props) {
  const { t } = useTranslation(['orders', 'payments', 'errors']);
  const router = useRouter();
  const locale = isLocale(router.locale) ? router.locale : DEFAULT_LOCALE;
  const { getValues, setValue, setError } = useFormContext<OrderDraft>();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const createOrder = useCreateOrder();
  const startPayment = useStartPayment(router.locale);
  const failedPayment = router.query.failed === '1';
  const total = coupon
    ? formatMoney(coupon.totalAmount, coupon.currency, locale)
    : priced
      ? formatMoney(priced.quote.totalAmount, priced.currency, locale)
      : '';
  /** The order's coupon as the server priced it (null without one). */
  const couponOf = (view: OrderView): CouponState | null =>
    view.discountAmount > 0
      ? { currency: view.currency, discountAmount: view.discountAmount, totalAmount: view.totalAmount, code: coupon?.code ?? null }
      : null;

  /** A coupon needs the order: it is created (or the same one reused) first, after every step's checks. */
  const orderForCoupon = async (): Promise<string | null> => {
    setProblem(null);
    if (!(await validateAll())) return null;
    try {
      const view = await createOrder.mutateAsync(getValues());
      setValue('submittedOrderNumber', view.orderNumber);
      // The order already carries a coupon (applied before in this browser): shown, not applied twice.
      if (!coupon && view.discountAmount > 0) {
        setCoupon(couponOf(view));
        return null;
      }
      return view.orderNumber;
    } catch (error) {
      setProblem(describeOrderError(error, setError));
      return null;
    }
  };

  const pay = async () => {
    setProblem(null);
    if (!(await validateAll())) return;
    const draft = getValues();
    let orderNumber: string;
    try {
      const view = await createOrder.mutateAsync(draft);
      orderNumber = view.orderNumber;
      // The coupon changed on the server (the order was changed and priced again, or had one already): the member sees
      // the new total before paying it.
      if (view.discountAmount !== (coupon?.discountAmount ?? 0)) {
        setValue('submittedOrderNumber', orderNumber);
        setCoupon(couponOf(view));
        setProblem({ message: 'coupons:field.totalChanged', step: null });
        return;
      }
    } catch (error) {
      setProblem(describeOrderError(error, setError));
      return;
    }
    // The order exists before its payment starts: a retry after a failed payment reuses it.
    setValue('submittedOrderNumber', orderNumber);
    try {
      // On success the gateway's page opens (in the member's language).
      await startPayment.mutateAsync({ orderNumber, method: draft.paymentMethod });
    } catch (error) {
      setProblem({ message: paymentErrorKey(error), step: null });
    }
  };
  const busy = createOrder.isPending || startPayment.isPending || startPayment.isSuccess;

  return (
    <Stack spacing={3}>
      {failedPayment && !problem && (
        <Alert severity="error" role="alert">
          {t(PAYMENT_ERRORS.failed)} — {t('payment.retry')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <PaymentMethodChoice methods={paymentMethods} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <CouponField priced={coupon} orderNumberFor={orderForCoupon} onChange={setCoupon} locale={locale} idPrefix="wizard" disabled={busy} createsOrder />
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
      <StepActions onBack={onBack} onNext={pay} busy={busy} nextLabel={total ? t('actions.pay', { amount: total }) : t('actions.payPlain')} />
    </Stack>
  );
}
