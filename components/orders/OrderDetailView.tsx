// The member's order page (docs/product/order-lifecycle.md#order-detail): summary, payment (pay again, or the
// virtual account to deposit into), progress, delivery, cards and results, refunds, return address, totals,
// history. Actions appear only where the server's `actions` allow them; each outcome is announced at the top.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useState } from 'react';
import { VirtualAccountDetails } from '@/components/payments/VirtualAccountDetails';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { ActionNotice, type Notice } from './ActionNotice';
import { CancelOrderDialog } from './CancelOrderDialog';
import { DeliverySection } from './DeliverySection';
import { OrderItems } from './OrderItems';
import { OrderProgress } from './OrderProgress';
import { OrderSummary } from './OrderSummary';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { PaySection } from './PaySection';
import { RefundSection } from './RefundSection';
import { ReturnAddressSection } from './ReturnAddressSection';

interface Props {
  order: OrderDetail;
  /** What the payment gateway takes, for paying again. */
  paymentMethods: PaymentMethod[];
}

export function OrderDetailView({ order, paymentMethods }: Props) {
  const { t } = useTranslation('myorders');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const va = order.status === 'WAITING_FOR_DEPOSIT' ? order.payment?.virtualAccount : null;

  return (
    <>
      <Link component={NextLink} href="/account/orders" sx={{ display: 'inline-block', mb: 2 }}>
        {t('detail.back')}
      </Link>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <OrderSummary order={order} onCancel={() => setCancelling(true)} />
      {order.actions.pay && <PaySection order={order} paymentMethods={paymentMethods} />}
      {va && order.payment && (
        <Box id="payment" sx={{ mb: 3, scrollMarginTop: 120 }}>
          <VirtualAccountDetails account={{ bank: va.bank ?? '', accountNumber: va.accountNumber ?? '', holder: va.holder, deadline: va.deadline }} amount={order.payment.amount} currency={order.currency} />
        </Box>
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
