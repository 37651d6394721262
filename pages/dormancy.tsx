// docs/product/accounts.md#dormancy: the dormancy page with the ACTIVATE button; only a dormant member stays here.
import Container from '@mui/material/Container';
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import type { SSRConfig } from 'next-i18next/pages';
import { DormancyPanel } from '@/components/account/DormancyPanel';
import { PageHead } from '@/components/layout/PageHead';
import { redirectTo } from '@/lib/server/account/account-page';
import { dormancyPageState } from '@/lib/server/dormancy/dormancy-page';
import { pageTranslations } from '@/lib/server/i18n/page-translations';

type Props = SSRConfig & { nick: string | null };

export default function DormancyPage({ nick }: Props) {
  const { t } = useTranslation('dormancy');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={t('pageTitle')} />
      <DormancyPanel nick={nick} />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const state = await dormancyPageState(ctx);
  if (state.kind === 'redirect') return redirectTo(state.destination);
  return { props: { nick: state.nick, ...(await pageTranslations(ctx.locale, ['dormancy', 'errors', 'auth'])) } };
};
