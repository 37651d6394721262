// POST /api/member/collection/claim { serial, code }: a buyer moves a graded card to their collection with its one-time
// claim code (issue #25; claim-certificate.ts, docs/decisions/0035-claim-codes.md). Answers the card that joined.
// Failed tries are rate-limited per member and per address (429 with Retry-After).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { claimCertificate } from '@/lib/server/claims/claim-certificate';
import { claimSchema } from '@/lib/shared/schemas/claim';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'member', body: claimSchema, run: ({ db, session, body, meta }) => claimCertificate(db, session, body, meta) }),
});
