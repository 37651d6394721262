// GET /api/member/addresses: the member's address book; POST: add an address
// (docs/product/accounts.md#shipping-addresses).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { createAddress } from '@/lib/server/addresses/create-address';
import { listAddresses } from '@/lib/server/addresses/list-addresses';
import { addressSchema } from '@/lib/shared/schemas/address';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', run: ({ db, session }) => listAddresses(db, session) }),
  POST: route({ auth: 'member', body: addressSchema, status: 201, run: ({ db, session, body }) => createAddress(db, session, body) }),
});
