// /payments/ecpay/[tradeNo]: where the payment step sends a Taiwan order paid through ECPay (docs/decisions/0037-ecpay.md
// "Wiring"). The payer's own open trade only (anything else is a 404); without a session, /login and back here. The
// page posts the signed form to ECPay's payment page; a trade no longer open goes to the complete page (or back to the
// payment step when it failed). While the database cannot be reached: 503 and the message (issue #23).
import { EcpayRedirect } from '@/components/payments/EcpayRedirect';
import { PayerPage } from '@/components/payments/PayerPage';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { type EcpayCheckout, ecpayCheckoutState } from '@/lib/server/payments/ecpay/checkout-page';
import { type PayerPageProps, payerPageProps } from '@/lib/server/payments/payer-page-props';

type Props = PayerPageProps<EcpayCheckout>;

export default function EcpayCheckoutPage(props: Props | UnavailableProps) {
  return <PayerPage page={props}>{(checkout) => <EcpayRedirect orderNumber={checkout.orderNumber} form={checkout.form} />}</PayerPage>;
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>((ctx) => payerPageProps(ctx, ecpayCheckoutState), unavailableMessage);
