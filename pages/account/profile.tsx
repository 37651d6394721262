// My page profile (docs/product/accounts.md#profile): profile photo, basic data, phone verification dialog, password
// change.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { PasswordChangeForm } from '@/components/account/PasswordChangeForm';
import { PhoneSection } from '@/components/account/PhoneSection';
import { ProfilePhoto } from '@/components/account/ProfilePhoto';
import { ProfileForm } from '@/components/account/ProfileForm';
import { useProfile } from '@/hooks/useProfile';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { type AccountProfile, getAccountProfile } from '@/lib/server/account/get-account-profile';

export default function ProfilePage({ initial }: AccountPageProps<AccountProfile>) {
  const { t } = useTranslation('account');
  const { query } = useRouter();
  const { data } = useProfile(initial);
  return (
    <AccountShell active="profile" title={t('profile.title')}>
      {data ? (
        <>
          <ProfilePhoto profile={data} />
          <ProfileForm profile={data} />
          <PhoneSection profile={data} initiallyOpen={query.verifyPhone === '1'} />
          <PasswordChangeForm hasPassword={data.hasPassword} />
        </>
      ) : (
        <LoadingCard rows={6} />
      )}
    </AccountShell>
  );
}

// The profile is the member's row: its status decides the redirects, not a second read (issue #11).
export const getServerSideProps: GetServerSideProps<AccountPageProps<AccountProfile>> = (ctx) =>
  accountPageProps(ctx, ['account', 'phone', 'auth', 'errors', 'photos'], getAccountProfile, (profile) => profile.mbStatus);
