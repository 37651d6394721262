// GET /api/admin/certificates/[serial]/owner: the certificate's owner, since when, its code's date and every move;
// POST { member, reason }: an admin moves the certificate to that member after checking their claim (issue #25;
// move-certificate.ts, docs/decisions/0035-claim-codes.md). ADMIN only: owners are member data.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { getCertificateOwnership } from '@/lib/server/claims/certificate-ownership';
import { moveCertificate } from '@/lib/server/claims/move-certificate';
import { moveCertificateSchema } from '@/lib/shared/schemas/claim';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const query = parsedQuery({ serial: parseCertificateSerial });

export default apiHandler({
  GET: route({ auth: ADMIN_ROLES, query, run: ({ db, session, query }) => getCertificateOwnership(db, session, query.serial) }),
  POST: route({
    auth: ADMIN_ROLES,
    body: moveCertificateSchema,
    query,
    run: ({ db, session, body, query }) => moveCertificate(db, session, query.serial, body),
  }),
});
