// POST /api/member/addresses/[id]/default: this address becomes the default.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { parseAddressId } from '@/lib/server/addresses/owned-address';
import { setDefaultAddress } from '@/lib/server/addresses/set-default-address';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'member', run: ({ db, session, req }) => setDefaultAddress(db, session, parseAddressId(req.query.id)) }),
});
