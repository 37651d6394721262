// A gateway's payment as its payer may see it (the sandbox's hosted page and buttons, the ECPay checkout page): any
// other member's id, an id of another provider, or an id that cannot be one answers like an id that does not exist.
import type { DbOrTx } from '@/lib/server/db/client';
import { hasBadCharacters } from '@/lib/shared/text';
import type { Actor } from '../auth/access-token';

export async function findOwnPayment(db: DbOrTx, session: Actor, provider: string, providerPaymentId: string) {
  if (!providerPaymentId || providerPaymentId.length > 100 || hasBadCharacters(providerPaymentId)) return null;
  const payment = await db.payment.findUnique({ where: { providerPaymentId }, include: { gradingOrder: true } });
  if (!payment || payment.provider !== provider || payment.gradingOrder.memberId !== session.memberId) return null;
  return payment;
}
