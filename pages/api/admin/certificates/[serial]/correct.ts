// POST /api/admin/certificates/[serial]/correct { expectedState, card fields, reason }: an admin corrects the card a
// published certificate names (docs/product/certificates.md#staff-corrections; correct-certificate.ts), answered with
// the certificate page as it is now. ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { correctCertificate } from '@/lib/server/certificates/correct-certificate';
import { correctionSchema } from '@/lib/shared/schemas/certificate-admin';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: ADMIN_ROLES,
    body: correctionSchema,
    query: parsedQuery({ serial: parseCertificateSerial }),
    run: ({ db, session, body, query }) => correctCertificate(db, session, query.serial, body),
  }),
});
