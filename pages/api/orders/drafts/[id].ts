// DELETE /api/orders/drafts/[id]: deletes one of the member's drafts (TEMP_SAVED only).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { deleteDraft } from '@/lib/server/orders/delete-draft';
import { parseOrderId } from '@/lib/server/orders/order-errors';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  DELETE: route({ auth: 'member', run: ({ db, session, req }) => deleteDraft(db, session, parseOrderId(req.query.id)) }),
});
