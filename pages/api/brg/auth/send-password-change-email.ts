// POST /brg/api/auth/send-password-change-email (SPEC.md §7): e-mails a password reset link.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { SocialAccountError } from '@/lib/server/members/member-errors';
import { sendPasswordChangeEmail } from '@/lib/server/members/send-password-change-email';

export default apiHandler({
  POST: async (req, res) => {
    try {
      ok(res, await sendPasswordChangeEmail(req, res));
    } catch (error) {
      // The page shows the sign-up date in its own language: it travels as data, not only in the text.
      if (!(error instanceof SocialAccountError)) throw error;
      res.status(error.status).json({ code: error.code, message: error.message, data: { signedUpOn: error.signedUpOn } });
    }
  },
});
