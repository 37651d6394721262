// POST /api/certificates/[serial]/reports/[reportId]/photos (multipart `token` + `file`): one photo of a reported slab
// (issue #22; add-report-photo.ts), at most four per report, with the token the report's answer gave.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { addReportPhoto } from '@/lib/server/certificates/reports/add-report-photo';
import { certificateNotFound } from '@/lib/server/certificates/reports/report-fake';
import { parsePhotoId } from '@/lib/server/photos/photo-access';
import { readImageUpload } from '@/lib/server/photos/read-photo-upload';
import { isSerial } from '@/lib/shared/certificate';

// busboy reads the raw stream; Next must not parse (or buffer) the body first.
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    POST: route({
      auth: 'public',
      status: 201,
      run: ({ db, req }) => {
        if (!isSerial(req.query.serial)) throw certificateNotFound();
        return addReportPhoto(db, req.query.serial, parsePhotoId(req.query.reportId, certificateNotFound), () => readImageUpload(req, ['token']));
      },
    }),
  },
  { ownBody: true },
);
