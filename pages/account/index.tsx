// SPEC.md §2: /account opens the dashboard.
import type { GetServerSideProps } from 'next';
import { localePath, redirectTo } from '@/lib/server/account/account-page';

export default function AccountIndex() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => redirectTo(localePath(ctx, '/account/dashboard'));
