// /payments/sandbox/[paymentId]: the built-in sandbox gateway's hosted payment page
// (docs/product/payments.md#payment-gateway). The payer's own payment only; without a session, /login and back here.
// While the database cannot be reached: 503 and the message (issue #23, lib/server/db/unavailable-page.ts).
import Container from '@mui/material/Container';
import type { SSRConfig } from 'next-i18next/pages';
import { useTranslation } from '@/hooks/useTranslation';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { PageHead } from '@/components/layout/PageHead';
import { SandboxCheckout } from '@/components/payments/SandboxCheckout';
import { SessionRenewal } from '@/components/payments/SessionRenewal';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { type SandboxCheckout as Checkout, sandboxCheckoutState } from '@/lib/server/payments/sandbox/checkout';

type Props = SSRConfig & { checkout: Checkout | null };

export default function SandboxPaymentPage(props: Props | UnavailableProps) {
  const { t } = useTranslation('payments');
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  const { checkout } = props;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title={t('pageTitle')} />
      {checkout ? <SandboxCheckout checkout={checkout} /> : <SessionRenewal />}
    </Container>
  );
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>(async (ctx) => {
  // Payment state changes by the second: never cached.
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const state = await sandboxCheckoutState(ctx);
  if (state.kind === 'redirect') return { redirect: { destination: state.destination, permanent: false } };
  if (state.kind === 'notFound') return { notFound: true };
  if (state.kind === 'renew') return { props: { checkout: null, ...(await pageTranslations(ctx.locale, ['payments', 'errors'])) } };
  return { props: { checkout: state.checkout, ...(await pageTranslations(ctx.locale, ['payments', 'errors'])) } };
}, unavailableMessage);
