// POST /brg/api/member/signup (SPEC.md §7): creates an unverified member and e-mails the code.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { signUpMember } from '@/lib/server/members/sign-up-member';

export default apiHandler({
  POST: async (req, res) => {
    const result = await signUpMember(req, res);
    ok(res, result, result.created ? 201 : 200);
  },
});
