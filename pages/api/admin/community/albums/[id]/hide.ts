// /api/admin/community/albums/[id]/hide (issue #25): POST { reason } hides a member's album from the gallery, its page
// and the feed; DELETE shows it again. Audited, the owner told by e-mail. Staff roles; an unknown album is a 404.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { setAlbumHidden } from '@/lib/server/feed/moderation/set-hidden';
import { idParam } from '@/lib/shared/schemas/admin/query-fields';
import { hideSchema } from '@/lib/shared/schemas/feed-moderation';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';
import { object } from 'yup';

export const config = { api: { bodyParser: false } };

const query = object({ id: idParam() });

export default apiHandler({
  POST: route({ auth: STAFF_ROLES, query, body: hideSchema, run: ({ db, session, query, body }) => setAlbumHidden(db, session, query.id, body.reason) }),
  DELETE: route({ auth: STAFF_ROLES, query, run: ({ db, session, query }) => setAlbumHidden(db, session, query.id, null) }),
});
