// Cancelling an order (docs/product/order-lifecycle.md#cancellation-and-refund, decision 0008): the dialog says what
// comes back — the amount the server computed — and, while the cards travel to us, that the delivery cost pays for
// sending them back. A bank-based payment with no refund account on file asks for the account first. Failures:
// field errors under their fields, a stale page closes with the fresh order shown, anything unexpected reads
// 'Cancellation failed'.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { type ShownOrder, staleOrderOf, useCancelOrder } from '@/hooks/useOrderActions';
import { fieldErrors } from '@/lib/client/error-message';
import type { Currency } from '@/lib/server/db/generated/enums';
import { formatMoney } from '@/lib/shared/money';
import { defaultBankFor } from '@/lib/shared/orders/banks';
import { cardsTravelling } from '@/lib/shared/orders/cancellation';
import { type CancelOrderInput, cancelOrderSchema } from '@/lib/shared/schemas/order-actions';
import { MYORDERS_ERRORS, actionErrorKey, formFieldErrors } from './action-errors';
import type { Notice } from './ActionNotice';
import { useMemberLocale } from './format';
import { useSingleFlight } from './single-flight';
import { RefundAccountFields, refundAccountFieldPaths } from './RefundAccountFields';
import { cancelOutcome } from './refunds';
import { withMui } from '@/components/providers/with-mui';

export interface CancelTarget extends ShownOrder {
  currency: Currency;
  deliveryCost: number;
  /** What cancelling refunds (minor units), as the server computed it. */
  refundAmount: number;
  needsRefundAccount: boolean;
}

interface Props {
  order: CancelTarget;
  onClose: () => void;
  /** The outcome for the page: cancelled (with the refund), or the order changed meanwhile. */
  onDone: (notice: Notice) => void;
}

type Values = Pick<CancelOrderInput, 'refundAccount'>;
const schema = cancelOrderSchema.pick(['refundAccount']);
const FIELD_PATHS = refundAccountFieldPaths('refundAccount.', 'refundAccount.');

function CancelOrderDialogView({ order, onClose, onDone }: Props) {
  const { t } = useTranslation(['myorders', 'errors']);
  const locale = useMemberLocale();
  const cancel = useCancelOrder();
  const emptyAccount = { bank: defaultBankFor(order.currency) ?? '', accountNumber: '', holderName: '' };
  // The server may still ask for the account (the page was drawn before the payment settled): then the fields appear.
  const [askAccount, setAskAccount] = useState(order.needsRefundAccount);
  const form = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { refundAccount: askAccount ? emptyAccount : null } });
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const travelling = cardsTravelling({ gradingOrderProcessingStatus: order.processingStatus }) && order.deliveryCost > 0;

  const once = useSingleFlight();
  const submit = form.handleSubmit(({ refundAccount }) =>
    once(async () => {
      try {
        const detail = await cancel.mutateAsync({ order, refundAccount: askAccount ? refundAccount : null });
        const outcome = cancelOutcome(detail);
        onDone({
          severity: 'success',
          key: outcome.key,
          params: { orderNumber: order.orderNumber, amount: outcome.amount === null ? '' : money(outcome.amount) },
        });
      } catch (error) {
        if (staleOrderOf(error, order.orderNumber)) {
          onDone({ severity: 'warning', key: MYORDERS_ERRORS.changedMeanwhile });
          return;
        }
        if (!askAccount && fieldErrors(error).some((item) => item.path === 'refundAccount')) {
          setAskAccount(true);
          form.setValue('refundAccount', emptyAccount);
        }
        for (const item of formFieldErrors(error, FIELD_PATHS))
          form.setError(item.path as 'refundAccount', { type: 'server', message: item.key }, { shouldFocus: true });
      }
    }),
  );

  const busy = form.formState.isSubmitting || cancel.isPending;
  const failure = cancel.isError && formFieldErrors(cancel.error, FIELD_PATHS).length === 0 ? actionErrorKey(cancel.error, MYORDERS_ERRORS.cancelFailed) : null;

  return (
    <FormProvider {...form}>
      <FormDialog
        titleId="cancel-order-title"
        title={t('cancel.title', { orderNumber: order.orderNumber })}
        describedBy="cancel-order-text"
        onClose={onClose}
        onSubmit={submit}
        busy={busy}
        holdWhileBusy
        cancelLabel={t('cancel.keep')}
        submitLabel={busy ? t('actions.working') : t('cancel.confirm')}
        submitColor="error"
      >
        <DialogContentText id="cancel-order-text" component="div">
          <Typography sx={{ fontWeight: 600 }} data-testid="cancel-refund-amount">
            {order.refundAmount > 0 ? t('cancel.refund', { amount: money(order.refundAmount) }) : t('cancel.noRefund')}
          </Typography>
          {travelling && <Typography sx={{ mt: 1 }}>{t('cancel.travelling', { amount: money(order.deliveryCost) })}</Typography>}
          {order.refundAmount > 0 && <Typography sx={{ mt: 1 }}>{t('cancel.timing')}</Typography>}
        </DialogContentText>
        {askAccount && (
          <section aria-labelledby="cancel-refund-account-heading">
            <Typography id="cancel-refund-account-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 0.5 }}>
              {t('refund.account')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {t('cancel.accountFirst')}
            </Typography>
            <RefundAccountFields currency={order.currency} prefix="refundAccount." idPrefix="cancel-refund" />
          </section>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(failure)}
          </Alert>
        )}
      </FormDialog>
    </FormProvider>
  );
}

/** With MUI's theme where the page has none (with-mui.tsx: loaded with this piece, not with the page). */
export const CancelOrderDialog = withMui(CancelOrderDialogView);
