-- The lab's back office (issue #10): per-card check notes, when a card was checked and cased, the partial refund
-- that paid a card back, staff's internal notes on an order, when a certificate's label was printed, and partner
-- shops' words in each locale.
ALTER TABLE "GradingOrderItem" ADD COLUMN "vscNote" TEXT;
ALTER TABLE "GradingOrderItem" ADD COLUMN "defectNote" TEXT;
ALTER TABLE "GradingOrderItem" ADD COLUMN "checkedAt" TIMESTAMP(3);
ALTER TABLE "GradingOrderItem" ADD COLUMN "casedAt" TIMESTAMP(3);
ALTER TABLE "GradingOrderItem" ADD COLUMN "refundId" INTEGER;
ALTER TABLE "GradingOrderItem" ADD CONSTRAINT "GradingOrderItem_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Certificate" ADD COLUMN "labelPrintedAt" TIMESTAMP(3);

CREATE TABLE "OrderNote" (
    "id" SERIAL NOT NULL,
    "gradingOrderId" INTEGER NOT NULL,
    "authorId" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderNote_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "OrderNote_gradingOrderId_createdAt_idx" ON "OrderNote"("gradingOrderId", "createdAt");
ALTER TABLE "OrderNote" ADD CONSTRAINT "OrderNote_gradingOrderId_fkey" FOREIGN KEY ("gradingOrderId") REFERENCES "GradingOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OrderNote" ADD CONSTRAINT "OrderNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "PartnerShopTranslation" (
    "id" SERIAL NOT NULL,
    "shopId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "address" TEXT NOT NULL,

    CONSTRAINT "PartnerShopTranslation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "PartnerShopTranslation_shopId_locale_key" ON "PartnerShopTranslation"("shopId", "locale");
ALTER TABLE "PartnerShopTranslation" ADD CONSTRAINT "PartnerShopTranslation_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "PartnerShop"("id") ON DELETE CASCADE ON UPDATE CASCADE;
