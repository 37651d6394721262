// The order's cards on the lab page (issue #10): a count of where the cards stand (checked, to refund, scored), then
// one panel per card with its checks, scoring and certificate. A card's saved check or score is announced in its own
// panel and the focus moves to the next card (issue #24: the page-top notice took the focus, so with 20 cards the
// worker scrolled back after every save); a warning (the order changed meanwhile) or an error stays the page's.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Section } from '@/components/ui/Section';
import type { Notice } from '@/components/orders/ActionNotice';
import { shownOrder, useMatchRemainingCards } from '@/hooks/useStaffOrderActions';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { cardsToCancel } from '@/lib/shared/lab/staff-actions';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { StaffCardPanel, cardHeadingId } from './StaffCardPanel';
import { SubmissionPhotos } from './SubmissionPhotos';
import { labErrorKey } from './lab-errors';
import { useLabOutcome } from './use-lab-outcome';

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
  const [saved, setSaved] = useState<{ cardId: number; notice: Notice } | null>(null);
  // "All other cards match" (issue #24): once the exceptions are marked one by one, the rest in one step.
  const toCheck = cards.filter((card) => card.correspondCheck === 'NOT_DETERMINED' && !card.refunded);
  const canMatchRest = detail.actions.checkCards && detail.processingStatus === 'WAREHOUSE_IN' && toCheck.length > 0;
  const [confirming, setConfirming] = useState(false);
  const matchRest = useMatchRemainingCards();
  const run = useLabOutcome(order.orderNumber, (notice) => {
    setConfirming(false);
    onDone(notice);
  });
  const confirmMatchRest = () =>
    void run(
      async () => {
        await matchRest.mutateAsync({ order, cardIds: toCheck.map((card) => card.id) });
        return { severity: 'success', key: 'lab:done.matchedRest', params: { count: toCheck.length } };
      },
      // e.g. a colleague checked a card meanwhile: nothing was marked; the page says why.
      (error) => {
        setConfirming(false);
        onDone({ severity: 'error', key: labErrorKey(error, 'lab:errors.actionFailed') });
      },
    );
  const doneOn = (index: number) => (notice: Notice) => {
    if (notice.severity !== 'success') {
      setSaved(null);
      onDone(notice);
      return;
    }
    setSaved({ cardId: cards[index]!.id, notice });
    const next = cards[index + 1];
    if (next) document.getElementById(cardHeadingId(next.id))?.focus();
  };
  return (
    <Section id="lab-cards" title={t('cards.title', { count: cards.length })}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('cards.summary', { checked, scored, total: cards.length })}
        {toRefund > 0 && ` · ${t('cards.toRefund', { count: toRefund })}`}
      </Typography>
      {canMatchRest && (
        <Button variant="outlined" sx={{ mb: 2 }} disabled={matchRest.isPending} onClick={() => setConfirming(true)}>
          {t('matchRest.open', { count: toCheck.length })}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('matchRest.title')}
        text={t('matchRest.text', { count: toCheck.length })}
        confirmLabel={t('matchRest.confirm', { count: toCheck.length })}
        cancelLabel={t('dialog.back')}
        tone="warning"
        busy={matchRest.isPending}
        onConfirm={confirmMatchRest}
        onCancel={() => setConfirming(false)}
      />
      {/* The member's photos beside the cards they show (issue #24: the correspond check). */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 220px' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
          {cards.length === 0 ? (
            <Typography color="textSecondary">{t('cards.none')}</Typography>
          ) : (
            <Stack spacing={2}>
              {cards.map((card, index) => (
                <StaffCardPanel
                  key={card.id}
                  order={order}
                  card={card}
                  currency={detail.currency}
                  actions={detail.actions}
                  notice={saved?.cardId === card.id ? saved.notice : null}
                  onCloseNotice={() => setSaved(null)}
                  onDone={doneOn(index)}
                  onImagesChanged={onImagesChanged}
                />
              ))}
            </Stack>
          )}
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
          <SubmissionPhotos photos={detail.photos} />
        </Box>
      </Box>
    </Section>
  );
}
