// A page rendered per request while the database cannot be reached (issue #23): 503 with Retry-After and one log
// line (unavailable.ts), like the API — not Next's 500 page with a stack in the log. The page still renders: its
// shell where its client code copes without the data (the account pages), else the message that the service is
// briefly unavailable (components/layout/ErrorScreen.tsx). Any other error is the page's own and is thrown on.
// Nothing is remembered: the next request reads the database again, so the pages recover with it.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { pageTranslations } from '../i18n/page-translations';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, logUnavailable } from './unavailable';

type Props<P> = (ctx: GetServerSidePropsContext) => Promise<GetServerSidePropsResult<P>>;

/** What a page without its data shows: the message (ErrorScreen's `unavailable`). */
export type UnavailableProps = SSRConfig & { unavailable: true };

/**
 * `getServerSideProps`, answering an outage with `shell`'s props, 503 and Retry-After instead of throwing. Whatever
 * `getServerSideProps` set on the answer before it failed (Cache-Control: no-store) stays. `P` covers both answers
 * (`PageProps | UnavailableProps` with unavailableMessage), so the page's component handles both.
 */
export function withDatabaseOutage<P>(getServerSideProps: Props<P>, shell: (ctx: GetServerSidePropsContext) => Promise<P>): Props<P> {
  return async (ctx) => {
    try {
      return await getServerSideProps(ctx);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logUnavailable(error);
      ctx.res.statusCode = 503;
      ctx.res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return { props: await shell(ctx) };
    }
  };
}

/** The shell of a page that has nothing to show without its data: the message, in `errors` (errors:unavailable). */
export async function unavailableMessage(ctx: GetServerSidePropsContext): Promise<UnavailableProps> {
  return { unavailable: true, ...(await pageTranslations(ctx.locale, ['errors'])) };
}
