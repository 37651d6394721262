// The sandbox gateway's memory of the refunds it made, by idempotency key, as a real gateway keeps it: the same key
// sent again (a retry after a time-out, a second instance, the refunds sweep) answers the first answer and moves no
// money a second time; a key reused for another amount is refused. Keys are kept per payment (its gateway id is
// unique), so a development database reset that numbers refunds from 1 again meets no old key. It lives in this process (the sandbox
// moves no money, decision 0006); a real gateway keeps it on its side for days (decision 0027).
import type { RefundResult } from '../types';

interface LedgerEntry {
  paymentId: string;
  amount: number;
  result: RefundResult;
}

const holder = globalThis as unknown as { __sandboxRefundLedger?: Map<string, LedgerEntry> };
const ledger = (holder.__sandboxRefundLedger ??= new Map());

/** The answer to `key`: the stored one when the key was seen, otherwise `refund()`'s, stored before it is returned. */
export function refundOnce(key: string, paymentId: string, amount: number, refund: () => RefundResult): RefundResult {
  const seen = ledger.get(`${paymentId} ${key}`);
  if (seen) return seen.amount === amount ? seen.result : { status: 'FAILED', reason: 'idempotency key reused for another amount' };
  const result = refund();
  ledger.set(`${paymentId} ${key}`, { paymentId, amount, result });
  return result;
}

/** Money the sandbox returned for a payment (tests: "exactly one refund at the gateway"). */
export function sandboxRefundsOf(providerPaymentId: string): { key: string; amount: number }[] {
  return [...ledger.entries()]
    .filter(([, entry]) => entry.paymentId === providerPaymentId && entry.result.status === 'COMPLETED')
    .map(([key, entry]) => ({ key: key.slice(providerPaymentId.length + 1), amount: entry.amount }));
}
