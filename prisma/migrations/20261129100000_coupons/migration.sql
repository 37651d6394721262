-- Issue #26, coupons (docs/decisions/0039-coupons.md, docs/product/payments.md#coupons): staff's discount codes, one
-- use per order, the discount priced into the order's stored quote. The database holds the limits: a coupon's
-- usedCount stays between 0 and maxUses, so two applies at once cannot over-use it, and an order's discount never goes
-- past its grading fees.

CREATE TYPE "CouponKind" AS ENUM ('FIXED', 'PERCENT');
CREATE TYPE "CouponRedemptionStatus" AS ENUM ('APPLIED', 'RETURNED');

ALTER TABLE "GradingOrder" ADD COLUMN "discountAmount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "GradingOrder" ADD CONSTRAINT "GradingOrder_discountAmount_range"
  CHECK ("discountAmount" >= 0 AND "discountAmount" <= "totalPrice");

CREATE TABLE "Coupon" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "CouponKind" NOT NULL,
    "value" INTEGER NOT NULL,
    "currency" "Currency" NOT NULL,
    "minOrderAmount" INTEGER NOT NULL DEFAULT 0,
    "orderTypes" "GradingOrderType"[] DEFAULT ARRAY[]::"GradingOrderType"[],
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "maxUses" INTEGER,
    "maxUsesPerMember" INTEGER NOT NULL DEFAULT 1,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Coupon_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Coupon_code_format" CHECK ("code" ~ '^[A-Z0-9]{4,20}$'),
    CONSTRAINT "Coupon_value_range" CHECK ("value" >= 1 AND ("kind" <> 'PERCENT' OR "value" <= 100)),
    CONSTRAINT "Coupon_minOrderAmount_not_negative" CHECK ("minOrderAmount" >= 0),
    CONSTRAINT "Coupon_dates_in_order" CHECK ("startsAt" < "endsAt"),
    CONSTRAINT "Coupon_maxUses_positive" CHECK ("maxUses" IS NULL OR "maxUses" >= 1),
    CONSTRAINT "Coupon_maxUsesPerMember_positive" CHECK ("maxUsesPerMember" >= 1),
    -- The race guard: an apply raises usedCount with a conditional update, and this refuses any over-use anyway.
    CONSTRAINT "Coupon_usedCount_range" CHECK ("usedCount" >= 0 AND ("maxUses" IS NULL OR "usedCount" <= "maxUses"))
);

CREATE TABLE "CouponRedemption" (
    "id" SERIAL NOT NULL,
    "couponId" INTEGER NOT NULL,
    "gradingOrderId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" "CouponRedemptionStatus" NOT NULL DEFAULT 'APPLIED',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "returnedAt" TIMESTAMP(3),

    CONSTRAINT "CouponRedemption_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CouponRedemption_amount_positive" CHECK ("amount" >= 1)
);

CREATE UNIQUE INDEX "Coupon_code_key" ON "Coupon"("code");
CREATE UNIQUE INDEX "CouponRedemption_gradingOrderId_key" ON "CouponRedemption"("gradingOrderId");
CREATE INDEX "CouponRedemption_couponId_memberId_idx" ON "CouponRedemption"("couponId", "memberId");

ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "CouponRedemption" ADD CONSTRAINT "CouponRedemption_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "CouponRedemption" ADD CONSTRAINT "CouponRedemption_gradingOrderId_fkey" FOREIGN KEY ("gradingOrderId") REFERENCES "GradingOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CouponRedemption" ADD CONSTRAINT "CouponRedemption_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
