// GET /api/v1/certificates/{serial}[?k=&s=]: a certificate's public record, with the verdict on a label's code when
// one is given (lib/server/public-api/get-certificate-record.ts). Anyone may call it; a key raises the limit.
import { apiHandler } from '@/lib/server/api/handler';
import { certificateKeeping, getCertificateRecord, labelCodeIn } from '@/lib/server/public-api/get-certificate-record';
import { v1Route } from '@/lib/server/public-api/v1-route';
import { certificateParamsSchema } from '@/lib/shared/schemas/public-api';

export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    GET: v1Route({
      access: 'open',
      query: certificateParamsSchema,
      run: ({ db, query, req, meta, now }) => getCertificateRecord(db, { serial: query.serial, code: labelCodeIn(req.query), ip: meta.ip, now }),
      keeping: certificateKeeping,
    }),
  },
  { cors: true },
);
