// POST /api/photos: upload one order photo (multipart: `file`, optional `cardsInPhoto` 1–6); a refusal
// answers 'Image Upload Failed' with the reason under `file`. GET: the member's photos not yet in an order.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listMyPhotos } from '@/lib/server/photos/list-photos';
import { readPhotoUpload } from '@/lib/server/photos/read-photo-upload';
import { uploadPhoto } from '@/lib/server/photos/upload-photo';

// busboy reads the raw stream; Next must not parse (or buffer) the body first.
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    GET: route({ auth: 'member', run: ({ db, session }) => listMyPhotos(db, session) }),
    POST: route({ auth: 'member', status: 201, run: ({ db, session, req }) => uploadPhoto(db, session, () => readPhotoUpload(req)) }),
  },
  { ownBody: true },
);
