import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { checkCircleOutlined, removeCircleOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import type { Currency } from '@/lib/server/db/generated/enums';
import { formatMoney } from '@/lib/shared/money';
import type { PriceRow } from '@/lib/shared/pricing-display';
import styles from './PriceTierCards.module.css';

interface Props {
  rows: PriceRow[];
  currency: Currency;
  locale: string;
}

/** One card per service tier: price per card, turnaround and what is added or discounted. */
export function PriceTierCards({ rows, currency, locale }: Props) {
  const { t } = useTranslation('pricing');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <ul className={cx(ui.plainList, styles.grid)}>
      {rows.map((row) => (
        <li key={row.tier}>
          <div data-testid={`price-${row.tier}`} className={cx(ui.card, styles.card, row.tier === 'REG' && styles.featured)}>
            <div className={ui.cardContent}>
              <h3 className={ui.h3}>{t(`tiers.${row.tier}.name`)}</h3>
              <p className={cx(ui.body2, ui.muted, styles.description)}>{t(`tiers.${row.tier}.description`)}</p>
              <div className={styles.price}>
                <span className={cx(ui.body1, styles.amount)}>{row.priceVaries ? t('fromPrice', { price: money(row.price) }) : money(row.price)}</span>
                <span className={cx(ui.body2, ui.muted, styles.unit)}>{t('perCard')}</span>
              </div>
              <hr className={cx(ui.divider, styles.divider)} />
              <ul className={cx(ui.plainList, styles.facts)}>
                {row.businessDays !== null && <Fact>{t('turnaround', { count: row.businessDays })}</Fact>}
                {row.minimumCards !== null && <Fact>{t('minimumCards', { count: row.minimumCards })}</Fact>}
                {row.autoGradingExtra !== null && <Fact>{t('autoExtra', { amount: money(row.autoGradingExtra) })}</Fact>}
                {row.quickSubmissionExtra !== null && <Fact>{t('quickExtra', { amount: money(row.quickSubmissionExtra) })}</Fact>}
                <Fact negative={!row.memberDiscount}>{row.memberDiscount ? t('discount.applies') : t('discount.notApplied')}</Fact>
              </ul>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Fact({ children, negative = false }: { children: ReactNode; negative?: boolean }) {
  return (
    <li className={styles.fact}>
      <Icon paths={negative ? removeCircleOutlined : checkCircleOutlined} size={20} className={negative ? styles.factNo : styles.factYes} />
      <p className={ui.body2}>{children}</p>
    </li>
  );
}
