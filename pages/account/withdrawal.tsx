// My page membership withdrawal (docs/product/accounts.md#withdrawal).
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { WithdrawalForm } from '@/components/account/WithdrawalForm';
import { useWithdrawalStatus } from '@/hooks/useWithdrawal';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { type WithdrawalStatus, getWithdrawalStatus } from '@/lib/server/account/get-withdrawal-status';

export default function WithdrawalPage({ initial }: AccountPageProps<WithdrawalStatus>) {
  const { t } = useTranslation('account');
  const { data } = useWithdrawalStatus(initial);
  return (
    <AccountShell active="withdrawal" title={t('withdrawal.title')} lead={t('withdrawal.lead')}>
      {data ? <WithdrawalForm status={data} /> : <LoadingCard />}
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<WithdrawalStatus>> = (ctx) =>
  accountPageProps(ctx, ['account', 'auth', 'errors'], getWithdrawalStatus);
