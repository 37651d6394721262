// POST /brg/api/member/signup (docs/product/accounts.md#account-api-calls): creates an unverified member and e-mails
// the code (201); an address still waiting for its check only gets a new code (200). E-mails use the request's
// language.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { requestLocale } from '@/lib/server/members/request-locale';
import { signUpMember } from '@/lib/server/members/sign-up-member';
import { signupSchema } from '@/lib/shared/schemas/signup';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'public',
    body: signupSchema,
    run: ({ db, body, meta, req }) => signUpMember(db, body, { ip: meta.ip, language: requestLocale(req) }),
    respond: (result, { res }) => ok(res, result, result.created ? 201 : 200),
  }),
});
