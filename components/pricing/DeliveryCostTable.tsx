import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { Currency } from '@/lib/server/db/generated/enums';
import { formatMoney } from '@/lib/shared/money';
import type { DeliveryRow } from '@/lib/shared/pricing-display';
import styles from './PriceTable.module.css';

interface DeliveryProps {
  rows: DeliveryRow[];
  currency: Currency;
  locale: string;
}

/** Delivery cost per shipping method, added once per order. */
export function DeliveryCostTable({ rows, currency, locale }: DeliveryProps) {
  const { t } = useTranslation('pricing');
  return (
    <div className={cx(ui.tableContainer, styles.container)}>
      <table className={cx(ui.table, styles.table)} aria-labelledby="pricing-delivery-heading">
        <thead>
          <tr>
            <th scope="col">{t('delivery.method')}</th>
            <th scope="col" className={ui.numeric}>
              {t('delivery.cost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.shippingMethod} data-testid={`delivery-${row.shippingMethod}`}>
              <th scope="row">
                {t(`delivery.methods.${row.shippingMethod}.name`)}
                <p className={cx(ui.body2, ui.muted)}>{t(`delivery.methods.${row.shippingMethod}.description`)}</p>
              </th>
              <td className={cx(ui.numeric, styles.amount)}>{row.isFree ? t('delivery.free') : formatMoney(row.amount, currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
