import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { Currency } from '@/lib/server/db/generated/enums';
import { CURRENCIES } from '@/lib/shared/price-policy';

/** Plain links (`?currency=USD`), so switching works before the page's script has loaded. */
export function CurrencySwitch({ current, pathname }: { current: Currency; pathname: string }) {
  const { t } = useTranslation('pricing');
  return (
    <nav aria-label={t('currency.label')}>
      <ButtonGroup>
        {CURRENCIES.map((currency) => {
          const selected = currency === current;
          return (
            <Button
              key={currency}
              component={NextLink}
              href={`${pathname}?currency=${currency}`}
              scroll={false}
              variant={selected ? 'contained' : 'outlined'}
              aria-current={selected ? 'page' : undefined}
              title={t(`currency.names.${currency}`)}
            >
              {t(`currency.short.${currency}`)}
            </Button>
          );
        })}
      </ButtonGroup>
    </nav>
  );
}
