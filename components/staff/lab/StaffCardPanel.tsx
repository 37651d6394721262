// One card on the lab's order page (issue #10; one card is one line from receipt,
// docs/product/order-lifecycle.md#one-card-per-line-from-receipt): what the member declared, its check and notes, and
// — where the server allows — the check form, the scoring form with its live preview, and the certificate.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { ActionNotice, type Notice } from '@/components/orders/ActionNotice';
import { DetailList } from '@/components/orders/DetailList';
import { useMemberLocale } from '@/components/orders/format';
import type { ShownStaffOrder } from '@/hooks/useStaffOrderActions';
import { GRADABLE_CHECKS } from '@/lib/shared/lab/staff-actions';
import type { StaffActions, StaffCard } from '@/lib/shared/lab/views';
import { formatMoney } from '@/lib/shared/money';
import type { Currency } from '@/lib/server/db/generated/enums';
import { CardCheckForm } from './CardCheckForm';
import { CertificatePanel } from './CertificatePanel';
import { checkKey } from './lab-labels';
import { ScoreForm } from './ScoreForm';
import { cardTitle } from '@/lib/shared/orders/card-title';

interface Props {
  order: ShownStaffOrder;
  card: StaffCard;
  currency: Currency;
  actions: StaffActions;
  /** The outcome of this card's last save, shown here without taking the focus (CardsSection moves it on). */
  notice?: Notice | null;
  onCloseNotice?: () => void;
  onDone: (notice: Notice) => void;
  onImagesChanged: () => void;
}

/** The card's heading: focusable, so a save elsewhere can move the worker on to this card. */
export const cardHeadingId = (cardId: number) => `card-${cardId}-heading`;

/** The forms start again from the card whenever it changed (a save, or a colleague's change shown after a conflict). */
const checkFormKey = (card: StaffCard) => [card.correspondCheck, card.checkedAt, card.vscNote, card.defectNote, card.playerName, card.year].join('|');

const CHECK_TONE = { NOT_DETERMINED: 'default', OK: 'success', MISS_INPUT: 'info', OMITTED: 'error', UNGRADABLE: 'error' } as const;

export function StaffCardPanel({ order, card, currency, actions, notice = null, onCloseNotice = () => undefined, onDone, onImagesChanged }: Props) {
  const { t } = useTranslation(['lab', 'orders']);
  const locale = useMemberLocale();
  const line = card.position + 1;
  const headingId = cardHeadingId(card.id);
  const gradable = GRADABLE_CHECKS.includes(card.correspondCheck) && !card.refunded;
  const info = [
    { label: t('orders:line.fields.cardCategory'), value: t(`orders:categories.${card.cardCategory}`) },
    ...(card.cardCategory === 'SPORTS' || card.cardCategory === 'ETC'
      ? [{ label: t('orders:line.fields.sportsType'), value: t(`orders:sportsTypes.${card.sportsType}`) }]
      : []),
    ...(card.signer ? [{ label: t('orders:line.fields.signer'), value: card.signer }] : []),
    ...(card.description ? [{ label: t('orders:line.fields.description'), value: card.description }] : []),
    ...(card.reholderSerial ? [{ label: t('cards.reholderOf'), value: card.reholderSerial }] : []),
    { label: t('cards.price'), value: formatMoney(card.price, currency, locale) },
    ...(card.vscNote ? [{ label: t('check.vscNote'), value: card.vscNote }] : []),
    ...(card.defectNote ? [{ label: t('check.defectNote'), value: card.defectNote }] : []),
  ];

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} tabIndex={-1} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
          {t('cards.line', { position: line })} · {cardTitle(card, card.reholderSerial) || t('cards.noName')}
        </Typography>
        <Chip size="small" color={CHECK_TONE[card.correspondCheck]} label={t(checkKey(card.correspondCheck))} sx={{ fontWeight: 600 }} />
      </Stack>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 1.5 }}>
        {card.quantity > 1 && <Chip size="small" variant="outlined" label={t('cards.quantity', { count: card.quantity })} />}
        {card.isAuto && <Chip size="small" variant="outlined" label={t('cards.auto')} />}
        {card.minimumGrade !== null && <Chip size="small" variant="outlined" label={t('cards.minimumGrade', { grade: card.minimumGrade })} />}
        {card.casing && <Chip size="small" variant="outlined" label={card.casedAt ? t('cards.cased') : t('cards.casing')} />}
        {card.refunded && <Chip size="small" color="warning" label={t('cards.refunded')} />}
        {card.shippedAt && <Chip size="small" variant="outlined" label={t('cards.shipped')} />}
      </Stack>
      <ActionNotice notice={notice} onClose={onCloseNotice} focus={false} testId="card-notice" />
      <DetailList rows={info} />
      {actions.checkCards && !card.refunded && (
        <>
          <Divider sx={{ my: 2 }} />
          <CardCheckForm key={checkFormKey(card)} order={order} card={card} checkOpen={order.processingStatus === 'WAREHOUSE_IN'} onDone={onDone} />
        </>
      )}
      {actions.scoreCards && gradable && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t(card.certificate ? 'score.titleAgain' : 'score.title')}
          </Typography>
          <ScoreForm key={card.certificate?.gradedAt ?? 'new'} order={order} card={card} onDone={onDone} />
        </>
      )}
      {card.certificate && (
        <Box sx={{ mt: 2 }}>
          <CertificatePanel certificate={card.certificate} canChangeImages={actions.uploadImages} onImagesChanged={onImagesChanged} />
        </Box>
      )}
    </Paper>
  );
}
