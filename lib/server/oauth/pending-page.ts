// getServerSideProps of /social/link and /social/agree: the pending sign-in this browser carries, as the
// page shows it; without one (expired, tampered with, another kind) the failure page. While the database cannot be
// reached: 503 and the message (issue #23, db/unavailable-page.ts) — the link and the sign-up need it anyway.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { getDb } from '@/lib/server/db/client';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { pageTranslations } from '../i18n/page-translations';
import { type PendingSignIn, readPendingCookie } from './flow-cookies';
import { type PendingView, pendingView } from './pending-view';
import { failurePath } from './redirects';

export type PendingPageProps = SSRConfig & { view: PendingView };

export function pendingPageProps(
  ctx: GetServerSidePropsContext,
  kind: PendingSignIn['kind'],
  namespaces: string[],
): Promise<GetServerSidePropsResult<PendingPageProps | UnavailableProps>> {
  return withDatabaseOutage<PendingPageProps | UnavailableProps>((context) => pendingProps(context, kind, namespaces), unavailableMessage)(ctx);
}

async function pendingProps(
  ctx: GetServerSidePropsContext,
  kind: PendingSignIn['kind'],
  namespaces: string[],
): Promise<GetServerSidePropsResult<PendingPageProps>> {
  const view = await pendingView(await getDb(), await readPendingCookie(ctx.req), kind);
  if (!view) return { redirect: { destination: failurePath(isLocale(ctx.locale) ? ctx.locale : DEFAULT_LOCALE, 'connectFailed'), permanent: false } };
  return { props: { view, ...(await pageTranslations(ctx.locale, namespaces)) } };
}
