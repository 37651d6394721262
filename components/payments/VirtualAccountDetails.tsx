// An issued virtual account as the gateway shows it: where to transfer the exact amount, and until when. Static HTML +
// CSS Modules (docs/decisions/0015-storefront-static-css.md): the member's order page renders it per request (issue
// #11), the wizard's complete page and the sandbox gateway's page too.
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { Fragment } from 'react';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { SandboxCheckout } from '@/lib/server/payments/sandbox/checkout';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { STORE_CODE_BANK } from '@/lib/shared/payments';
import styles from './VirtualAccountDetails.module.css';

/**
 * The deadline in Taipei time (UTC+8, no daylight saving) with a 24-hour clock written out by hand:
 * ICU versions disagree on 12-hour day periods ("下午" / "清晨", "PM" / "오후"), and the server's text
 * must equal the browser's at hydration.
 */
export function deadlineText(iso: string, locale: Parameters<typeof formatDate>[1]): string {
  const taipei = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  const time = `${String(taipei.getUTCHours()).padStart(2, '0')}:${String(taipei.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(iso, locale, { dateStyle: 'medium' })} ${time} (UTC+8)`;
}

type Props = { account: NonNullable<SandboxCheckout['virtualAccount']>; amount: number; currency: SandboxCheckout['currency'] };

export function VirtualAccountDetails({ account, amount, currency }: Props) {
  const { t } = useTranslation('payments');
  const { locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : DEFAULT_LOCALE;
  // ECPay's convenience-store payment code comes as the bank "CVS" (decision 0037): a code to pay at the counter.
  const storeCode = account.bank === STORE_CODE_BANK;
  const money = { label: t('sandbox.amount'), value: formatMoney(amount, currency, locale) };
  const deadline = { label: t('sandbox.deadline'), value: account.deadline ? deadlineText(account.deadline, locale) : '—' };
  const rows: { label: string; value: string; mono?: boolean }[] = storeCode
    ? [{ label: t('ecpay.paymentCode'), value: account.accountNumber, mono: true }, money, deadline]
    : [
        { label: t('sandbox.bank'), value: account.bank },
        { label: t('sandbox.accountNumber'), value: account.accountNumber, mono: true },
        { label: t('sandbox.holder'), value: account.holder ?? '—' },
        money,
        deadline,
      ];
  return (
    <section aria-labelledby="va-heading" className={styles.account}>
      <h3 id="va-heading" className={cx(ui.h3, styles.title)}>
        {t(storeCode ? 'ecpay.storeCodeTitle' : 'sandbox.virtualAccountTitle')}
      </h3>
      <p className={cx(ui.body2, ui.muted, styles.lead)}>{t(storeCode ? 'ecpay.storeCodeLead' : 'sandbox.virtualAccountLead')}</p>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt className={cx(ui.body2, ui.muted)}>{row.label}</dt>
            <dd className={cx(ui.body2, styles.value, row.mono && styles.mono)}>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
