// GET /api/v1/population?name=&category=&year=&set=&number=&cursor=: a card's population, with a key
// (lib/server/population/find-population-cards.ts).
import { apiHandler } from '@/lib/server/api/handler';
import { findPopulationCards } from '@/lib/server/population/find-population-cards';
import { v1Route } from '@/lib/server/public-api/v1-route';
import { populationQuerySchema } from '@/lib/shared/schemas/public-api';

export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    GET: v1Route({
      access: 'key',
      query: populationQuerySchema,
      run: ({ db, query }) => findPopulationCards(db, query),
      keeping: (page) => ({ scope: 'private', tagged: page }),
    }),
  },
  { cors: true },
);
