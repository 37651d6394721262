import { apiHandler, ok } from '@/lib/server/api/handler';
import { deleteAddress } from '@/lib/server/addresses/delete-address';
import { updateAddress } from '@/lib/server/addresses/update-address';

export default apiHandler({
  PUT: async (req, res) => ok(res, await updateAddress(req)),
  DELETE: async (req, res) => ok(res, await deleteAddress(req)),
});
