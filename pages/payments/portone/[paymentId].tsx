// /payments/portone/[paymentId]: where the payment step sends a Korean (KRW) order paid through PortOne
// (docs/decisions/0038-portone.md "Wiring"). The payer's own open payment only (anything else is a 404); without a
// session, /login and back here. The page opens PortOne's payment window with the request built on the server; a
// payment no longer open goes to the complete page (or back to the payment step when it failed). While the database
// cannot be reached: 503 and the message (issue #23).
import { PortoneCheckout } from '@/components/payments/PortoneCheckout';
import { PayerPage } from '@/components/payments/PayerPage';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { type PayerPageProps, payerPageProps } from '@/lib/server/payments/payer-page-props';
import { type PortoneCheckout as Checkout, portoneCheckoutState } from '@/lib/server/payments/portone/checkout-page';

type Props = PayerPageProps<Checkout>;

export default function PortoneCheckoutPage(props: Props | UnavailableProps) {
  return (
    <PayerPage page={props}>
      {(checkout) => <PortoneCheckout orderNumber={checkout.orderNumber} request={checkout.request} returnPath={checkout.returnPath} />}
    </PayerPage>
  );
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>((ctx) => payerPageProps(ctx, portoneCheckoutState), unavailableMessage);
