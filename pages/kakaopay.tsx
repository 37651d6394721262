// /kakaopay (docs/product/storefront.md#routes, "part of the payment flow"): where every PortOne payment — KakaoPay,
// NaverPay, Toss, cards, transfers, virtual accounts (docs/decisions/0038-portone.md) — comes back, approved, failed
// or closed by the payer. The payment is re-read at PortOne and applied, and the member is sent on to the order's
// complete page or back to the payment step with "Payment failed" (lib/server/payments/portone/return-page.ts). It
// shows nothing itself but the session renewal, or 503 while the database cannot be reached.
import Container from '@mui/material/Container';
import type { SSRConfig } from 'next-i18next/pages';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { SessionRenewal } from '@/components/payments/SessionRenewal';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { portoneReturnState } from '@/lib/server/payments/portone/return-page';

export default function KakaoPayReturnPage(props: SSRConfig | UnavailableProps) {
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <SessionRenewal />
    </Container>
  );
}

export const getServerSideProps = withDatabaseOutage<SSRConfig | UnavailableProps>(async (ctx) => {
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const state = await portoneReturnState(ctx);
  if (state.kind === 'redirect') return { redirect: { destination: state.destination, permanent: false } };
  if (state.kind === 'notFound') return { notFound: true };
  return { props: await pageTranslations(ctx.locale, ['payments', 'errors']) };
}, unavailableMessage);
