// getServerSideProps of /social/link and /social/agree: the pending sign-in this browser carries, as the
// page shows it; without one (expired, tampered with, another kind) the failure page.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { getDb } from '@/lib/server/db/client';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { pageTranslations } from '../i18n/page-translations';
import { type PendingSignIn, readPendingCookie } from './flow-cookies';
import { type PendingView, pendingView } from './pending-view';
import { failurePath } from './redirects';

export type PendingPageProps = SSRConfig & { view: PendingView };

export async function pendingPageProps(
  ctx: GetServerSidePropsContext,
  kind: PendingSignIn['kind'],
  namespaces: string[],
): Promise<GetServerSidePropsResult<PendingPageProps>> {
  const view = await pendingView(await getDb(), await readPendingCookie(ctx.req), kind);
  if (!view) return { redirect: { destination: failurePath(isLocale(ctx.locale) ? ctx.locale : DEFAULT_LOCALE, 'connectFailed'), permanent: false } };
  return { props: { view, ...(await pageTranslations(ctx.locale, namespaces)) } };
}
