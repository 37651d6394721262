// POST /api/photos: upload one order photo (multipart: `file`, optional `cardsInPhoto` 1–6).
// GET /api/photos: the member's photos not yet part of an order.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { listMyPhotos } from '@/lib/server/photos/list-photos';
import { withPhotoErrors } from '@/lib/server/photos/photo-error';
import { uploadPhoto } from '@/lib/server/photos/upload-photo';

// busboy reads the raw stream; Next must not parse (or buffer) the body first.
export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: async (req, res) => ok(res, await listMyPhotos(req)),
  POST: withPhotoErrors(async (req, res) => ok(res, await uploadPhoto(req, res), 201)),
});
