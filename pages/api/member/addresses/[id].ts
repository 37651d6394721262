// PUT /api/member/addresses/[id]: edit one of the member's addresses; DELETE: remove it (not the default).
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { deleteAddress } from '@/lib/server/addresses/delete-address';
import { parseAddressId } from '@/lib/server/addresses/owned-address';
import { updateAddress } from '@/lib/server/addresses/update-address';
import { addressSchema } from '@/lib/shared/schemas/address';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: 'member',
    body: addressSchema,
    query: parsedQuery({ id: parseAddressId }),
    run: ({ db, session, body, query }) => updateAddress(db, session, query.id, body),
  }),
  DELETE: route({ auth: 'member', query: parsedQuery({ id: parseAddressId }), run: ({ db, session, query }) => deleteAddress(db, session, query.id) }),
});
