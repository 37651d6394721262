// Refunds and the refund account (docs/product/payments.md#refunds, decisions 0008 and 0009): the account on file,
// masked; every refund with its amount, state and dates, and the cards it paid back with why (issue #24); a refund the bank rejected asks plainly for a corrected
// account, with the form open. The form is offered only when the server allows it (actions.refundAccount). Static
// HTML + CSS Modules around the form (docs/decisions/0015-storefront-static-css.md, issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import dynamic from 'next/dynamic';
import { FormLoading } from './FormLoading';
import { useState } from 'react';
import { Section } from '@/components/ui/Section';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { errorOutlineOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import { formatMoney } from '@/lib/shared/money';
import { bankById } from '@/lib/shared/orders/banks';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import type { Notice } from './ActionNotice';
import { cardRefundText } from './card-refund-text';
import { dateText, useMemberLocale } from './format';
import page from './order-page.module.css';
import { refundRejected } from './refunds';
import { refundStatusKey } from './status-labels';
import styles from './RefundSection.module.css';

// The refund account form (MUI, react-hook-form) only where it is open: another order neither renders nor downloads
// it (issue #11). Rendered on the server when shown, so the page's HTML is complete.
const RefundAccountForm = dynamic(() => import('./RefundAccountForm').then((module) => module.RefundAccountForm), { ssr: false, loading: FormLoading });

function refundTone(status: OrderDetail['refunds'][number]['status']): string | undefined {
  if (status === 'ACCOUNT_REJECTED' || status === 'FAILED') return styles.failed;
  return status === 'COMPLETED' ? styles.completed : undefined;
}

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
    <Section id="refund" title={t('refund.title')} lead={t(bankBased ? 'refund.timing' : 'refund.toCard')}>
      <div className={styles.stack}>
        {rejected && (
          <div role="alert" className={cx(ui.alert, ui.alertError)} data-testid="refund-rejected">
            <div className={cx(ui.alertIcon, ui.alertIconError)}>
              <Icon paths={errorOutlineOutlined} />
            </div>
            <div>
              <strong>{t('refund.rejected')}</strong> {t('refund.rejectedLead')}
            </div>
          </div>
        )}
        {order.refunds.length > 0 && (
          <section aria-labelledby="refunds-heading">
            <h3 id="refunds-heading" className={cx(ui.h3, page.subheading)}>
              {t('refund.list')}
            </h3>
            <ul className={cx(ui.plainList, styles.refunds)}>
              {order.refunds.map((refund, index) => (
                <li key={`${refund.requestedAt}-${index}`} className={page.box}>
                  <div className={page.spread}>
                    <p className={cx(ui.body1, page.bold)}>{formatMoney(refund.amount, order.currency, locale)}</p>
                    <p className={cx(ui.body1, page.strong, refundTone(refund.status))}>{t(refundStatusKey(refund.status))}</p>
                  </div>
                  <p className={cx(ui.body2, ui.muted)}>
                    {t('refund.requestedAt', { date: dateText(refund.requestedAt, locale) })}
                    {refund.completedAt ? ` · ${t('refund.completedAt', { date: dateText(refund.completedAt, locale) })}` : ''}
                  </p>
                  {order.cardRefunds
                    .filter((card) => card.refund === index)
                    .map((card) => (
                      <p key={card.position} className={ui.body2} data-testid="refund-card">
                        {t('items.line', { position: card.position + 1 })} · {cardRefundText(t, card, order.currency, locale)}
                      </p>
                    ))}
                </li>
              ))}
            </ul>
          </section>
        )}
        {(account || order.actions.refundAccount) && (
          <section aria-labelledby="refund-form-heading">
            <h3 id="refund-form-heading" className={cx(ui.h3, page.subheading)}>
              {t('refund.account')}
            </h3>
            {account ? (
              <p className={cx(ui.body1, formOpen ? styles.gapLarge : styles.gapSmall)} data-testid="refund-account">
                {t('refund.accountOnFile', {
                  bank: bankById(account.bank)?.names[locale] ?? account.bank,
                  holder: account.holderName,
                  last4: account.accountLast4,
                })}
              </p>
            ) : (
              <p className={cx(ui.body1, ui.muted, styles.gapLarge)}>{t('refund.noAccount')}</p>
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
          </section>
        )}
      </div>
    </Section>
  );
}
