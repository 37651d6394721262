import { apiHandler, ok } from '@/lib/server/api/handler';
import { setDefaultAddress } from '@/lib/server/addresses/set-default-address';

export default apiHandler({
  POST: async (req, res) => ok(res, await setDefaultAddress(req)),
});
