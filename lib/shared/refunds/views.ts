// What the back office's stuck-refunds list shows (issue #23, decision 0027). Browser-safe.
import type { Currency, RefundStatus } from '@/lib/server/db/generated/enums';

export interface StuckRefundView {
  id: number;
  orderNumber: string;
  amount: number;
  currency: Currency;
  status: RefundStatus;
  reason: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  /** The idempotency key the gateway knows it by: staff look it up on the gateway's dashboard. */
  gatewayKey: string;
  /** Being sent right now: retry and manual transfer wait for the gateway's answer. */
  inFlight: boolean;
}
