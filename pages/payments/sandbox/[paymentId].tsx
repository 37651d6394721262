// /payments/sandbox/[paymentId]: the built-in sandbox gateway's hosted payment page
// (docs/product/payments.md#payment-gateway). The payer's own payment only; without a session, /login and back here.
// While the database cannot be reached: 503 and the message (issue #23, lib/server/db/unavailable-page.ts).
import Container from '@mui/material/Container';
import { useTranslation } from '@/hooks/useTranslation';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { PageHead } from '@/components/layout/PageHead';
import { SandboxCheckout } from '@/components/payments/SandboxCheckout';
import { SessionRenewal } from '@/components/payments/SessionRenewal';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { type PayerPageProps, payerPageProps } from '@/lib/server/payments/payer-page-props';
import { type SandboxCheckout as Checkout, sandboxCheckoutState } from '@/lib/server/payments/sandbox/checkout';

type Props = PayerPageProps<Checkout>;

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

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>((ctx) => payerPageProps(ctx, sandboxCheckoutState), unavailableMessage);
