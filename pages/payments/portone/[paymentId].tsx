// /payments/portone/[paymentId]: where the payment step sends a Korean (KRW) order paid through PortOne
// (docs/decisions/0038-portone.md "Wiring"). The payer's own open payment only (anything else is a 404); without a
// session, /login and back here. The page opens PortOne's payment window with the request built on the server; a
// payment no longer open goes to the complete page (or back to the payment step when it failed). While the database
// cannot be reached: 503 and the message (issue #23).
import Container from '@mui/material/Container';
import { useTranslation } from '@/hooks/useTranslation';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { PageHead } from '@/components/layout/PageHead';
import { PortoneCheckout } from '@/components/payments/PortoneCheckout';
import { SessionRenewal } from '@/components/payments/SessionRenewal';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { type PayerPageProps, payerPageProps } from '@/lib/server/payments/payer-page-props';
import { type PortoneCheckout as Checkout, portoneCheckoutState } from '@/lib/server/payments/portone/checkout-page';

type Props = PayerPageProps<Checkout>;

export default function PortoneCheckoutPage(props: Props | UnavailableProps) {
  const { t } = useTranslation('payments');
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  const { checkout } = props;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title={t('pageTitle')} />
      {checkout ? <PortoneCheckout orderNumber={checkout.orderNumber} request={checkout.request} returnPath={checkout.returnPath} /> : <SessionRenewal />}
    </Container>
  );
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>((ctx) => payerPageProps(ctx, portoneCheckoutState), unavailableMessage);
