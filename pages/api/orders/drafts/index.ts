// GET /api/orders/drafts: the member's saved drafts; POST: save (upsert by draftId) the wizard's draft.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { listDrafts } from '@/lib/server/orders/list-drafts';
import { saveDraft } from '@/lib/server/orders/save-draft';

export default apiHandler({
  GET: async (req, res) => ok(res, await listDrafts(req)),
  POST: async (req, res) => ok(res, await saveDraft(req)),
});
