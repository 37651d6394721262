// DELETE /api/admin/certificates/[serial]/images/[imageId]: removes a scan of the certificate (issue #10;
// delete-certificate-image.ts), answered with the certificate's scans as they are now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseSerialParam, scanNotFound } from '@/lib/server/certificates/images/certificate-image-records';
import { deleteCertificateImage } from '@/lib/server/certificates/images/delete-certificate-image';
import { parsePhotoId } from '@/lib/server/photos/photo-access';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  DELETE: route({
    auth: STAFF_ROLES,
    query: parsedQuery({ serial: parseSerialParam, imageId: (value) => parsePhotoId(value, scanNotFound) }),
    run: ({ db, session, query }) => deleteCertificateImage(db, session, { serial: query.serial, imageId: query.imageId }),
  }),
});
