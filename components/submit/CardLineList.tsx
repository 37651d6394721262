// The card lines of a general / quick order: add, duplicate, remove; at most 1000 cards per order
// (docs/product/orders.md#card-line-rules: over 1000 cards), and the list-level messages (no card, too many, BULK
// under 40).
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { cardCount } from '@/lib/shared/orders/card-count';
import { type OrderDraft, newCardLine } from '@/lib/shared/orders/draft';
import { MAX_CARDS_PER_ORDER } from '@/lib/shared/orders/limits';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { CardLineEditor } from './CardLineEditor';

export function CardLineList({ priced }: { priced: PricedOrder | undefined }) {
  const { t } = useTranslation('orders');
  const { locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : DEFAULT_LOCALE;
  const { control, getValues, formState } = useFormContext<OrderDraft>();
  const { fields, append, insert, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const total = cardCount({ submitType: 'GENERAL', lines: lines ?? [], reholderCards: [] });
  const full = total >= MAX_CARDS_PER_ORDER || fields.length >= MAX_CARDS_PER_ORDER;
  const listError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;

  const priceText = (index: number) => {
    const quoted = priced?.quote.lines[index];
    if (!priced || !quoted || quoted.quantity === 0) return null;
    const money = (amount: number) => formatMoney(amount, priced.currency, locale);
    return t('line.price', { price: money(quoted.price), quantity: quoted.quantity, amount: money(quoted.amount) });
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="cards-title">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="cards-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('cards.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          {t('cards.count', { count: total, max: MAX_CARDS_PER_ORDER })}
        </Typography>
      </Stack>
      {fields.map((field, index) => (
        <CardLineEditor
          key={field.id}
          index={index}
          canRemove={fields.length > 1}
          priceText={priceText(index)}
          onDuplicate={() => insert(index + 1, { ...getValues(`lines.${index}`) })}
          onRemove={() => remove(index)}
        />
      ))}
      {listError && (
        <Alert severity="error" role="alert">
          {t(listError)}
        </Alert>
      )}
      {full && <Alert severity="warning">{t('validation.overMaxCards')}</Alert>}
      <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => append(newCardLine())} disabled={full} sx={{ alignSelf: 'flex-start' }}>
        {t('line.add')}
      </Button>
    </Stack>
  );
}
