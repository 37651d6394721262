// POST /api/certificates/[serial]/reports/[reportId]/photos (multipart `token` + `file`): one photo of a reported slab
// (issue #22; add-report-photo.ts), at most four per report, with the token the report's answer gave.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { addReportPhoto } from '@/lib/server/certificates/reports/add-report-photo';
import { certificateNotFound } from '@/lib/server/certificates/reports/report-fake';
import { parsePhotoId } from '@/lib/server/photos/photo-access';
import { readImageUpload } from '@/lib/server/photos/read-photo-upload';
import { isSerial } from '@/lib/shared/certificate';

// busboy reads the raw stream; Next must not parse (or buffer) the body first.
export const config = { api: { bodyParser: false } };

/** The route's `[serial]`: anything but 7 digits is simply not found, like an unknown serial. */
function parseReportSerial(value: unknown): string {
  if (!isSerial(value)) throw certificateNotFound();
  return value;
}

export default apiHandler(
  {
    POST: route({
      auth: 'public',
      status: 201,
      query: parsedQuery({ serial: parseReportSerial, reportId: (value) => parsePhotoId(value, certificateNotFound) }),
      run: ({ db, req, query }) => addReportPhoto(db, query.serial, query.reportId, () => readImageUpload(req, ['token'])),
    }),
  },
  { ownBody: true },
);
