// POST /api/admin/certificates/[serial]/label-printed { expectedState, generation }: the certificate's own label page
// records the label before printing it (docs/product/certificates.md#staff-corrections;
// record-certificate-label-printed.ts) → the label page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { recordCertificateLabelPrinted } from '@/lib/server/certificates/record-certificate-label-printed';
import { certificateLabelPrintedSchema } from '@/lib/shared/schemas/certificate-admin';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: certificateLabelPrintedSchema,
    query: parsedQuery({ serial: parseCertificateSerial }),
    run: ({ db, session, body, query }) => recordCertificateLabelPrinted(db, session, query.serial, body),
  }),
});
