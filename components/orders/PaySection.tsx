// Paying an unpaid order again from its page (docs/product/order-lifecycle.md#order-status-transitions: a failed
// payment may be retried): the section is static HTML (docs/decisions/0015-storefront-static-css.md), so "Pay now"'s
// link to #pay finds it at once, even before the form arrives; the (MUI) form is loaded only for an order that can
// be paid (issue #11), rendered on the server then.
import { useTranslation } from '@/hooks/useTranslation';
import dynamic from 'next/dynamic';
import { FormLoading } from './FormLoading';
import { Section } from '@/components/ui/Section';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';

const PayForm = dynamic(() => import('./PayForm').then((module) => module.PayForm), { ssr: false, loading: FormLoading });

export function PaySection({ order, paymentMethods }: { order: OrderDetail; paymentMethods: PaymentMethod[] }) {
  const { t } = useTranslation('myorders');
  return (
    <Section id="pay" title={t('pay.title')} lead={t(order.status === 'PAYMENT_FAILED' ? 'pay.leadFailed' : 'pay.lead')}>
      <PayForm order={order} paymentMethods={paymentMethods} />
    </Section>
  );
}
