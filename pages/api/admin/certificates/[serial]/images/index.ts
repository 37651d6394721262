// POST /api/admin/certificates/[serial]/images (multipart: `kind` CARD_FRONT|CARD_BACK + `file`): a certificate's
// scan, replacing the side's previous one (issue #10; upload-certificate-image.ts). Answers 201 with the
// certificate's scans. A refused file answers like an order photo: 'Image Upload Failed' with the reason under `file`.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseSerialParam } from '@/lib/server/certificates/images/certificate-image-records';
import { uploadCertificateImage } from '@/lib/server/certificates/images/upload-certificate-image';
import { readImageUpload } from '@/lib/server/photos/read-photo-upload';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

// busboy reads the raw stream; Next must not parse (or buffer) the body first.
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    POST: route({
      auth: STAFF_ROLES,
      status: 201,
      query: parsedQuery({ serial: parseSerialParam }),
      run: ({ db, session, req, query }) => uploadCertificateImage(db, session, query.serial, () => readImageUpload(req, ['kind'])),
    }),
  },
  { ownBody: true },
);
