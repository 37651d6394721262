// POST /api/member/photo: set the profile photo (multipart, one file in field `file`; refusals answer
// 'Image Upload Failed' with the reason). DELETE: remove it. GET of the image: /api/member/photo/[mbId].
import { apiHandler, ok } from '@/lib/server/api/handler';
import { removeProfilePhoto } from '@/lib/server/account/profile-photo/remove-profile-photo';
import { setProfilePhoto } from '@/lib/server/account/profile-photo/set-profile-photo';
import { withPhotoErrors } from '@/lib/server/photos/photo-error';

// busboy reads the raw stream; Next must not parse (or buffer) the body first.
export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: withPhotoErrors(async (req, res) => ok(res, await setProfilePhoto(req, res), 201)),
  DELETE: async (req, res) => ok(res, await removeProfilePhoto(req)),
});
