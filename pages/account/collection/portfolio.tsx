// My collection's portfolio (issue #25): cards per grade and category, gem rate, the best copy of each card and the
// cards owned month by month (lib/shared/collection/portfolio.ts), for the member's whole collection.
import type { GetServerSideProps } from 'next';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { CollectionTabs } from '@/components/collection/CollectionTabs';
import { PortfolioView } from '@/components/collection/PortfolioView';
import { usePortfolio } from '@/hooks/useCollection';
import { useTranslation } from '@/hooks/useTranslation';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { getPortfolio } from '@/lib/server/collection/get-portfolio';
import type { PortfolioView as Portfolio } from '@/lib/shared/collection/views';

export default function PortfolioPage({ initial }: AccountPageProps<Portfolio>) {
  const { t } = useTranslation('collection');
  const { data, error } = usePortfolio(initial);
  return (
    <AccountShell active="collection" title={t('title')} lead={t('lead')}>
      <CollectionTabs current="portfolio" />
      <div id="collection-tabpanel" role="tabpanel" aria-labelledby="collection-tab-portfolio">
        {data ? <PortfolioView portfolio={data} /> : error ? <p role="alert">{t('list.failed')}</p> : <LoadingCard rows={4} />}
      </div>
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<Portfolio>> = (ctx) =>
  accountPageProps(ctx, ['account', 'collection', 'cert', 'errors'], (db, session) => getPortfolio(db, session));
