// A sandbox payment as its payer may see it (the hosted page and its buttons): any other member's id, an
// id of another provider, or an id that cannot be one answers like an id that does not exist.
import type { DbOrTx } from '@/lib/server/db/client';
import { hasBadCharacters } from '@/lib/shared/text';
import type { Actor } from '../../auth/access-token';
import { SANDBOX } from './provider';

export async function findOwnSandboxPayment(db: DbOrTx, session: Actor, paymentId: string) {
  if (!paymentId || paymentId.length > 100 || hasBadCharacters(paymentId)) return null;
  const payment = await db.payment.findUnique({ where: { providerPaymentId: paymentId }, include: { gradingOrder: true } });
  if (!payment || payment.provider !== SANDBOX || payment.gradingOrder.memberId !== session.memberId) return null;
  return payment;
}
