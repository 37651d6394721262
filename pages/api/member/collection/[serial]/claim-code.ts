// GET /api/member/collection/[serial]/claim-code: the owner's current claim code of one of their cards (issue #25;
// owner-claim-code.ts). 404 for anyone but the owner, and for a malformed serial. Never cached.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { ownerCodeNotFound } from '@/lib/server/claims/claim-errors';
import { getOwnerClaimCode } from '@/lib/server/claims/owner-claim-code';
import { isSerial } from '@/lib/shared/certificate';

export const config = { api: { bodyParser: false } };

const serialOf = (value: unknown): string => {
  if (!isSerial(value)) throw ownerCodeNotFound();
  return value;
};

export default apiHandler({
  GET: route({
    auth: 'member',
    query: parsedQuery({ serial: serialOf }),
    run: ({ db, session, query, res }) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return getOwnerClaimCode(db, session, query.serial);
    },
  }),
});
