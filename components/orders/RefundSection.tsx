// Refunds and the refund account (docs/product/payments.md#refunds, decisions 0008 and 0009): the account on file,
// masked; every refund with its amount, state and dates; a refund the bank rejected asks plainly for a corrected
// account, with the form open. The form is offered only when the server allows it (actions.refundAccount).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { SectionCard } from '@/components/account/SectionCard';
import { formatMoney } from '@/lib/shared/money';
import { bankById } from '@/lib/shared/orders/banks';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import type { Notice } from './ActionNotice';
import { dateText, useMemberLocale } from './format';
import { RefundAccountForm } from './RefundAccountForm';
import { refundRejected } from './refunds';
import { refundStatusKey } from './status-labels';

export function RefundSection({ order, onDone }: { order: OrderDetail; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const [editing, setEditing] = useState(false);
  const rejected = refundRejected(order);
  const bankBased = needsRefundAccount(order.paymentMethod);
  if (!order.refundAccount && order.refunds.length === 0 && !order.actions.refundAccount) return null;

  const account = order.refundAccount;
  const formOpen = order.actions.refundAccount && (rejected || !account || editing);
  const done = (notice: Notice) => {
    setEditing(false);
    onDone(notice);
  };

  return (
    <SectionCard id="refund" title={t('refund.title')} lead={t(bankBased ? 'refund.timing' : 'refund.toCard')}>
      <Stack spacing={2.5}>
        {rejected && (
          <Alert severity="error" role="alert" data-testid="refund-rejected">
            <strong>{t('refund.rejected')}</strong> {t('refund.rejectedLead')}
          </Alert>
        )}
        {order.refunds.length > 0 && (
          <Box component="section" aria-labelledby="refunds-heading">
            <Typography id="refunds-heading" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
              {t('refund.list')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {order.refunds.map((refund, index) => (
                <Box component="li" key={`${refund.requestedAt}-${index}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700 }}>{formatMoney(refund.amount, order.currency, locale)}</Typography>
                    <Typography sx={{ fontWeight: 600 }} color={refund.status === 'ACCOUNT_REJECTED' || refund.status === 'FAILED' ? 'error' : refund.status === 'COMPLETED' ? 'success.main' : 'text.primary'}>
                      {t(refundStatusKey(refund.status))}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="textSecondary">
                    {t('refund.requestedAt', { date: dateText(refund.requestedAt, locale) })}
                    {refund.completedAt ? ` · ${t('refund.completedAt', { date: dateText(refund.completedAt, locale) })}` : ''}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Box>
        )}
        {(account || order.actions.refundAccount) && (
          <Box component="section" aria-labelledby="refund-form-heading">
            <Typography id="refund-form-heading" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
              {t('refund.account')}
            </Typography>
            {account ? (
              <Typography sx={{ mb: formOpen ? 2 : 1 }} data-testid="refund-account">
                {t('refund.accountOnFile', { bank: bankById(account.bank)?.names[locale] ?? account.bank, holder: account.holderName, last4: account.accountLast4 })}
              </Typography>
            ) : (
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {t('refund.noAccount')}
              </Typography>
            )}
            {formOpen ? (
              <RefundAccountForm
                // A new account on file (e.g. given in the cancel dialog, then rejected) starts the form again from it:
                // its bank and holder are filled in, only the number is typed again.
                key={account ? `${account.bank}|${account.holderName}|${account.accountLast4}` : 'none'}
                order={order}
                onDone={done}
                onCancel={editing && !rejected ? () => setEditing(false) : undefined}
                focusFirst={editing}
              />
            ) : (
              order.actions.refundAccount && (
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  {t('refund.change')}
                </Button>
              )
            )}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
