// /payments/sandbox/[paymentId]: the built-in sandbox gateway's hosted payment page
// (docs/product/payments.md#payment-gateway). The payer's own payment only; without a session, /login and back here.
// While the database cannot be reached: 503 and the message (issue #23, lib/server/db/unavailable-page.ts).
import { SandboxCheckout } from '@/components/payments/SandboxCheckout';
import { PayerPage } from '@/components/payments/PayerPage';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { type PayerPageProps, payerPageProps } from '@/lib/server/payments/payer-page-props';
import { type SandboxCheckout as Checkout, sandboxCheckoutState } from '@/lib/server/payments/sandbox/checkout';

type Props = PayerPageProps<Checkout>;

export default function SandboxPaymentPage(props: Props | UnavailableProps) {
  return <PayerPage page={props}>{(checkout) => <SandboxCheckout checkout={checkout} />}</PayerPage>;
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>((ctx) => payerPageProps(ctx, sandboxCheckoutState), unavailableMessage);
