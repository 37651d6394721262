// The lab's order page (issue #10): the outcome of the last action, where the order stands and whom to contact, the
// next steps the server allows, the cards with their checks, scores and certificates, everything the member sees on
// their own order page (the member's components, fed the member's view of the order), the internal notes and the
// audit trail.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useState } from 'react';
import { ActionNotice, type Notice } from '@/components/orders/ActionNotice';
import { DeliverySection } from '@/components/orders/DeliverySection';
import { OrderProgress } from '@/components/orders/OrderProgress';
import { OrderSummary } from '@/components/orders/OrderSummary';
import { OrderTimeline } from '@/components/orders/OrderTimeline';
import { OrderTotals } from '@/components/orders/OrderTotals';
import { RefundSection } from '@/components/orders/RefundSection';
import { shownOrder } from '@/hooks/useStaffOrderActions';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { ActionBar } from './ActionBar';
import { AuditTrail } from './AuditTrail';
import { CardsSection } from './CardsSection';
import { NotesSection } from './NotesSection';
import { StaffOrderHeader } from './StaffOrderHeader';

/** The member's page as the member sees it, without the member's own buttons (staff act through the lab's steps). */
export function memberViewForStaff(view: OrderDetail): OrderDetail {
  return { ...view, actions: { pay: false, cancel: false, refundAccount: false, changeAddress: false, enterTracking: false } };
}

const ignore = () => undefined;

interface Props {
  detail: StaffOrderDetail;
  onImagesChanged: () => void;
}

export function StaffOrderView({ detail, onImagesChanged }: Props) {
  const { t } = useTranslation('lab');
  const [notice, setNotice] = useState<Notice | null>(null);
  const member = memberViewForStaff(detail.view);
  return (
    <>
      <Link component={NextLink} href="/admin" sx={{ display: 'inline-block', mb: 2 }}>
        {t('order.back')}
      </Link>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <StaffOrderHeader order={detail} />
      <ActionBar detail={detail} onDone={setNotice} />
      <CardsSection detail={detail} onDone={setNotice} onImagesChanged={onImagesChanged} />
      <NotesSection order={shownOrder(detail)} notes={detail.notes} onDone={setNotice} />
      <Box component="section" aria-labelledby="member-view-heading" sx={{ mt: 4 }}>
        <Box component="h2" id="member-view-heading" sx={{ typography: 'h2', fontSize: '1.35rem', mb: 0.5 }}>
          {t('order.memberView')}
        </Box>
        <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', mt: 0, mb: 2 }}>
          {t('order.memberViewLead')}
        </Box>
        <OrderSummary order={member} onCancel={ignore} />
        <OrderProgress order={member} />
        <DeliverySection order={member} onDone={setNotice} />
        <RefundSection order={member} onDone={setNotice} />
        <OrderTotals order={member} />
        <OrderTimeline timeline={member.timeline} />
      </Box>
      <AuditTrail audit={detail.audit} />
    </>
  );
}
