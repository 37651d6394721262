// My page: keys to the public certificate API (docs/product/certificates.md#public-api).
import type { GetServerSideProps } from 'next';
import { AccountShell } from '@/components/account/AccountShell';
import { ApiKeys } from '@/components/account/ApiKeys';
import { LoadingCard } from '@/components/account/LoadingCard';
import { useApiKeys } from '@/hooks/useApiKeys';
import { useTranslation } from '@/hooks/useTranslation';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { listApiKeys } from '@/lib/server/api-keys/list-api-keys';
import type { ApiKeyView } from '@/lib/shared/api-keys';

export default function ApiKeysPage({ initial }: AccountPageProps<ApiKeyView[]>) {
  const { t } = useTranslation('apiKeys');
  const { data } = useApiKeys(initial);
  return (
    <AccountShell active="apiKeys" title={t('title')}>
      {data ? <ApiKeys keys={data} /> : <LoadingCard />}
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<ApiKeyView[]>> = (ctx) =>
  accountPageProps(ctx, ['account', 'apiKeys', 'errors'], listApiKeys);
