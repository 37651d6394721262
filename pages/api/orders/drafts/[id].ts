// DELETE /api/orders/drafts/[id]: deletes one of the member's drafts (TEMP_SAVED only).
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { deleteDraft } from '@/lib/server/orders/delete-draft';
import { parseOrderId } from '@/lib/server/orders/order-errors';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  DELETE: route({ auth: 'member', query: parsedQuery({ id: parseOrderId }), run: ({ db, session, query }) => deleteDraft(db, session, query.id) }),
});
