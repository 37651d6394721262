// The order's money: grading fees (the membership discount already applied), delivery, total.
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { SectionCard } from '@/components/account/SectionCard';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { useMemberLocale } from './format';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 600, fontSize: strong ? '1.15rem' : undefined, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  // docs/product/pricing.md#membership-discount: applied to the service fee (never to BULK or REHOLDER), already inside totalPrice.
  const discounted = order.discountRate > 0 && order.orderType !== 'BULK' && order.orderType !== 'REHOLDER';
  return (
    <SectionCard id="totals" title={t('totals.title')}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Line label={t('totals.totalPrice')} value={money(order.totalPrice)} />
        <Line label={t('totals.deliveryCost')} value={money(order.deliveryCost)} />
        <Divider />
        <Line label={t('totals.totalAmount')} value={money(order.totalAmount)} strong />
      </Stack>
      {discounted && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {t('totals.discount', { rate: order.discountRate })}
        </Typography>
      )}
    </SectionCard>
  );
}
