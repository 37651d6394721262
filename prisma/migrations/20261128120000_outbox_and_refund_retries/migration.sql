-- Issue #23: every e-mail and SMS goes through the outbox (written in the transaction of the change that causes it,
-- delivered by the worker with retries), and a refund the gateway did not confirm is tried again by a sweep.
CREATE TYPE "OutboxStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

ALTER TABLE "OutboxMessage"
    ADD COLUMN "status" "OutboxStatus" NOT NULL DEFAULT 'PENDING',
    ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    ADD COLUMN "lockedUntil" TIMESTAMP(3),
    ADD COLUMN "lastError" TEXT,
    ADD COLUMN "failedAt" TIMESTAMP(3);

-- Messages written before the outbox was a queue were sent (or kept by the development outbox) when they were written.
UPDATE "OutboxMessage" SET "status" = 'SENT', "attempts" = 1, "sentAt" = COALESCE("sentAt", "createdAt");

CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");

ALTER TABLE "Refund"
    ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "nextAttemptAt" TIMESTAMP(3),
    ADD COLUMN "lastError" TEXT,
    ADD COLUMN "manualTransferRef" TEXT;
