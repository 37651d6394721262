// The order's cards on the lab page (issue #10): a count of where the cards stand (checked, to refund, scored), then
// one panel per card with its checks, scoring and certificate.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { SectionCard } from '@/components/account/SectionCard';
import type { Notice } from '@/components/orders/ActionNotice';
import { shownOrder } from '@/hooks/useStaffOrderActions';
import { cardsToCancel } from '@/lib/shared/lab/staff-actions';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { StaffCardPanel } from './StaffCardPanel';

interface Props {
  detail: StaffOrderDetail;
  onDone: (notice: Notice) => void;
  onImagesChanged: () => void;
}

export function CardsSection({ detail, onDone, onImagesChanged }: Props) {
  const { t } = useTranslation('lab');
  const order = shownOrder(detail);
  const { cards } = detail;
  const checked = cards.filter((card) => card.correspondCheck !== 'NOT_DETERMINED').length;
  const scored = cards.filter((card) => card.certificate !== null).length;
  const toRefund = cardsToCancel(cards).length;
  return (
    <SectionCard id="lab-cards" title={t('cards.title', { count: cards.length })}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('cards.summary', { checked, scored, total: cards.length })}
        {toRefund > 0 && ` · ${t('cards.toRefund', { count: toRefund })}`}
      </Typography>
      {cards.length === 0 ? (
        <Typography color="textSecondary">{t('cards.none')}</Typography>
      ) : (
        <Stack spacing={2}>
          {cards.map((card) => (
            <StaffCardPanel key={card.id} order={order} card={card} currency={detail.currency} actions={detail.actions} onDone={onDone} onImagesChanged={onImagesChanged} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
