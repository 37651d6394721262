// GET /api/admin/certificates/[serial]/label: the label a certificate's own label page prints now
// (docs/product/certificates.md#staff-corrections; certificate-label.ts). Staff only; unknown serial → 404.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { getCertificateLabel } from '@/lib/server/certificates/certificate-label';
import { parseCertificateSerial } from '@/lib/server/certificates/certificate-errors';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const read = route({
  auth: STAFF_ROLES,
  query: parsedQuery({ serial: parseCertificateSerial }),
  run: ({ db, session, query }) => getCertificateLabel(db, session, query.serial),
});

export default apiHandler({
  // Signed label URLs are for staff: never cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return read(req, res);
  },
});
