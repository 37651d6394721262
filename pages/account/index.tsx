// docs/product/storefront.md#routes: /account opens the dashboard.
import type { GetServerSideProps } from 'next';
import { redirectTo } from '@/lib/server/account/account-page';
import { localizedPath } from '@/lib/shared/routes';

export default function AccountIndex() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => redirectTo(localizedPath('/account/dashboard', ctx.locale));
