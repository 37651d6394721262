// getServerSideProps of a payer's gateway page (/payments/sandbox/[paymentId], /payments/ecpay/[tradeNo],
// /payments/portone/[paymentId]) from its state (payer-page.ts): never cached (a payment changes by the second and
// belongs to one payer); /login and back, or the session renewal, or a 404; a payment no longer open sends the payer
// on (closedPaymentReturn); otherwise the checkout and the payments translations. While the database cannot be
// reached the page's withDatabaseOutage answers 503.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { pageTranslations } from '../i18n/page-translations';
import type { ClosedPayment, PayerPageState } from './payer-page';

export type PayerPageProps<T> = SSRConfig & { checkout: Exclude<T, ClosedPayment> | null };

const isClosed = (checkout: object): checkout is ClosedPayment => 'kind' in checkout && checkout.kind === 'closed';

export async function payerPageProps<T extends object>(
  ctx: GetServerSidePropsContext,
  loadState: (ctx: GetServerSidePropsContext) => Promise<PayerPageState<T>>,
): Promise<GetServerSidePropsResult<PayerPageProps<T>>> {
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const state = await loadState(ctx);
  if (state.kind === 'redirect') return { redirect: { destination: state.destination, permanent: false } };
  if (state.kind === 'notFound') return { notFound: true };
  if (state.kind === 'show' && isClosed(state.checkout)) return { redirect: { destination: state.checkout.returnUrl, permanent: false } };
  const checkout = state.kind === 'show' ? (state.checkout as Exclude<T, ClosedPayment>) : null;
  return { props: { checkout, ...(await pageTranslations(ctx.locale, ['payments', 'errors'])) } };
}
