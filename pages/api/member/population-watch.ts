// /api/member/population-watch (issue #25, pop watch): whether the member follows a card (GET ?populationCardId= or
// ?serial=), follow it (POST { populationCardId } or { serial }), stop following (DELETE ?populationCardId= or ?serial=).
// Members only; an unknown card, or a certificate without a public population, is a 404. Never cached.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { followCard, getWatchState, unfollowCard } from '@/lib/server/population/watch/follow-card';
import { populationWatchTargetSchema } from '@/lib/shared/schemas/population-watch';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'member',
    query: populationWatchTargetSchema,
    run: ({ db, session, query, res }) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return getWatchState(db, session.memberId, query);
    },
  }),
  POST: route({ auth: 'member', body: populationWatchTargetSchema, run: ({ db, session, body }) => followCard(db, session.memberId, body) }),
  DELETE: route({ auth: 'member', query: populationWatchTargetSchema, run: ({ db, session, query }) => unfollowCard(db, session.memberId, query) }),
});
