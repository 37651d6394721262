// GET /api/photos/[id]?size=thumb|full: the image, to its owner or staff. DELETE: the owner removes a
// photo that belongs to no order yet.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { sendPhoto } from '@/lib/server/photos/send-photo';

// A full-size photo may pass Next's 4 MB warning threshold; it is streamed, never buffered.
export const config = { api: { responseLimit: false } };

export default apiHandler({
  GET: (req, res) => sendPhoto(req, res),
  DELETE: async (req, res) => ok(res, await deletePhoto(req)),
});
