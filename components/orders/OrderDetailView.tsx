// The member's order page (docs/product/order-lifecycle.md#order-detail): summary, payment (pay again, or the
// virtual account to deposit into), progress, delivery, cards and results, refunds, return address, totals,
// history. Actions appear only where the server's `actions` allow them; each outcome is announced at the top. The
// sections that only show data are static HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md): the page
// renders per request, and MUI's emotion styles were a large part of its render time (issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState } from 'react';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { VirtualAccountDetails } from '@/components/payments/VirtualAccountDetails';
import type { PaymentMethodsByCurrency } from '@/lib/shared/payments';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { ActionNotice, type Notice } from './ActionNotice';
import { DeliverySection } from './DeliverySection';
import { OrderItems } from './OrderItems';
import { OrderProgress } from './OrderProgress';
import { OrderSummary } from './OrderSummary';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { PaySection } from './PaySection';
import { RefundSection } from './RefundSection';
import { ReturnAddressSection } from './ReturnAddressSection';
import styles from './OrderDetailView.module.css';

// The cancel dialog (MUI) is downloaded when it first opens, not with the page (issue #11).
const CancelOrderDialog = dynamic(() => import('./CancelOrderDialog').then((module) => module.CancelOrderDialog), { ssr: false });

interface Props {
  order: OrderDetail;
  /** What the payment gateway takes, for paying again. */
  /** Each currency's gateway's methods: the order is paid through its own currency's (decision 0037). */
  paymentMethods: PaymentMethodsByCurrency;
}

export function OrderDetailView({ order, paymentMethods }: Props) {
  const { t } = useTranslation('myorders');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const va = order.status === 'WAITING_FOR_DEPOSIT' ? order.payment?.virtualAccount : null;

  return (
    <>
      <NextLink href="/account/orders" className={cx(ui.link, styles.back)}>
        {t('detail.back')}
      </NextLink>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <OrderSummary order={order} onCancel={() => setCancelling(true)} />
      {order.actions.pay && <PaySection order={order} paymentMethods={paymentMethods[order.currency]} />}
      {va && order.payment && (
        <div id="payment" className={styles.payment}>
          <VirtualAccountDetails
            account={{ bank: va.bank ?? '', accountNumber: va.accountNumber ?? '', holder: va.holder, deadline: va.deadline }}
            amount={order.payment.amount}
            currency={order.currency}
          />
        </div>
      )}
      <OrderProgress order={order} />
      <DeliverySection order={order} onDone={setNotice} />
      <OrderItems order={order} />
      <RefundSection order={order} onDone={setNotice} />
      <ReturnAddressSection order={order} onDone={setNotice} />
      <OrderTotals order={order} />
      <OrderTimeline timeline={order.timeline} />
      {cancelling && order.actions.cancel && (
        <CancelOrderDialog
          order={{ ...order, refundAmount: order.cancelRefund ?? 0, needsRefundAccount: order.cancelNeedsRefundAccount }}
          onClose={() => setCancelling(false)}
          onDone={(outcome) => {
            setCancelling(false);
            setNotice(outcome);
          }}
        />
      )}
    </>
  );
}
