// One order of the list, as a card at every width (no table to scroll sideways at 390 px): number (to its page),
// date, type, cards, total, status in words; an order awaiting payment offers "Pay now" and "Cancel".
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { formatMoney } from '@/lib/shared/money';
import type { OrderSummary } from '@/lib/shared/orders/my-order-views';
import { CardCell } from './CardCell';
import { dateText, useMemberLocale } from './format';
import styles from './OrderList.module.css';
import page from './order-page.module.css';
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
    <li aria-labelledby={headingId} className={cx(ui.card, styles.row)}>
      <div className={styles.rowHead}>
        <h3 id={headingId} className={cx(ui.h3, styles.rowTitle)}>
          <NextLink href={orderPath(order.orderNumber)} className={styles.orderLink}>
            {order.orderNumber}
          </NextLink>
        </h3>
        <OrderStatusChip order={order} />
      </div>
      <dl className={styles.facts}>
        <CardCell label={t('list.date')}>{order.submittedAt ? dateText(order.submittedAt, locale) : '—'}</CardCell>
        <CardCell label={t('list.type')}>
          {orderTypeKeys(order)
            .map((key) => t(key))
            .join(' · ')}
        </CardCell>
        <CardCell label={t('list.cards')}>
          {cards}
          <span className={ui.muted}> {t('list.cardCount', { count: order.totalQt })}</span>
        </CardCell>
        <CardCell label={t('list.total')}>
          <span className={styles.total}>{formatMoney(order.totalAmount, order.currency, locale)}</span>
        </CardCell>
      </dl>
      {awaiting && (order.actions.pay || order.actions.cancel || deposit) && (
        <div className={styles.actions}>
          {deposit && (
            <NextLink
              href={`${orderPath(order.orderNumber)}#payment`}
              aria-label={t('list.depositNamed', { orderNumber: order.orderNumber })}
              className={buttonClass({ variant: 'contained', size: 'small' })}
            >
              {t('list.deposit')}
            </NextLink>
          )}
          {order.actions.pay && (
            <NextLink
              href={`${orderPath(order.orderNumber)}#pay`}
              aria-label={t('list.payNowNamed', { orderNumber: order.orderNumber })}
              className={buttonClass({ variant: 'contained', size: 'small' })}
            >
              {t('list.payNow')}
            </NextLink>
          )}
          {order.actions.cancel && (
            <button
              type="button"
              onClick={() => onCancel(order)}
              aria-label={t('list.cancelNamed', { orderNumber: order.orderNumber })}
              className={buttonClass({ variant: 'outlined', color: 'inherit', size: 'small' }, page.danger)}
            >
              {t('list.cancel')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
