import { apiHandler, ok } from '@/lib/server/api/handler';
import { getMyProfile } from '@/lib/server/account/get-account-profile';
import { updateProfile } from '@/lib/server/account/update-profile';

export default apiHandler({
  GET: async (req, res) => ok(res, await getMyProfile(req)),
  PUT: async (req, res) => ok(res, await updateProfile(req, res)),
});
