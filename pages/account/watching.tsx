// My page: the cards whose population the member follows (issue #25, pop watch), each with "stop following"; the
// pop-watch e-mail links here.
import type { GetServerSideProps } from 'next';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { WatchedCards } from '@/components/popwatch/WatchedCards';
import { usePopulationWatches } from '@/hooks/usePopulationWatches';
import { useTranslation } from '@/hooks/useTranslation';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { listWatchedCards } from '@/lib/server/population/watch/follow-card';
import type { WatchedCardView } from '@/lib/shared/population-watch';

export default function WatchingPage({ initial }: AccountPageProps<WatchedCardView[]>) {
  const { t } = useTranslation('popWatch');
  const { data } = usePopulationWatches(initial);
  return (
    <AccountShell active="watching" title={t('page.title')}>
      {data ? <WatchedCards cards={data} /> : <LoadingCard />}
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<WatchedCardView[]>> = (ctx) =>
  accountPageProps(ctx, ['account', 'popWatch', 'errors'], (db, session) => listWatchedCards(db, session.memberId));
