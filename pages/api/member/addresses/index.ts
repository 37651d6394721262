import { apiHandler, ok } from '@/lib/server/api/handler';
import { createAddress } from '@/lib/server/addresses/create-address';
import { listMyAddresses } from '@/lib/server/addresses/list-addresses';

export default apiHandler({
  GET: async (req, res) => ok(res, await listMyAddresses(req)),
  POST: async (req, res) => ok(res, await createAddress(req), 201),
});
