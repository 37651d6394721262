// GET /api/admin/certificate-flags/[id]/photos/[photoId]?size=thumb|full: a photo of a report of a suspected fake, to
// staff only (docs/product/certificates.md#reports-of-suspected-fakes; get-flag-photo-file.ts), streamed with the
// headers of every stored image (send-stored-image.ts), cached privately.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { flagPhotoNotFound } from '@/lib/server/certificates/certificate-errors';
import { getFlagPhotoFile } from '@/lib/server/certificates/flags/get-flag-photo-file';
import { parsePhotoId, parsePhotoSize } from '@/lib/server/photos/photo-access';
import { sendStoredImage } from '@/lib/server/photos/send-stored-image';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: STAFF_ROLES,
    query: parsedQuery({
      id: (value) => parsePhotoId(value, flagPhotoNotFound),
      photoId: (value) => parsePhotoId(value, flagPhotoNotFound),
      size: parsePhotoSize,
    }),
    run: ({ db, session, query }) =>
      getFlagPhotoFile(db, session, {
        flagId: query.id,
        photoId: query.photoId,
        size: query.size,
      }),
    respond: (image, { res }) => sendStoredImage(res, image, 'private'),
  }),
});
