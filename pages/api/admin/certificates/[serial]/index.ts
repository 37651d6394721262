// GET /api/admin/certificates/[serial]: the staff certificate page (docs/product/certificates.md#staff-corrections;
// get-staff-certificate.ts) — fetched by the page when its server render had no session yet. Staff only; an unknown
// or malformed serial → 404.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { getStaffCertificate } from '@/lib/server/certificates/get-staff-certificate';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const read = route({
  auth: STAFF_ROLES,
  query: parsedQuery({ serial: parseCertificateSerial }),
  run: ({ db, session, query }) => getStaffCertificate(db, session, query.serial),
});

export default apiHandler({
  // Set before the session check, so nothing about a certificate's back office is ever cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return read(req, res);
  },
});
