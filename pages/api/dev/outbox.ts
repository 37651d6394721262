// GET /api/dev/outbox?to=ADDRESS: the messages the outbox transport kept, newest first. Development and
// browser tests only: 404 whenever the outbox is not the transport or this is a production build
// (PRODUCT.md "Accounts": absent in production).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { AppError } from '@/lib/server/errors/app-error';
import { listOutbox } from '@/lib/server/members/list-outbox';
import { isOutboxVisible } from '@/lib/server/messaging';

export default apiHandler({
  GET: async (req, res) => {
    if (!isOutboxVisible()) throw new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');
    const to = typeof req.query.to === 'string' ? req.query.to : null;
    res.setHeader('Cache-Control', 'no-store');
    ok(res, await listOutbox(to));
  },
});
