// /api/admin/community/items/[id]/hide (issue #25): POST { reason } hides one item of the community feed (an album
// stays in the gallery), DELETE shows it again. Audited; a member's item's owner told by e-mail. Staff roles; 404 if unknown.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { setFeedItemHidden } from '@/lib/server/feed/moderation/set-hidden';
import { idParam } from '@/lib/shared/schemas/admin/query-fields';
import { hideSchema } from '@/lib/shared/schemas/feed-moderation';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';
import { object } from 'yup';

export const config = { api: { bodyParser: false } };

const query = object({ id: idParam() });

export default apiHandler({
  POST: route({ auth: STAFF_ROLES, query, body: hideSchema, run: ({ db, session, query, body }) => setFeedItemHidden(db, session, query.id, body.reason) }),
  DELETE: route({ auth: STAFF_ROLES, query, run: ({ db, session, query }) => setFeedItemHidden(db, session, query.id, null) }),
});
