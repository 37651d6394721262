// The order's next steps (issue #10), exactly the ones the server allows (action-buttons.ts): receive, advance to
// the next step — or why it waits —, ship out, mark delivered, cancel the OMITTED / UNGRADABLE cards, refund the
// whole order. Each sends the statuses the page showed; the answer (or a conflict's fresh order) replaces the page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import type { Notice } from '@/components/orders/ActionNotice';
import { useMemberLocale } from '@/components/orders/format';
import { shownOrder, staleStaffOrderOf, useAdvanceOrder, useMarkDelivered, useReceiveOrder } from '@/hooks/useStaffOrderActions';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { formatMoney } from '@/lib/shared/money';
import { type LabActionButton, type LabActionId, actionBar } from './action-buttons';
import { labErrorKey } from './lab-errors';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { RefundDialog, refundedBefore } from './RefundDialog';
import { ShipOutDialog } from './ShipOutDialog';
import { useLabOutcome } from './use-lab-outcome';

interface Props {
  detail: StaffOrderDetail;
  onDone: (notice: Notice) => void;
}

export function ActionBar({ detail, onDone }: Props) {
  const { t } = useTranslation(['lab', 'labApi', 'errors']);
  const order = shownOrder(detail);
  const locale = useMemberLocale();
  const bar = actionBar(detail.actions, detail.view.shippingMethod, { held: detail.moneyHeld, refundedBefore: refundedBefore(detail) });
  const nextSteps = bar.buttons.filter((button) => button.tone === 'primary');
  const moneySteps = bar.buttons.filter((button) => button.tone === 'error');
  const label = (button: LabActionButton) =>
    t(button.labelKey, {
      ...(button.stepKey ? { step: t(button.stepKey) } : {}),
      ...(button.amount !== undefined ? { amount: formatMoney(button.amount, detail.currency, locale) } : {}),
    });
  const [open, setOpen] = useState<LabActionId | null>(null);
  const receive = useReceiveOrder();
  const advance = useAdvanceOrder();
  const deliver = useMarkDelivered();
  const done = (notice: Notice) => {
    setOpen(null);
    onDone(notice);
  };
  const run = useLabOutcome(order.orderNumber, done);
  const busy = receive.isPending || advance.isPending || deliver.isPending;
  // A stale page's conflict is announced by the notice (and the fresh order is on screen): not an error here.
  const failed = [receive, advance, deliver].find((mutation) => mutation.isError && !staleStaffOrderOf(mutation.error, order.orderNumber));
  const resetAll = () => [receive, advance, deliver].forEach((mutation) => mutation.reset());

  const press = (button: LabActionButton) => {
    resetAll();
    if (button.dialog) return setOpen(button.id);
    if (button.id === 'receive') {
      void run(async () => {
        await receive.mutateAsync({ order });
        return { severity: 'success', key: 'lab:done.received' };
      });
    } else if (button.id === 'advance' && button.to) {
      const to = button.to;
      void run(async () => {
        await advance.mutateAsync({ order, to });
        return { severity: 'success', key: 'lab:done.advanced', params: { step: t(button.stepKey!) } };
      });
    }
  };
  const markDelivered = () =>
    void run(
      async () => {
        await deliver.mutateAsync({ order });
        return { severity: 'success', key: 'lab:done.delivered' };
      },
      () => setOpen(null),
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="lab-actions-heading" sx={{ p: { xs: 2, md: 2.5 }, mb: 3, borderColor: 'primary.light' }}>
      <Typography id="lab-actions-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {t('actions.title')}
      </Typography>
      {bar.buttons.length === 0 && !bar.blockedKey && <Typography color="textSecondary">{t('actions.none')}</Typography>}
      {bar.blockedKey && (
        <Alert severity="info" role="status" sx={{ mb: bar.buttons.length ? 1.5 : 0 }} data-testid="advance-blocked">
          {detail.actions.advanceTo
            ? t('actions.blocked', { step: t(`lab:processing.${detail.actions.advanceTo}`), reason: t(bar.blockedKey) })
            : t(bar.blockedKey)}
        </Alert>
      )}
      {nextSteps.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
          {nextSteps.map((button) => (
            <Button key={button.id} variant="contained" disabled={busy} onClick={() => press(button)}>
              {label(button)}
            </Button>
          ))}
        </Stack>
      )}
      {moneySteps.length > 0 && (
        // Apart from the next step, quieter and each behind a dialog that confirms it: they end money or the order.
        <Box component="section" aria-labelledby="lab-money-actions-heading" sx={{ mt: nextSteps.length || bar.blockedKey ? 2 : 0 }}>
          {(nextSteps.length > 0 || bar.blockedKey) && <Divider sx={{ mb: 1.5 }} />}
          <Typography id="lab-money-actions-heading" variant="subtitle2" color="textSecondary" sx={{ mb: 1 }}>
            {t('actions.moneyTitle')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
            {moneySteps.map((button) => (
              <Button key={button.id} variant="outlined" color="error" disabled={busy} onClick={() => press(button)}>
                {label(button)}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      {failed && !busy && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t(labErrorKey(failed.error, 'lab:errors.actionFailed'))}
        </Alert>
      )}
      {open === 'shipOut' && <ShipOutDialog order={order} currency={detail.currency} onClose={() => setOpen(null)} onDone={done} />}
      <ConfirmDialog
        open={open === 'markDelivered'}
        title={t('deliver.title')}
        text={t('deliver.lead')}
        confirmLabel={t('deliver.confirm')}
        cancelLabel={t('dialog.back')}
        busy={deliver.isPending}
        busyLabel={t('working')}
        holdWhileBusy
        tone="primary"
        onConfirm={markDelivered}
        onCancel={() => setOpen(null)}
      />
      {(open === 'partialCancel' || open === 'fullRefund') && (
        <RefundDialog kind={open} detail={detail} order={order} onClose={() => setOpen(null)} onDone={done} />
      )}
    </Paper>
  );
}
