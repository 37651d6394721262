import { apiHandler, ok } from '@/lib/server/api/handler';
import { sendPhoneCode } from '@/lib/server/phone/send-phone-code';

export default apiHandler({
  POST: async (req, res) => ok(res, await sendPhoneCode(req, res)),
});
