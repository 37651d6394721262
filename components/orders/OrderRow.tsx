// One order of the list, as a card at every width (no table to scroll sideways at 390 px): number (to its page),
// date, type, cards, total, status in words; an order awaiting payment offers "Pay now" and "Cancel".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { formatMoney } from '@/lib/shared/money';
import type { OrderSummary } from '@/lib/shared/orders/my-order-views';
import { CardCell } from './CardCell';
import { dateText, useMemberLocale } from './format';
import { orderPath } from './order-path';
import { OrderStatusChip } from './OrderStatusChip';
import { orderTypeKeys } from './status-labels';

interface Props {
  order: OrderSummary;
  onCancel: (order: OrderSummary) => void;
}

export function OrderRow({ order, onCancel }: Props) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const headingId = `order-${order.orderNumber}`;
  const more = order.lines - 1;
  const cards = order.firstCard ? (more > 0 ? t('list.andMore', { first: order.firstCard, count: more }) : order.firstCard) : t('list.noCardName');
  const awaiting = order.tab === 'awaitingPayment';
  // A virtual account waits for the deposit: its details are on the order page.
  const deposit = order.status === 'WAITING_FOR_DEPOSIT';

  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none', p: { xs: 2, md: 2.5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          <Link component={NextLink} href={orderPath(order.orderNumber)} underline="hover">
            {order.orderNumber}
          </Link>
        </Typography>
        <OrderStatusChip order={order} />
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1.2fr 2fr 1fr' }, gap: 1.5 }}>
        <CardCell label={t('list.date')}>{order.submittedAt ? dateText(order.submittedAt, locale) : '—'}</CardCell>
        <CardCell label={t('list.type')}>
          {orderTypeKeys(order)
            .map((key) => t(key))
            .join(' · ')}
        </CardCell>
        <CardCell label={t('list.cards')}>
          {cards}
          <Typography component="span" variant="body2" color="textSecondary">
            {' '}
            {t('list.cardCount', { count: order.totalQt })}
          </Typography>
        </CardCell>
        <CardCell label={t('list.total')}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {formatMoney(order.totalAmount, order.currency, locale)}
          </Box>
        </CardCell>
      </Box>
      {awaiting && (order.actions.pay || order.actions.cancel || deposit) && (
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
          {deposit && (
            <Button
              variant="contained"
              size="small"
              component={NextLink}
              href={`${orderPath(order.orderNumber)}#payment`}
              aria-label={t('list.depositNamed', { orderNumber: order.orderNumber })}
            >
              {t('list.deposit')}
            </Button>
          )}
          {order.actions.pay && (
            <Button
              variant="contained"
              size="small"
              component={NextLink}
              href={`${orderPath(order.orderNumber)}#pay`}
              aria-label={t('list.payNowNamed', { orderNumber: order.orderNumber })}
            >
              {t('list.payNow')}
            </Button>
          )}
          {order.actions.cancel && (
            <Button
              variant="outlined"
              color="error"
              size="small"
              onClick={() => onCancel(order)}
              aria-label={t('list.cancelNamed', { orderNumber: order.orderNumber })}
            >
              {t('list.cancel')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
