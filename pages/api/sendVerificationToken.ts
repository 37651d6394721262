// POST /api/sendVerificationToken { phoneNumber } (docs/product/accounts.md#phone-verification,
// docs/product/accounts.md#account-api-calls): texts a code to the member's new number.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { sendPhoneCode } from '@/lib/server/phone/send-phone-code';
import { sendPhoneCodeSchema } from '@/lib/shared/schemas/phone';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'member', body: sendPhoneCodeSchema, run: ({ db, session, body, meta }) => sendPhoneCode(db, session, body, meta) }),
});
