// The form of PaySection (docs/product/order-lifecycle.md#order-status-transitions: a failed payment may be retried):
// the wizard's payment-method choice and the same start-payment hook, validated by the wizard's payment schema; the
// browser then goes to the gateway's page. MUI, loaded only for an order that can be paid (issue #11). A coupon may be
// applied or removed first (CouponField, docs/product/payments.md#coupons): the amount on the button is then the
// server's new total.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import { PaymentMethodChoice } from '@/components/submit/PaymentMethodChoice';
import { useStartPayment } from '@/hooks/useStartPayment';
import { paymentErrorKey } from '@/lib/client/error-message';
import { formatMoney } from '@/lib/shared/money';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { DEFAULT_PAYMENT_METHOD } from '@/lib/shared/payments';
import { paymentStepSchema } from '@/lib/shared/schemas/order/steps';
import { type CouponState, CouponField } from './CouponField';
import { useMemberLocale } from './format';
import { withMui } from '@/components/providers/with-mui';

const schema = paymentStepSchema.pick(['paymentMethod']);
type Values = InferType<typeof schema>;

function PayFormView({ order, paymentMethods }: { order: OrderDetail; paymentMethods: PaymentMethod[] }) {
  const { t } = useTranslation(['myorders', 'payments']);
  const router = useRouter();
  const locale = useMemberLocale();
  const start = useStartPayment(router.locale);
  // The method tried last, when the gateway still takes it.
  const form = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { paymentMethod: paymentMethods.includes(order.paymentMethod) ? order.paymentMethod : (paymentMethods[0] ?? DEFAULT_PAYMENT_METHOD) },
  });
  const [priced, setPriced] = useState<CouponState>({
    currency: order.currency,
    discountAmount: order.discountAmount,
    totalAmount: order.totalAmount,
    code: null,
  });
  const amount = formatMoney(priced.totalAmount, order.currency, locale);
  const busy = start.isPending || start.isSuccess;

  const pay = form.handleSubmit(({ paymentMethod }) => {
    if (!busy) start.mutate({ orderNumber: order.orderNumber, method: paymentMethod });
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={pay} spacing={2}>
        <PaymentMethodChoice methods={paymentMethods} />
        <CouponField
          priced={priced}
          orderNumberFor={async () => order.orderNumber}
          onChange={(coupon) => setPriced(coupon)}
          locale={locale}
          idPrefix="pay"
          disabled={busy}
        />
        {start.isError && <Alert severity="error">{t(paymentErrorKey(start.error))}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 200 }}>
          {busy ? t('actions.working') : t('pay.pay', { amount })}
        </Button>
      </Stack>
    </FormProvider>
  );
}

/** With MUI's theme where the page has none (with-mui.tsx: loaded with this piece, not with the page). */
export const PayForm = withMui(PayFormView);
