-- My orders (issue #9): a refund's account can be rejected by the bank (decision 0008), the member's
-- inbound parcel note and when the tracking number was entered, when the cards left the lab.
ALTER TYPE "RefundStatus" ADD VALUE 'ACCOUNT_REJECTED';

ALTER TABLE "GradingOrder" ADD COLUMN "trackingNoteIn" TEXT;
ALTER TABLE "GradingOrder" ADD COLUMN "trackingEnteredAt" TIMESTAMP(3);
ALTER TABLE "GradingOrder" ADD COLUMN "shippedOutAt" TIMESTAMP(3);

ALTER TABLE "GradingOrderItem" ADD COLUMN "shippedAt" TIMESTAMP(3);

-- Refund accounts store a bank id of lib/shared/orders/banks.ts (decision 0009); 국민 is KR-004.
ALTER TABLE "RefundAccount" ALTER COLUMN "bank" SET DEFAULT 'KR-004';
UPDATE "RefundAccount" SET "bank" = 'KR-004' WHERE "bank" = '국민';
