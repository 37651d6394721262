// POST /api/verificationCheck { phoneNumber, code } (docs/product/accounts.md#phone-verification,
// docs/product/accounts.md#account-api-calls): the code stores the verified number.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { verifyPhoneCode } from '@/lib/server/phone/verify-phone-code';
import { checkPhoneCodeSchema } from '@/lib/shared/schemas/phone';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'member', body: checkPhoneCodeSchema, run: ({ db, session, body }) => verifyPhoneCode(db, session, body) }),
});
