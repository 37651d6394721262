import { apiHandler, ok } from '@/lib/server/api/handler';
import { verifyPhoneCode } from '@/lib/server/phone/verify-phone-code';

export default apiHandler({
  POST: async (req, res) => ok(res, await verifyPhoneCode(req, res)),
});
