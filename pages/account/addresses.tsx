// My page shipping addresses (docs/product/accounts.md#shipping-addresses).
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { AccountShell } from '@/components/account/AccountShell';
import { AddressBook } from '@/components/account/AddressBook';
import { LoadingCard } from '@/components/account/LoadingCard';
import { useAddresses } from '@/hooks/useAddresses';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { listAddresses } from '@/lib/server/addresses/list-addresses';
import type { AddressView } from '@/lib/shared/schemas/address';

export default function AddressesPage({ initial }: AccountPageProps<AddressView[]>) {
  const { t } = useTranslation('account');
  const { data } = useAddresses(initial);
  return (
    <AccountShell active="addresses" title={t('addresses.title')} lead={t('addresses.lead')}>
      {data ? <AddressBook addresses={data} /> : <LoadingCard />}
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<AccountPageProps<AddressView[]>> = (ctx) =>
  accountPageProps(ctx, ['account', 'auth', 'errors'], listAddresses);
