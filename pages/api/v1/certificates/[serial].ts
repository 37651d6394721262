// GET /api/v1/certificates/{serial}[?k=&s=]: a certificate's public record, with the verdict on a label's code when
// one is given (lib/server/public-api/get-certificate-record.ts). Anyone may call it; a key raises the limit.
import { apiHandler } from '@/lib/server/api/handler';
import { certificateKeeping, getCertificateRecord, labelCodeIn } from '@/lib/server/public-api/get-certificate-record';
import { v1Route } from '@/lib/server/public-api/v1-route';
import { LABEL_QUERY } from '@/lib/shared/certificate';
import { certificateParamsSchema } from '@/lib/shared/schemas/public-api';
import { mixed } from 'yup';

export const config = { api: { bodyParser: false } };

// The label's code as given (anything at all): a malformed one is a verdict, not a 400 (getCertificateRecord).
const certificateQuerySchema = certificateParamsSchema.shape({
  [LABEL_QUERY.kid]: mixed<string | string[]>(),
  [LABEL_QUERY.sig]: mixed<string | string[]>(),
});

export default apiHandler(
  {
    GET: v1Route({
      access: 'open',
      query: certificateQuerySchema,
      run: ({ db, query, meta, now }) => getCertificateRecord(db, { serial: query.serial, code: labelCodeIn(query), ip: meta.ip, now }),
      keeping: certificateKeeping,
    }),
  },
  { cors: true },
);
