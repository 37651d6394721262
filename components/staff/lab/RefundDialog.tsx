// The two ways money goes back from the lab (issue #10), both with a reason kept on the refund and the order's
// events: the partial cancellation of the OMITTED / UNGRADABLE cards (each card's unit price, autograph surcharge
// included; the delivery is never refunded), and the full refund of what the order holds. The dialog lists what is
// paid back and the amount before staff confirm. A partial cancellation refused for want of the member's refund
// account says under the refusal whether the member was e-mailed for it now, or when last.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { formFieldErrors } from '@/components/orders/action-errors';
import type { Notice } from '@/components/orders/ActionNotice';
import { dateTimeText, useMemberLocale } from '@/components/orders/format';
import { type ShownStaffOrder, useFullRefund, usePartialCancel } from '@/hooks/useStaffOrderActions';
import { cardsToCancel } from '@/lib/shared/lab/staff-actions';
import { REFUND_ACCOUNT_REQUEST_HOURS, refundAccountRequestOf } from '@/lib/shared/lab/refund-account-request';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { formatMoney } from '@/lib/shared/money';
import { REASON_MAX, type ReasonInput, reasonSchema } from '@/lib/shared/schemas/lab';
import { labErrorKey } from './lab-errors';
import { checkKey } from './lab-labels';
import { useLabOutcome } from './use-lab-outcome';
import { cardTitle } from '@/lib/shared/orders/card-title';

const schema = reasonSchema.pick(['reason']);
type Values = Pick<ReasonInput, 'reason'>;
const FIELDS = { reason: 'reason' } as const;

/** What a partial cancellation pays back: every OMITTED / UNGRADABLE card not refunded yet, at its unit price. */
export function partialCancelAmount(cards: StaffOrderDetail['cards']): number {
  return cardsToCancel(cards).reduce((sum, card) => sum + card.price, 0);
}

interface Props {
  kind: 'partialCancel' | 'fullRefund';
  detail: StaffOrderDetail;
  order: ShownStaffOrder;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}

/** Something of the order was refunded before (a refund on its way or done). */
export function refundedBefore(detail: StaffOrderDetail): boolean {
  return detail.view.refunds.some((refund) => refund.status === 'REQUESTED' || refund.status === 'COMPLETED');
}

export function RefundDialog({ kind, detail, order, onClose, onDone }: Props) {
  const { t } = useTranslation(['lab', 'labApi', 'errors']);
  const locale = useMemberLocale();
  const partial = usePartialCancel();
  const full = useFullRefund();
  const mutation = kind === 'partialCancel' ? partial : full;
  const cards = kind === 'partialCancel' ? cardsToCancel(detail.cards) : [];
  const amount = kind === 'partialCancel' ? partialCancelAmount(detail.cards) : detail.moneyHeld;
  const money = (value: number) => formatMoney(value, detail.currency, locale);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { reason: '' } });
  const run = useLabOutcome(order.orderNumber, onDone);
  const submit = handleSubmit(({ reason }) =>
    run(
      async () => {
        await mutation.mutateAsync({ order, reason });
        return { severity: 'success', key: `lab:done.${kind}`, params: { amount: money(amount) } };
      },
      (error) => {
        for (const item of formFieldErrors(error, FIELDS)) setError('reason', { type: 'server', message: item.key }, { shouldFocus: true });
      },
    ),
  );
  const busy = formState.isSubmitting || mutation.isPending;
  const failure = mutation.isError && formFieldErrors(mutation.error, FIELDS).length === 0 ? labErrorKey(mutation.error, 'lab:errors.actionFailed') : null;
  const request = failure === 'labApi:errors.refundAccountRequired' ? refundAccountRequestOf(mutation.error?.data) : null;
  const titleId = `${kind}-title`;

  return (
    <FormDialog
      titleId={titleId}
      // After an earlier refund a staff refund sends back the rest (decision 0031), and says so.
      title={t(kind === 'fullRefund' && refundedBefore(detail) ? 'fullRefund.restTitle' : `${kind}.title`, { orderNumber: order.orderNumber })}
      describedBy={`${kind}-text`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      holdWhileBusy
      cancelLabel={t('dialog.back')}
      submitLabel={busy ? t('working') : t(`${kind}.confirm`, { amount: money(amount) })}
      submitColor="error"
    >
      <DialogContentText id={`${kind}-text`} component="div">
        {kind === 'partialCancel' && (
          <Box component="ul" aria-label={t('partialCancel.cards')} sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
            {cards.map((card) => (
              <li key={card.id}>
                {t('cards.line', { position: card.position + 1 })} · {cardTitle(card, card.reholderSerial) || t('cards.noName')} —{' '}
                {t(checkKey(card.correspondCheck))} · {money(card.price)}
              </li>
            ))}
          </Box>
        )}
        <Typography sx={{ fontWeight: 700 }} data-testid={`${kind}-amount`}>
          {t(`${kind}.amount`, { amount: money(amount) })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t(`${kind}.lead`)}
        </Typography>
      </DialogContentText>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <TextField
              id={`${kind}-reason`}
              label={t('dialog.reason')}
              required
              fullWidth
              multiline
              minRows={2}
              {...field}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ? t(fieldState.error.message) : t('notes.counter', { count: field.value.length, max: REASON_MAX })}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          )}
        />
        {failure && (
          <Alert severity="error">
            {t(failure)}
            {request?.askedAt && (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="refund-account-request">
                {t(request.memberAsked ? 'partialCancel.memberAsked' : 'partialCancel.memberAskedBefore', {
                  at: dateTimeText(request.askedAt, locale),
                  hours: REFUND_ACCOUNT_REQUEST_HOURS,
                })}
              </Typography>
            )}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
