// The order's cards (docs/product/order-lifecycle.md#order-detail): each line, and where the rule sets allow
// (the server sends `results` only then) each card's certificate, grade — or "A" when the requested minimum grade
// was not met — and autograph grade, with a link to its public certificate page.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { SectionCard } from '@/components/account/SectionCard';
import { certificatePath } from '@/lib/shared/certificate';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { useMemberLocale } from './format';

type Item = OrderDetail['items'][number];
type Result = OrderDetail['results'][number];

/** "1999 Pokémon Base Set Charizard #4", or the description, or the reholdered certificate. */
export function cardTitle(item: Item): string {
  const parts = [item.year, item.brand, item.setName, item.playerName, item.cardNumber ? `#${item.cardNumber}` : null].filter((part) => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' ') : (item.description ?? item.serialNumber ?? '');
}

export function gradeText(result: Result): string {
  if (result.grade !== null) return String(result.grade);
  return result.authentic ? AUTHENTIC_MARK : '—';
}

function ResultLine({ result }: { result: Result }) {
  const { t } = useTranslation('myorders');
  return (
    <Stack direction="row" component="li" sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', alignItems: 'baseline' }}>
      <Link component={NextLink} href={certificatePath(result.serial)} aria-label={t('items.certificateNamed', { serial: result.serial })}>
        {t('items.certificate', { serial: result.serial })}
      </Link>
      <Typography variant="body2">
        {t('items.grade')}: <strong>{gradeText(result)}</strong>
      </Typography>
      {result.autoGrade !== null && (
        <Typography variant="body2">
          {t('items.autoGrade')}: <strong>{result.autoGrade}</strong>
        </Typography>
      )}
    </Stack>
  );
}

export function OrderItems({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const { shipped, total } = order.cardsShipped;
  return (
    <SectionCard id="cards" title={t('items.title')} lead={shipped > 0 ? t('items.shipped', { shipped, total }) : undefined}>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {/* Positions count from 0; members count lines from 1. */}
        {order.items.map((item) => {
          const results = order.results.filter((result) => result.position === item.position);
          return (
            <Box component="li" key={item.position} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
                  {t('items.line', { position: item.position + 1 })} · {cardTitle(item) || t('list.noCardName')}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatMoney(item.amount, order.currency, locale)}</Typography>
              </Stack>
              <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
                <Chip size="small" variant="outlined" label={t('items.quantity', { count: item.quantity })} />
                {item.isAuto && <Chip size="small" variant="outlined" label={t('items.auto')} />}
                {item.minimumGrade !== null && <Chip size="small" variant="outlined" label={t('items.minimumGrade', { grade: item.minimumGrade })} />}
                {item.serialNumber && <Chip size="small" variant="outlined" label={t('items.reholderOf', { serial: item.serialNumber })} />}
              </Stack>
              {results.length > 0 && (
                <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }} aria-label={t('items.resultsOf', { position: item.position + 1 })}>
                  {results.map((result) => (
                    <ResultLine key={result.serial} result={result} />
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
