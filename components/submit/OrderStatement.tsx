// The order statement (docs/product/pricing.md#order-statement): the server's live quote — per-line prices, delivery,
// membership discount and total — in the currency the member picks (TWD, USD or KRW; a new draft opens in the
// member's region currency, decision 0010). The number of cards is the draft's own, counted like the cards step
// (card-count.ts): the quote arrives after the member stops typing and may be missing (loading, failed), and counting
// its lines made the statement say "0 cards" while the cards step said 1 (issue #9).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { CouponState } from '@/components/orders/CouponField';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { cardCount } from '@/lib/shared/orders/card-count';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { CURRENCIES } from '@/lib/shared/price-policy';
import { statementCoupon, statementTotal } from './statement-total';

interface Props {
  priced: PricedOrder | undefined;
  /** The coupon applied on the payment step (docs/product/payments.md#coupons), as the server priced the order. */
  coupon?: CouponState | null;
  loading: boolean;
  failed: boolean;
  membership: { name: string; discountRate: number } | null;
  idPrefix: string;
}

function Row({ label, value, strong, muted }: { label: string; value: string; strong?: boolean; muted?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" color={muted ? 'text.secondary' : undefined} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body2'} component="span" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function OrderStatement({ priced, coupon = null, loading, failed, membership, idPrefix }: Props) {
  const { t } = useTranslation(['orders', 'coupons']);
  const { locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : DEFAULT_LOCALE;
  const { control } = useFormContext<OrderDraft>();
  const [submitType, shippingMethod, lines, reholderCards] = useWatch({ control, name: ['submitType', 'shippingMethod', 'lines', 'reholderCards'] });
  const money = (amount: number) => (priced ? formatMoney(amount, priced.currency, locale) : '—');
  const quote = priced?.quote;
  const cards = cardCount({ submitType, lines: lines ?? [], reholderCards: reholderCards ?? [] });
  const applied = statementCoupon(priced, coupon);

  return (
    <Box component="section" aria-labelledby={`${idPrefix}-statement-title`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography id={`${idPrefix}-statement-title`} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t('statement.title')}
        </Typography>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <TextField
              select
              size="small"
              id={`${idPrefix}-statement-currency`}
              label={t('statement.currency')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              sx={{ minWidth: 96 }}
            >
              {CURRENCIES.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {currency}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label={t('statement.updating')} />}</Box>
      {failed && !priced && <Alert severity="error">{t('errors.policyMissing')}</Alert>}
      {cards === 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('statement.empty')}
        </Typography>
      )}
      {cards > 0 && quote && (
        <Box component="ul" aria-label={t('statement.linesLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {quote.lines.map((line, index) =>
            line.quantity > 0 ? (
              <li key={index}>
                <Row
                  muted
                  label={
                    submitType === 'REHOLDER'
                      ? t('statement.reholderLine', { number: index + 1 })
                      : t('statement.line', {
                          number: index + 1,
                          category: t(`categories.${line.cardCategory}`),
                          quantity: line.quantity,
                          auto: line.isAuto ? t('statement.auto') : '',
                        }).trim()
                  }
                  value={money(line.amount)}
                />
              </li>
            ) : null,
          )}
        </Box>
      )}
      <Divider sx={{ my: 1 }} />
      <Row label={t('statement.cards', { count: cards })} value={money(quote?.totalPrice ?? 0)} />
      {membership && membership.discountRate > 0 && (
        <Row
          muted
          label={t('statement.membership', { name: membership.name, rate: membership.discountRate })}
          value={
            priced && priced.discountAmount > 0
              ? `−${money(priced.discountAmount)}`
              : t(submitType === 'REHOLDER' ? 'statement.membershipReholder' : 'statement.membershipNotApplied')
          }
        />
      )}
      <Row label={t('statement.delivery')} value={shippingMethod ? money(quote?.deliveryCost ?? 0) : t('statement.deliveryLater')} />
      {priced?.jeju && shippingMethod && (
        <Typography variant="caption" color="textSecondary">
          {t('statement.jeju')}
        </Typography>
      )}
      {applied && <Row muted label={t('coupons:field.discount')} value={`−${money(applied.discountAmount)}`} />}
      <Divider sx={{ my: 1 }} />
      <Row strong label={t('statement.total')} value={money(priced ? statementTotal(priced, coupon) : 0)} />
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
        {t('statement.note')}
      </Typography>
    </Box>
  );
}
