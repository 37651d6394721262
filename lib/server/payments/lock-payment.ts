// Callbacks, sweeps and refunds of one payment run one after the other: the order row and then the
// payment row are locked until the transaction ends (SELECT … FOR UPDATE, FOR NO KEY UPDATE) and read again,
// so each step decides on the latest state and a member's cancel cannot slip in between the check and the
// change.
// Lock order: the order first, then its payment — the order every order-changing service takes (its
// status update locks the order row first), so two of them never wait on each other in a circle.
import type { Tx } from '@/lib/server/db/client';
import type { GradingOrder, Payment } from '@/lib/server/db/generated/client';

export type LockedPayment = Payment & { gradingOrder: GradingOrder };

export async function lockPaymentById(tx: Tx, paymentId: number): Promise<LockedPayment | null> {
  const found = await tx.payment.findUnique({ where: { id: paymentId }, select: { gradingOrderId: true } });
  if (!found) return null;
  await tx.$queryRaw`SELECT "id" FROM "GradingOrder" WHERE "id" = ${found.gradingOrderId} FOR UPDATE`;
  // NO KEY UPDATE: as exclusive as FOR UPDATE against every other locker, but it does not wait for the key-share
  // lock a callback takes on the row when it stores its PaymentCallback (a foreign key) before it locks the
  // order — waiting for it while holding the order lock would deadlock with that callback.
  await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "id" = ${paymentId} FOR NO KEY UPDATE`;
  return tx.payment.findUnique({ where: { id: paymentId }, include: { gradingOrder: true } });
}

export async function lockPayment(tx: Tx, providerPaymentId: string): Promise<LockedPayment | null> {
  const found = await tx.payment.findUnique({ where: { providerPaymentId }, select: { id: true } });
  return found ? lockPaymentById(tx, found.id) : null;
}
