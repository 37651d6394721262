// GET /api/certificates/[serial]/images/[imageId]?size=thumb|zoom|full: a public certificate's front or back scan, to
// anyone (issue #10; get-certificate-image-file.ts), cached publicly for a year — an id never changes its bytes; a
// certificate not yet public shows its scans to staff only, privately. Order photos and profile photos are never
// served here.
import { apiHandler } from '@/lib/server/api/handler';
import { getSession } from '@/lib/server/auth/session';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseScanSize, parseSerialParam, scanNotFound } from '@/lib/server/certificates/images/certificate-image-records';
import { getCertificateImageFile } from '@/lib/server/certificates/images/get-certificate-image-file';
import { parsePhotoId } from '@/lib/server/photos/photo-access';
import { sendStoredImage } from '@/lib/server/photos/send-stored-image';
import { isStaffRole } from '@/lib/shared/staff/roles';

// A full-size scan may pass Next's 4 MB warning threshold; it is streamed, never buffered.
export const config = { api: { bodyParser: false, responseLimit: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    query: parsedQuery({ serial: parseSerialParam, imageId: (value) => parsePhotoId(value, scanNotFound), size: parseScanSize }),
    run: ({ db, query, req }) =>
      getCertificateImageFile(db, {
        serial: query.serial,
        imageId: query.imageId,
        size: query.size,
        isStaff: async () => isStaffRole((await getSession(req, { read: true }))?.role),
      }),
    respond: (image, { res }) => sendStoredImage(res, image, image.published ? 'public-immutable' : 'private'),
  }),
});
