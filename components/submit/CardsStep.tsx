// Step 1: what is sent — general / quick cards with every field, or graded cards to re-case — with their
// photos and the "cards match the photos" acknowledgement; drafts are saved and resumed from here.
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import type { SubmitKind } from '@/hooks/useOrderDraft';
import type { DraftSummary } from '@/lib/server/orders/list-drafts';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { CardLineList } from './CardLineList';
import { DraftControls } from './DraftControls';
import { PhotoSection } from './PhotoSection';
import { ReholderCardList } from './ReholderCardList';
import { StepActions } from './StepActions';
import { SubmitTypeChoice } from './SubmitTypeChoice';

interface Props {
  kind: SubmitKind;
  priced: PricedOrder | undefined;
  onReplace: (draft: OrderDraft) => void;
  onResume: (draft: DraftSummary) => void;
  onNext: () => void;
}

export function CardsStep({ kind, priced, onReplace, onResume, onNext }: Props) {
  const { t } = useTranslation('orders');
  const { locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : DEFAULT_LOCALE;
  // The reholder price per card is flat: shown once the statement has a card.
  const first = priced?.quote.lines[0];
  const unitPrice = priced && first ? formatMoney(first.price, priced.currency, locale) : null;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack spacing={2}>
          <DraftControls onResume={onResume} />
          {kind === 'grading' && (
            <>
              <Divider />
              <SubmitTypeChoice onReplace={onReplace} />
            </>
          )}
        </Stack>
      </Paper>
      {kind === 'grading' ? <CardLineList priced={priced} /> : <ReholderCardList unitPrice={unitPrice} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <PhotoSection />
      </Paper>
      <StepActions onNext={onNext} nextLabel={t('actions.toShipping')} />
    </Stack>
  );
}
