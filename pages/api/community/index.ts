// GET /api/community?cursor=…&locale=…: a page of the community feed after the cursor (issue #25), for the page's
// "more" button; the first page is the cached /community itself. Public; a malformed cursor is a 400, an unknown
// locale reads as zh-TW. Guests' answers may be cached a few seconds: the feed is the same for everyone.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { feedCursorOf } from '@/lib/server/feed/feed-cursor';
import { listFeed } from '@/lib/server/feed/list-feed';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';

const query = parsedQuery({
  cursor: feedCursorOf,
  locale: (value: unknown) => (isLocale(value) ? value : DEFAULT_LOCALE),
});

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    query,
    run: async ({ db, res, query }) => {
      res.setHeader('Cache-Control', 'public, max-age=5');
      return listFeed(db, { locale: query.locale, after: query.cursor });
    },
  }),
});
