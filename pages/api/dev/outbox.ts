// GET /api/dev/outbox?to=ADDRESS: the messages the outbox transport kept, newest first. Development and
// browser tests only: 404 whenever the outbox is not the transport or this is a production build
// (docs/product/accounts.md#messaging-and-outbox: absent in production; listOutbox checks).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { parsedQuery, textOrNull } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { listOutbox } from '@/lib/server/members/list-outbox';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    query: parsedQuery({ to: textOrNull }),
    run: ({ db, query }) => listOutbox(db, query.to),
    respond: (messages, { res }) => {
      // One-time codes: never kept by a cache.
      res.setHeader('Cache-Control', 'no-store');
      ok(res, messages);
    },
  }),
});
