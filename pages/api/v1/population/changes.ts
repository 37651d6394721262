// GET /api/v1/population/changes?since=ISO&cursor=: the population cards changed after a time, with a key
// (lib/server/population/population-changes.ts).
import { apiHandler } from '@/lib/server/api/handler';
import { listPopulationChanges } from '@/lib/server/population/population-changes';
import { v1Route } from '@/lib/server/public-api/v1-route';
import { populationChangesSchema } from '@/lib/shared/schemas/public-api';

export const config = { api: { bodyParser: false } };

export default apiHandler(
  { GET: v1Route({ access: 'key', query: populationChangesSchema, run: ({ db, query, now }) => listPopulationChanges(db, query, now) }) },
  { cors: true },
);
