// PUT /api/member/addresses/[id]: edit one of the member's addresses; DELETE: remove it (not the default).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { deleteAddress } from '@/lib/server/addresses/delete-address';
import { parseAddressId } from '@/lib/server/addresses/owned-address';
import { updateAddress } from '@/lib/server/addresses/update-address';
import { addressSchema } from '@/lib/shared/schemas/address';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({ auth: 'member', body: addressSchema, run: ({ db, session, body, req }) => updateAddress(db, session, parseAddressId(req.query.id), body) }),
  DELETE: route({ auth: 'member', run: ({ db, session, req }) => deleteAddress(db, session, parseAddressId(req.query.id)) }),
});
