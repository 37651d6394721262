// Delivery information by stage (docs/product/order-lifecycle.md#rule-sets-by-display-status: shown from
// NEED_INVOICE_INPUT to SHIPPING_OUT_COMPLETE; inbound at SHIPPING_IN, outbound at SHIPPING_OUT and after). Before
// the cards reach us: where to send them and how to pack and label the parcel, and the tracking form for a member
// who ships them; then the inbound parcel, and the parcel back with "N of M cards shipped".
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { SectionCard } from '@/components/account/SectionCard';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { courierById } from '@/lib/shared/orders/couriers';
import { DELIVERY_INFO_SHOWN, DELIVERY_TO_USER, type DisplayStatus } from '@/lib/shared/orders/status';
import type { Notice } from './ActionNotice';
import { DetailList } from './DetailList';
import { dateTimeText, useMemberLocale } from './format';
import { TrackingForm } from './TrackingForm';

/** The cards have not reached us yet: the member sends them, or our courier collects them. */
const BEFORE_RECEIPT: readonly DisplayStatus[] = ['NEED_INVOICE_INPUT', 'PICKUP_REQUIRED', 'SHIPPING_IN'];
const PACKING_STEPS = ['sleeve', 'bag', 'label', 'pad'] as const;

function SendGuide({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['myorders', 'common']);
  const lead = order.shippingMethod === 'BRG_SHIPPING' ? 'delivery.send.pickup' : order.shippingMethod === 'QUICK' || order.shippingMethod === 'VISIT' ? 'delivery.send.counter' : 'delivery.send.post';
  return (
    <Box component="section" aria-labelledby="send-heading">
      <Typography id="send-heading" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {t('delivery.send.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t(lead)}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', bgcolor: 'action.hover', borderRadius: 1, p: 1.5, mb: 2 }} data-testid="head-office-address">
        <Typography sx={{ fontWeight: 700 }}>{t('common:footer.company.name')}</Typography>
        <Typography>{t('common:footer.company.address')}</Typography>
      </Box>
      <Typography id="pack-heading" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {t('delivery.pack.title')}
      </Typography>
      <Box component="ol" aria-labelledby="pack-heading" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
        {PACKING_STEPS.map((step) => (
          <Typography component="li" variant="body2" key={step}>
            {t(`delivery.pack.${step}`, { orderNumber: order.orderNumber })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function Parcel({ title, id, rows }: { title: string; id: string; rows: { label: string; value: string }[] }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <DetailList rows={rows} />
    </Box>
  );
}

export function DeliverySection({ order, onDone }: { order: OrderDetail; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const status = order.displayStatus;
  if (!status || !DELIVERY_INFO_SHOWN.has(status)) return null;
  const courierName = (id: string) => courierById(id)?.names[locale] ?? id;
  const inbound = order.trackingIn;
  const outbound = order.trackingOut;
  const { shipped, total } = order.cardsShipped;

  const parts = [
    BEFORE_RECEIPT.includes(status) && <SendGuide key="send" order={order} />,
    order.actions.enterTracking && (
      <Box component="section" key="form" aria-labelledby="tracking-form-heading">
        <Typography id="tracking-form-heading" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
          {t(inbound ? 'tracking.editTitle' : 'tracking.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('tracking.lead')}
        </Typography>
        <TrackingForm order={order} onDone={onDone} />
      </Box>
    ),
    inbound && (
      <Parcel
        key="in"
        id="inbound-heading"
        title={t('delivery.inbound')}
        rows={[
          { label: t('delivery.courier'), value: courierName(inbound.courier) },
          { label: t('delivery.trackingNumber'), value: inbound.trackingNumber },
          ...(inbound.note ? [{ label: t('delivery.note'), value: inbound.note }] : []),
          ...(inbound.enteredAt ? [{ label: t('delivery.enteredAt'), value: dateTimeText(inbound.enteredAt, locale) }] : []),
        ]}
      />
    ),
    (DELIVERY_TO_USER.has(status) || outbound) && (
      <Parcel
        key="out"
        id="outbound-heading"
        title={t('delivery.outbound')}
        rows={[
          { label: t('delivery.courier'), value: outbound ? courierName(outbound.courier) : t('detail.notYet') },
          { label: t('delivery.trackingNumber'), value: outbound?.trackingNumber ?? t('detail.notYet') },
          { label: t('delivery.cardsShipped'), value: t('items.shipped', { shipped, total }) },
        ]}
      />
    ),
  ].filter(Boolean);

  return (
    <SectionCard id="delivery" title={t('delivery.title')}>
      {parts.length === 0 ? (
        <Typography color="textSecondary">{t('delivery.atLab')}</Typography>
      ) : (
        <Stack spacing={3} divider={<Divider flexItem />}>
          {parts}
        </Stack>
      )}
    </SectionCard>
  );
}
