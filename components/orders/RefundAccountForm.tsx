// Saves the refund account of an order (docs/product/payments.md#refund-account, decision 0009); after a rejection
// the server sends the refund again to the corrected account (decision 0008).
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import { staleOrderOf, useSaveRefundAccount } from '@/hooks/useOrderActions';
import { formatMoney } from '@/lib/shared/money';
import { defaultBankFor } from '@/lib/shared/orders/banks';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { refundAccountSchema } from '@/lib/shared/schemas/order-actions';
import { MYORDERS_ERRORS, actionErrorKey, formFieldErrors } from './action-errors';
import type { Notice } from './ActionNotice';
import { useMemberLocale } from './format';
import { useSingleFlight } from './single-flight';
import { RefundAccountFields, refundAccountFieldPaths } from './RefundAccountFields';
import { refundAccountOutcome } from './refunds';
import { withMui } from '@/components/providers/with-mui';

type Values = InferType<typeof refundAccountSchema>;
const FIELD_PATHS = refundAccountFieldPaths('', '');

interface Props {
  order: OrderDetail;
  onDone: (notice: Notice) => void;
  onCancel?: () => void;
  /** Move focus to the first field (the member just asked to change the account). */
  focusFirst?: boolean;
}

function RefundAccountFormView({ order, onDone, onCancel, focusFirst = false }: Props) {
  const { t } = useTranslation(['myorders', 'errors']);
  const locale = useMemberLocale();
  const save = useSaveRefundAccount();
  const form = useForm<Values>({
    resolver: yupResolver(refundAccountSchema),
    defaultValues: {
      bank: order.refundAccount?.bank ?? defaultBankFor(order.currency) ?? '',
      accountNumber: '',
      holderName: order.refundAccount?.holderName ?? '',
    },
  });

  const { setFocus } = form;
  useEffect(() => {
    if (focusFirst) setFocus('bank');
  }, [focusFirst, setFocus]);

  const once = useSingleFlight();
  const submit = form.handleSubmit((account) =>
    once(async () => {
      try {
        const detail = await save.mutateAsync({ order, account });
        const outcome = refundAccountOutcome(order, detail);
        onDone({
          severity: 'success',
          key: outcome.key,
          params: { amount: outcome.amount === null ? '' : formatMoney(outcome.amount, order.currency, locale) },
        });
      } catch (error) {
        if (staleOrderOf(error, order.orderNumber)) return onDone({ severity: 'warning', key: MYORDERS_ERRORS.changedMeanwhile });
        for (const item of formFieldErrors(error, FIELD_PATHS))
          form.setError(item.path as keyof Values, { type: 'server', message: item.key }, { shouldFocus: true });
      }
    }),
  );

  const busy = form.formState.isSubmitting || save.isPending;
  const failure = save.isError && formFieldErrors(save.error, FIELD_PATHS).length === 0 ? actionErrorKey(save.error) : null;

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="refund-form-heading">
        <RefundAccountFields currency={order.currency} idPrefix="refund-account" />
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('actions.working') : t('refund.save')}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {t('refund.keep')}
            </Button>
          )}
        </Stack>
      </Stack>
    </FormProvider>
  );
}

/** With MUI's theme where the page has none (with-mui.tsx: loaded with this piece, not with the page). */
export const RefundAccountForm = withMui(RefundAccountFormView);
