// POST /api/admin/certificates/[serial]/claim-code { reason }: an admin spends the certificate's claim code and issues
// its owner a new one (issue #25; reissue-claim-code.ts, docs/decisions/0035-claim-codes.md). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { reissueClaimCode } from '@/lib/server/claims/reissue-claim-code';
import { reissueClaimCodeSchema } from '@/lib/shared/schemas/claim';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: ADMIN_ROLES,
    body: reissueClaimCodeSchema,
    query: parsedQuery({ serial: parseCertificateSerial }),
    run: ({ db, session, body, query }) => reissueClaimCode(db, session, query.serial, body),
  }),
});
