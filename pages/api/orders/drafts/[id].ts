// DELETE /api/orders/drafts/[id]: deletes one of the member's drafts (TEMP_SAVED only).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { deleteDraft } from '@/lib/server/orders/delete-draft';

export default apiHandler({
  DELETE: async (req, res) => ok(res, await deleteDraft(req)),
});
