// An issued virtual account as the gateway shows it: where to transfer the exact amount, and until when.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import type { SandboxCheckout } from '@/lib/server/payments/sandbox/checkout';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';

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
  const rows = [
    { label: t('sandbox.bank'), value: account.bank },
    { label: t('sandbox.accountNumber'), value: account.accountNumber, mono: true },
    { label: t('sandbox.holder'), value: account.holder ?? '—' },
    { label: t('sandbox.amount'), value: formatMoney(amount, currency, locale) },
    { label: t('sandbox.deadline'), value: account.deadline ? deadlineText(account.deadline, locale) : '—' },
  ];
  return (
    <Box component="section" aria-labelledby="va-heading" sx={{ border: 1, borderColor: 'secondary.main', borderRadius: 1, p: 2, bgcolor: '#fffbea' }}>
      <Typography id="va-heading" variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {t('sandbox.virtualAccountTitle')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('sandbox.virtualAccountLead')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere', fontFamily: row.mono ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined, fontSize: row.mono ? '1rem' : undefined }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
