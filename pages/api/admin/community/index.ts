// GET /api/admin/community (issue #25): the recent feed items and published albums, hidden ones too, for the back
// office's community page. Staff roles.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listCommunityModeration } from '@/lib/server/feed/moderation/list-moderation';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: STAFF_ROLES,
    run: ({ db, res }) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return listCommunityModeration(db);
    },
  }),
});
