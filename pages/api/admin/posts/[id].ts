// GET /api/admin/posts/[id]: one notice or event with every language, for the editor; PUT: save it; DELETE: remove
// it (issue #10; get-admin-post.ts, update-post.ts, delete-post.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { deletePost } from '@/lib/server/admin-content/delete-post';
import { getAdminPost } from '@/lib/server/admin-content/get-admin-post';
import { updatePost } from '@/lib/server/admin-content/update-post';
import { noStore } from '@/lib/server/admin-content/no-store';
import { idParamSchema } from '@/lib/shared/schemas/admin-content/fields';
import { postSchema } from '@/lib/shared/schemas/admin-content/post';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: noStore(route({ auth: ADMIN_ROLES, query: idParamSchema, run: ({ db, session, query }) => getAdminPost(db, session, query.id) })),
  PUT: route({ auth: ADMIN_ROLES, query: idParamSchema, body: postSchema, run: ({ db, session, query, body }) => updatePost(db, session, query.id, body) }),
  DELETE: route({ auth: ADMIN_ROLES, query: idParamSchema, run: ({ db, session, query }) => deletePost(db, session, query.id) }),
});
