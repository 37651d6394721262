// GET /api/member/photo/[mbId]?size=full|thumb&v=<id>: the profile photo, to the member and to staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { sendProfilePhoto } from '@/lib/server/account/profile-photo/send-profile-photo';

export default apiHandler({
  GET: (req, res) => sendProfilePhoto(req, res),
});
