import NextLink from 'next/link';
import { useTranslation } from '@/hooks/useTranslation';
import { buttonClass } from '@/components/ui/ButtonLink';
import type { Currency } from '@/lib/server/db/generated/enums';
import { CURRENCIES } from '@/lib/shared/price-policy';
import styles from './CurrencySwitch.module.css';

/** Plain links (`?currency=USD`), so switching works before the page's script has loaded. */
export function CurrencySwitch({ current, pathname }: { current: Currency; pathname: string }) {
  const { t } = useTranslation('pricing');
  return (
    <nav aria-label={t('currency.label')}>
      <div className={styles.group}>
        {CURRENCIES.map((currency) => {
          const selected = currency === current;
          return (
            <NextLink
              key={currency}
              href={`${pathname}?currency=${currency}`}
              scroll={false}
              className={buttonClass({ variant: selected ? 'contained' : 'outlined' }, styles.item)}
              aria-current={selected ? 'page' : undefined}
              title={t(`currency.names.${currency}`)}
            >
              {t(`currency.short.${currency}`)}
            </NextLink>
          );
        })}
      </div>
    </nav>
  );
}
