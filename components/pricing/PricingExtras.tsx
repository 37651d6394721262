import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { Currency } from '@/lib/server/db/generated/enums';
import { formatMoney } from '@/lib/shared/money';
import styles from './PriceTable.module.css';

interface ExtrasProps {
  autoGradingExtra: number;
  quickSubmissionExtra: number | null;
  jejuSurcharge: number;
  currency: Currency;
  locale: string;
}

/** The per-card extras, whatever the tier. */
export function PricingExtras({ autoGradingExtra, quickSubmissionExtra, jejuSurcharge, currency, locale }: ExtrasProps) {
  const { t } = useTranslation('pricing');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const amountClass = cx(ui.numeric, styles.amount);
  return (
    <div className={cx(ui.tableContainer, styles.container)}>
      <table className={cx(ui.table, styles.table)} aria-labelledby="pricing-extras-heading">
        <thead>
          <tr>
            <th scope="col">{t('extras.option')}</th>
            <th scope="col" className={ui.numeric}>
              {t('extras.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="extra-auto">
            <th scope="row">{t('extras.auto')}</th>
            <td className={amountClass}>{t('extras.perCard', { amount: money(autoGradingExtra) })}</td>
          </tr>
          {quickSubmissionExtra !== null && (
            <tr data-testid="extra-quick">
              <th scope="row">{t('extras.quick')}</th>
              <td className={amountClass}>{t('extras.perCard', { amount: money(quickSubmissionExtra) })}</td>
            </tr>
          )}
          {jejuSurcharge > 0 && (
            <tr data-testid="extra-jeju">
              <th scope="row">{t('extras.jeju')}</th>
              <td className={amountClass}>{t('extras.perOrder', { amount: money(jejuSurcharge) })}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
