// GET /api/photos/[id]?size=thumb|full: the image, to its owner or staff. DELETE: the owner removes a
// photo that belongs to no order yet.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { getPhotoFile } from '@/lib/server/photos/get-photo-file';
import { parsePhotoId, parsePhotoSize } from '@/lib/server/photos/photo-access';
import { sendStoredImage } from '@/lib/server/photos/send-stored-image';

// A full-size photo may pass Next's 4 MB warning threshold; it is streamed, never buffered.
export const config = { api: { bodyParser: false, responseLimit: false } };

export default apiHandler({
  GET: route({
    auth: 'member',
    query: parsedQuery({ id: parsePhotoId, size: parsePhotoSize }),
    run: ({ db, session, query }) => getPhotoFile(db, session, { id: query.id, size: query.size }),
    respond: (image, { res }) => sendStoredImage(res, image),
  }),
  DELETE: route({ auth: 'member', query: parsedQuery({ id: parsePhotoId }), run: ({ db, session, query }) => deletePhoto(db, session, query.id) }),
});
