// A sandbox payment as its payer may see it (the hosted page and its buttons): ../own-payment.ts for the sandbox.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Actor } from '../../auth/access-token';
import { findOwnPayment } from '../own-payment';
import { SANDBOX } from './provider';

export function findOwnSandboxPayment(db: DbOrTx, session: Actor, paymentId: string) {
  return findOwnPayment(db, session, SANDBOX, paymentId);
}
