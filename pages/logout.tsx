// /logout (docs/product/storefront.md#routes): ends the session on the server (refresh family revoked, cookies
// cleared) and goes home. While the database cannot be reached the session cannot be ended: 503 and the message
// (issue #23), the cookies kept, as POST /api/logout does — trying again ends it.
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { redirectTo } from '@/lib/server/account/account-page';
import { logout } from '@/lib/server/auth/logout';
import { clearSessionCookies, presentedTokens } from '@/lib/server/auth/session-cookies';
import { getDb } from '@/lib/server/db/client';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { localizedPath } from '@/lib/shared/routes';

export default function LogoutPage(props: Partial<UnavailableProps>) {
  return props.unavailable ? <ErrorScreen kind="unavailable" /> : null;
}

export const getServerSideProps = withDatabaseOutage<UnavailableProps>(async (ctx) => {
  await logout(await getDb(), presentedTokens(ctx.req));
  clearSessionCookies(ctx.res);
  return redirectTo(localizedPath('/', ctx.locale));
}, unavailableMessage);
