// GET /api/member/photo/[mbId]?size=full|thumb&v=<id>: the profile photo, to the member and to staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { getProfilePhotoFile, parseMbId, parsePhotoVersion } from '@/lib/server/account/profile-photo/get-profile-photo-file';
import { parsePhotoSize } from '@/lib/server/photos/photo-access';
import { sendStoredImage } from '@/lib/server/photos/send-stored-image';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'member',
    query: parsedQuery({ mbId: parseMbId, size: parsePhotoSize, v: parsePhotoVersion }),
    run: ({ db, session, query }) => getProfilePhotoFile(db, session, { mbId: query.mbId, size: query.size, version: query.v }),
    respond: (image, { res }) => sendStoredImage(res, image),
  }),
});
