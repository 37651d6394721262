// POST /api/v1/certificates/batch { serials: [...] } (≤ 100): the records of many certificates at once, with a key
// (lib/server/public-api/get-certificate-batch.ts). Programs call it from anywhere: no same-origin check (`cors`).
import { apiHandler } from '@/lib/server/api/handler';
import { getCertificateBatch } from '@/lib/server/public-api/get-certificate-batch';
import { v1Route } from '@/lib/server/public-api/v1-route';
import { certificateBatchSchema } from '@/lib/shared/schemas/public-api';

export const config = { api: { bodyParser: false } };

export default apiHandler(
  { POST: v1Route({ access: 'key', body: certificateBatchSchema, run: ({ db, body, now }) => getCertificateBatch(db, body.serials, now) }) },
  { cors: true },
);
