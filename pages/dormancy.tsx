// docs/product/accounts.md#dormancy: the dormancy page with the ACTIVATE button; only a dormant member stays here.
// Whether the visitor is dormant is the database's answer: while it cannot be reached, 503 and the message (issue #23).
import Container from '@mui/material/Container';
import { useTranslation } from '@/hooks/useTranslation';
import type { SSRConfig } from 'next-i18next/pages';
import { DormancyPanel } from '@/components/account/DormancyPanel';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { PageHead } from '@/components/layout/PageHead';
import { redirectTo } from '@/lib/server/account/account-page';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { dormancyPageState } from '@/lib/server/dormancy/dormancy-page';
import { pageTranslations } from '@/lib/server/i18n/page-translations';

type Props = SSRConfig & { nick: string | null };

export default function DormancyPage(props: Props | UnavailableProps) {
  const { t } = useTranslation('dormancy');
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={t('pageTitle')} />
      <DormancyPanel nick={props.nick} />
    </Container>
  );
}

export const getServerSideProps = withDatabaseOutage<Props | UnavailableProps>(async (ctx) => {
  const state = await dormancyPageState(ctx);
  if (state.kind === 'redirect') return redirectTo(state.destination);
  return { props: { nick: state.nick, ...(await pageTranslations(ctx.locale, ['dormancy', 'errors', 'auth'])) } };
}, unavailableMessage);
