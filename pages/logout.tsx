// /logout (docs/product/storefront.md#routes): ends the session on the server (refresh family revoked, cookies
// cleared) and goes home.
import type { GetServerSideProps } from 'next';
import { redirectTo } from '@/lib/server/account/account-page';
import { logout } from '@/lib/server/auth/logout';
import { clearSessionCookies, presentedTokens } from '@/lib/server/auth/session-cookies';
import { getDb } from '@/lib/server/db/client';
import { localizedPath } from '@/lib/shared/routes';

export default function LogoutPage() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  await logout(await getDb(), presentedTokens(ctx.req));
  clearSessionCookies(ctx.res);
  return redirectTo(localizedPath('/', ctx.locale));
};
