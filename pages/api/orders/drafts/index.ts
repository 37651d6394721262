// GET /api/orders/drafts: the member's saved drafts; POST: save (upsert by draftId) the wizard's draft.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listDrafts } from '@/lib/server/orders/list-drafts';
import { saveDraft } from '@/lib/server/orders/save-draft';
import { draftSaveSchema } from '@/lib/shared/schemas/order/draft-save';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', run: ({ db, session }) => listDrafts(db, session) }),
  POST: route({ auth: 'member', body: draftSaveSchema, run: ({ db, session, body }) => saveDraft(db, session, body) }),
});
