// POST /api/member/addresses/[id]/default: this address becomes the default.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseAddressId } from '@/lib/server/addresses/owned-address';
import { setDefaultAddress } from '@/lib/server/addresses/set-default-address';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'member', query: parsedQuery({ id: parseAddressId }), run: ({ db, session, query }) => setDefaultAddress(db, session, query.id) }),
});
