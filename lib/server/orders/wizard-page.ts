// getServerSideProps of the submit wizard (/grading/submit/[[...step]], /reholder/submit/[[...step]]):
// the step from the URL, the translations, and what the steps need to know about the member — their
// addresses, whether the phone is verified, the membership discount and the country service. The draft
// itself lives in the browser (docs/product/orders.md#drafts). Session handling is the account pages' (expired access
// token with a refresh cookie: the page renders and the client fills the member data after renewing).
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { Db } from '@/lib/server/db/client';
import type { Currency, PaymentMethod } from '@/lib/server/db/generated/enums';
import { wizardCurrency } from '@/lib/shared/orders/wizard-currency';
import { type WizardStep, parseStep } from '@/lib/shared/orders/wizard-steps';
import { PAYMENT_METHODS, type PaymentMethodsByCurrency } from '@/lib/shared/payments';
import { CURRENCIES } from '@/lib/shared/price-policy';
import type { AddressView } from '@/lib/shared/schemas/address';
import { accountPageProps } from '../account/account-page';
import { listAddresses } from '../addresses/list-addresses';
import type { Actor } from '../auth/access-token';
import { paymentProvider } from '../payments/registry';
import { SERVICE_REGION, loadOrderingMember } from './ordering-member';

export interface WizardMember {
  addresses: AddressView[];
  phoneVerified: boolean;
  /** False for an account of another country's service (docs/product/orders.md#who-can-order). */
  canOrder: boolean;
  membership: { name: string; discountRate: number } | null;
  /** What a new draft opens in: the member's service-region currency (docs/decisions/0010). */
  currency: Currency;
}

export type WizardPageProps = SSRConfig & {
  step: WizardStep;
  initial: WizardMember | null;
  /** The methods each currency's payment gateway takes, in the order of docs/product/payments.md#payment-methods. */
  paymentMethods: PaymentMethodsByCurrency;
};

/**
 * Only what the gateway of the order's currency takes is offered on the payment step (registry.ts; decisions 0006,
 * 0037 "Which gateway"): the wizard's currency switch changes the list.
 */
export function offeredPaymentMethods(currency: Currency): PaymentMethod[] {
  const accepted = paymentProvider(currency).methods;
  return PAYMENT_METHODS.filter((method) => accepted.includes(method));
}

export function paymentMethodsByCurrency(): PaymentMethodsByCurrency {
  return Object.fromEntries(CURRENCIES.map((currency) => [currency, offeredPaymentMethods(currency)])) as PaymentMethodsByCurrency;
}

const NAMESPACES = ['orders', 'photos', 'payments', 'coupons', 'account', 'phone', 'auth', 'errors'];

export async function loadWizardMember(db: Db, session: Actor): Promise<WizardMember> {
  const [member, addresses] = await Promise.all([loadOrderingMember(db, session.memberId), listAddresses(db, session)]);
  return {
    addresses,
    phoneVerified: member.phoneVerified,
    canOrder: member.region === SERVICE_REGION,
    membership: member.membershipName ? { name: member.membershipName, discountRate: member.discountRate } : null,
    currency: wizardCurrency(member.region),
  };
}

export async function wizardPageProps(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<WizardPageProps>> {
  const step = parseStep(ctx.params?.step);
  if (!step) return { notFound: true };
  const result = await accountPageProps(ctx, NAMESPACES, loadWizardMember);
  if (!('props' in result)) return result;
  // The member data changes (address added, phone verified): never cache this page.
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return { props: { ...(await result.props), step, paymentMethods: paymentMethodsByCurrency() } };
}
