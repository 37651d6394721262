// GET /api/admin/posts?kind=NOTICE|EVENT&page=: the notices or the events, scheduled ones included; POST: a new one
// in up to three languages, answered 201 (issue #10; list-admin-posts.ts, create-post.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { createPost } from '@/lib/server/admin-content/create-post';
import { listAdminPosts } from '@/lib/server/admin-content/list-admin-posts';
import { noStore } from '@/lib/server/admin-content/no-store';
import { postListQuerySchema, postSchema } from '@/lib/shared/schemas/admin-content/post';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: noStore(route({ auth: ADMIN_ROLES, query: postListQuerySchema, run: ({ db, session, query }) => listAdminPosts(db, session, query) })),
  POST: route({ auth: ADMIN_ROLES, body: postSchema, status: 201, run: ({ db, session, body }) => createPost(db, session, body) }),
});
