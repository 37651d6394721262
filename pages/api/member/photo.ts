// POST /api/member/photo: set the profile photo (multipart, one file in field `file`; refusals answer
// 'Image Upload Failed' with the reason under `file`). DELETE: remove it. GET of the image:
// /api/member/photo/[mbId].
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { removeProfilePhoto } from '@/lib/server/account/profile-photo/remove-profile-photo';
import { setProfilePhoto } from '@/lib/server/account/profile-photo/set-profile-photo';
import { readPhotoUpload } from '@/lib/server/photos/read-photo-upload';

// busboy reads the raw stream; Next must not parse (or buffer) the body first.
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    POST: route({ auth: 'member', status: 201, run: ({ db, session, req }) => setProfilePhoto(db, session, () => readPhotoUpload(req)) }),
    DELETE: route({ auth: 'member', run: ({ db, session }) => removeProfilePhoto(db, session) }),
  },
  { ownBody: true },
);
