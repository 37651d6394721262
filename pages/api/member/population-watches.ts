// GET /api/member/population-watches (issue #25, pop watch): the cards the member follows, for /account/watching.
// Only the member's own; never cached.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listWatchedCards } from '@/lib/server/population/watch/follow-card';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'member',
    run: ({ db, session, res }) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return listWatchedCards(db, session.memberId);
    },
  }),
});
