-- CreateEnum
CREATE TYPE "MbStatus" AS ENUM ('NOT_APPROVED', 'APPROVED', 'DORMANCY', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "MbType" AS ENUM ('NORMAL');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('MEMBER', 'STAFF', 'ADMIN');

-- CreateEnum
CREATE TYPE "SocialProvider" AS ENUM ('FACEBOOK', 'KAKAO', 'LINE');

-- CreateEnum
CREATE TYPE "Currency" AS ENUM ('KRW', 'USD', 'TWD');

-- CreateEnum
CREATE TYPE "GradingOrderStatus" AS ENUM ('TEMP_SAVED', 'SAVED', 'CANCELLED', 'DEADLINE_EXPIRED', 'WAITING_FOR_DEPOSIT', 'PROCESSING', 'COMPLETE', 'REFUNDED', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED', 'WRONG_REFUND_ACCOUNT', 'PAYMENT_FAILED');

-- CreateEnum
CREATE TYPE "GradingOrderProcessingStatus" AS ENUM ('OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'BREAK_SHIPPING_BEFORE_PICKUP', 'NOT_PROCESSING', 'SHIPPING_IN', 'SHIPPING_IN_COMPLETE', 'WAREHOUSE_IN', 'CARD_CORRESPOND_CHECKED', 'VSC_CHECKED', 'CARD_DEFECT_CHECKED', 'CARD_SCORED', 'CASING_COMPLETE', 'WAREHOUSE_OUT', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE');

-- CreateEnum
CREATE TYPE "GradingOrderType" AS ENUM ('REG', 'EXP', 'REHOLDER', 'BULK');

-- CreateEnum
CREATE TYPE "SubmitType" AS ENUM ('GENERAL', 'SIMPLE', 'REHOLDER');

-- CreateEnum
CREATE TYPE "ShippingMethod" AS ENUM ('SELF_SHIPPING', 'BRG_SHIPPING', 'QUICK', 'VISIT');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('CONNECT_PAY', 'CREDIT_CARD', 'REALTIME_BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'MOBILE', 'QUICK_PAY', 'TOSS_PAY', 'GIFT_CARD', 'KAKAO_PAY', 'NAVER_PAY', 'EC_PAY', 'BANK_TRANSFER');

-- CreateEnum
CREATE TYPE "GradingOrderItemType" AS ENUM ('GRADING_CARD', 'GRADING_CARD_AUTO', 'KOR_GRADING_CARD', 'KOR_GRADING_CARD_AUTO', 'POKEMON', 'YUGIOH');

-- CreateEnum
CREATE TYPE "CorrespondCheck" AS ENUM ('NOT_DETERMINED', 'OMITTED', 'MISS_INPUT', 'UNGRADABLE', 'OK');

-- CreateEnum
CREATE TYPE "SportsType" AS ENUM ('VOLLEYBALL', 'BASEBALL', 'BASKETBALL', 'SOCCER', 'FOOTBALL', 'F1', 'POKEMON', 'HOCKEY', 'ENTERTAINMENT', 'DRAGONBALL', 'DIGIMON', 'WEISS_SCHWARZ', 'WRESTLING', 'STAR_WARS', 'CHEERLEADING', 'GOLF', 'TENNIS', 'ETC', 'MTG', 'MMA', 'YUGIOH');

-- CreateEnum
CREATE TYPE "CardCategory" AS ENUM ('POKEMON', 'YUGIOH', 'ETC_TCG', 'SPORTS', 'ETC');

-- CreateEnum
CREATE TYPE "ServiceName" AS ENUM ('REG', 'EXP', 'BULK', 'REHOLDER', 'QUICK_SUBMISSION');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('READY', 'PENDING_DEPOSIT', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('REQUESTED', 'COMPLETED', 'FAILED');

-- CreateEnum
CREATE TYPE "VerificationPurpose" AS ENUM ('EMAIL_SIGNUP', 'PASSWORD_RESET', 'PHONE');

-- CreateEnum
CREATE TYPE "OutboxChannel" AS ENUM ('EMAIL', 'SMS');

-- CreateEnum
CREATE TYPE "PostKind" AS ENUM ('NOTICE', 'EVENT');

-- CreateEnum
CREATE TYPE "InquiryStatus" AS ENUM ('NEW', 'IN_PROGRESS', 'CLOSED');

-- CreateEnum
CREATE TYPE "ImageKind" AS ENUM ('ORDER_PHOTO', 'CARD_FRONT', 'CARD_BACK', 'PROFILE');

-- CreateTable
CREATE TABLE "SupportRegion" (
    "id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "SupportRegion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Membership" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "discountRate" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Membership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Member" (
    "id" SERIAL NOT NULL,
    "mbId" TEXT NOT NULL,
    "mbNick" TEXT NOT NULL,
    "mbName" TEXT,
    "mbPhone" TEXT,
    "mbEmail" TEXT NOT NULL,
    "mbPhoto" TEXT,
    "mbThumbnail" TEXT,
    "mbStatus" "MbStatus" NOT NULL DEFAULT 'NOT_APPROVED',
    "mbType" "MbType" NOT NULL DEFAULT 'NORMAL',
    "role" "Role" NOT NULL DEFAULT 'MEMBER',
    "socialId" TEXT,
    "passwordHash" TEXT,
    "advertisingConsent" BOOLEAN NOT NULL DEFAULT false,
    "language" TEXT NOT NULL DEFAULT 'zh-TW',
    "supportRegionId" INTEGER NOT NULL DEFAULT 1,
    "membershipId" INTEGER,
    "emailVerifiedAt" TIMESTAMP(3),
    "phoneVerifiedAt" TIMESTAMP(3),
    "termsAgreedAt" TIMESTAMP(3),
    "lastLoginAt" TIMESTAMP(3),
    "dormantAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SocialAccount" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "provider" "SocialProvider" NOT NULL,
    "providerUserId" TEXT NOT NULL,
    "email" TEXT,
    "linkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SocialAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "familyId" TEXT NOT NULL,
    "persistent" BOOLEAN NOT NULL DEFAULT false,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "rotatedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "userAgent" TEXT,
    "ip" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefreshToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerificationCode" (
    "id" SERIAL NOT NULL,
    "purpose" "VerificationPurpose" NOT NULL,
    "target" TEXT NOT NULL,
    "memberId" INTEGER,
    "codeHash" TEXT NOT NULL,
    "linkHash" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VerificationCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" SERIAL NOT NULL,
    "channel" "OutboxChannel" NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "template" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "transport" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimiterFlexible" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMP(3),

    CONSTRAINT "RateLimiterFlexible_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "UsedCaptcha" (
    "signature" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UsedCaptcha_pkey" PRIMARY KEY ("signature")
);

-- CreateTable
CREATE TABLE "ShippingAddress" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "nickname" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "postalCode" TEXT,
    "address" TEXT NOT NULL,
    "addressDetail" TEXT,
    "deliveryMemo" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShippingAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefundAccount" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "gradingOrderId" INTEGER,
    "bank" TEXT NOT NULL DEFAULT '국민',
    "accountNumber" TEXT NOT NULL,
    "holderName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RefundAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CostPolicy" (
    "id" SERIAL NOT NULL,
    "currency" "Currency" NOT NULL,
    "autoGradingSurcharge" INTEGER NOT NULL,
    "jejuSurcharge" INTEGER NOT NULL DEFAULT 0,
    "reholderDefaultPrice" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CostPolicy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductService" (
    "id" SERIAL NOT NULL,
    "costPolicyId" INTEGER NOT NULL,
    "serviceName" "ServiceName" NOT NULL,
    "amount" INTEGER NOT NULL,
    "businessDays" INTEGER,

    CONSTRAINT "ProductService_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductCardCategory" (
    "id" SERIAL NOT NULL,
    "costPolicyId" INTEGER NOT NULL,
    "category" "CardCategory" NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "ProductCardCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliveryCost" (
    "id" SERIAL NOT NULL,
    "costPolicyId" INTEGER NOT NULL,
    "shippingMethod" "ShippingMethod" NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "DeliveryCost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GradingOrder" (
    "id" SERIAL NOT NULL,
    "orderNumber" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "gradingOrderStatus" "GradingOrderStatus" NOT NULL DEFAULT 'TEMP_SAVED',
    "gradingOrderProcessingStatus" "GradingOrderProcessingStatus" NOT NULL DEFAULT 'NOT_PROCESSING',
    "gradingOrderType" "GradingOrderType" NOT NULL DEFAULT 'REG',
    "submitType" "SubmitType" NOT NULL DEFAULT 'GENERAL',
    "shippingMethod" "ShippingMethod",
    "paymentMethod" "PaymentMethod" NOT NULL DEFAULT 'CONNECT_PAY',
    "currency" "Currency" NOT NULL DEFAULT 'KRW',
    "discountRate" INTEGER NOT NULL DEFAULT 0,
    "totalPrice" INTEGER NOT NULL DEFAULT 0,
    "deliveryCost" INTEGER NOT NULL DEFAULT 0,
    "totalAmount" INTEGER NOT NULL DEFAULT 0,
    "totalQt" INTEGER NOT NULL DEFAULT 0,
    "korQt" INTEGER NOT NULL DEFAULT 0,
    "korAutoQt" INTEGER NOT NULL DEFAULT 0,
    "foreignQt" INTEGER NOT NULL DEFAULT 0,
    "foreignAutoQt" INTEGER NOT NULL DEFAULT 0,
    "pokemonQt" INTEGER NOT NULL DEFAULT 0,
    "yugiohQt" INTEGER NOT NULL DEFAULT 0,
    "reholderQt" INTEGER NOT NULL DEFAULT 0,
    "korTotalPrice" INTEGER NOT NULL DEFAULT 0,
    "korAutoTotalPrice" INTEGER NOT NULL DEFAULT 0,
    "foreignTotalPrice" INTEGER NOT NULL DEFAULT 0,
    "foreignAutoTotalPrice" INTEGER NOT NULL DEFAULT 0,
    "pokemonTotalPrice" INTEGER NOT NULL DEFAULT 0,
    "yugiohTotalPrice" INTEGER NOT NULL DEFAULT 0,
    "reholderTotalPrice" INTEGER NOT NULL DEFAULT 0,
    "needAutoGrading" BOOLEAN NOT NULL DEFAULT false,
    "photoUploadAgreement" BOOLEAN NOT NULL DEFAULT false,
    "cautionAgreement" BOOLEAN NOT NULL DEFAULT false,
    "serviceAgreementChecked" BOOLEAN NOT NULL DEFAULT false,
    "couponIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "deliveryComIn" TEXT,
    "trackingNumIn" TEXT,
    "deliveryComOut" TEXT,
    "trackingNumOut" TEXT,
    "shippingAddressId" INTEGER,
    "shipRecipient" TEXT,
    "shipPhone" TEXT,
    "shipPostalCode" TEXT,
    "shipAddress" TEXT,
    "shipAddressDetail" TEXT,
    "shipMemo" TEXT,
    "idempotencyKey" TEXT,
    "submittedAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "receivedAt" TIMESTAMP(3),
    "estimatedCompletionAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GradingOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GradingOrderItem" (
    "id" SERIAL NOT NULL,
    "gradingOrderId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "cardCategory" "CardCategory" NOT NULL DEFAULT 'POKEMON',
    "gradingOrderItemType" "GradingOrderItemType" NOT NULL DEFAULT 'POKEMON',
    "sportsType" "SportsType" NOT NULL DEFAULT 'ETC',
    "isAuto" BOOLEAN NOT NULL DEFAULT false,
    "price" INTEGER NOT NULL DEFAULT 0,
    "amount" INTEGER NOT NULL DEFAULT 0,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "playerName" TEXT,
    "signer" TEXT,
    "brand" TEXT,
    "setName" TEXT,
    "description" TEXT,
    "year" INTEGER,
    "cardNumber" TEXT,
    "casing" BOOLEAN NOT NULL DEFAULT true,
    "minimumGrade" DOUBLE PRECISION,
    "serialNumber" TEXT,
    "correspondCheck" "CorrespondCheck" NOT NULL DEFAULT 'NOT_DETERMINED',

    CONSTRAINT "GradingOrderItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" SERIAL NOT NULL,
    "gradingOrderId" INTEGER NOT NULL,
    "fromStatus" "GradingOrderStatus",
    "toStatus" "GradingOrderStatus",
    "fromProcessing" "GradingOrderProcessingStatus",
    "toProcessing" "GradingOrderProcessingStatus",
    "actorId" INTEGER,
    "actorRole" "Role",
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "gradingOrderId" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "providerPaymentId" TEXT NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'READY',
    "amount" INTEGER NOT NULL,
    "currency" "Currency" NOT NULL,
    "vaBank" TEXT,
    "vaAccountNumber" TEXT,
    "vaHolder" TEXT,
    "vaDeadline" TIMESTAMP(3),
    "approvedAt" TIMESTAMP(3),
    "failedReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentCallback" (
    "id" SERIAL NOT NULL,
    "eventId" TEXT NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "payload" JSONB NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentCallback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" SERIAL NOT NULL,
    "gradingOrderId" INTEGER NOT NULL,
    "paymentId" INTEGER,
    "amount" INTEGER NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'REQUESTED',
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Certificate" (
    "id" SERIAL NOT NULL,
    "serial" TEXT NOT NULL,
    "gradingOrderItemId" INTEGER,
    "memberId" INTEGER,
    "cardCategory" "CardCategory" NOT NULL,
    "sportsType" "SportsType" NOT NULL DEFAULT 'ETC',
    "year" INTEGER,
    "brand" TEXT,
    "setName" TEXT,
    "cardNumber" TEXT,
    "playerName" TEXT NOT NULL,
    "description" TEXT,
    "grade" DOUBLE PRECISION,
    "authentic" BOOLEAN NOT NULL DEFAULT false,
    "surface" DOUBLE PRECISION,
    "edges" DOUBLE PRECISION,
    "corners" DOUBLE PRECISION,
    "centering" DOUBLE PRECISION,
    "centeringFrontLR" TEXT,
    "centeringFrontTB" TEXT,
    "centeringBackLR" TEXT,
    "centeringBackTB" TEXT,
    "isAuto" BOOLEAN NOT NULL DEFAULT false,
    "autoGrade" DOUBLE PRECISION,
    "gradedAt" TIMESTAMP(3) NOT NULL,
    "gradedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Certificate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Image" (
    "id" SERIAL NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "gradingOrderId" INTEGER,
    "certificateId" INTEGER,
    "kind" "ImageKind" NOT NULL,
    "storageKey" TEXT NOT NULL,
    "thumbKey" TEXT,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "cardsInPhoto" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Image_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Album" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "thumbnailCertificateId" INTEGER,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Album_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AlbumCard" (
    "albumId" INTEGER NOT NULL,
    "certificateId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AlbumCard_pkey" PRIMARY KEY ("albumId", "certificateId")
);

-- CreateTable
CREATE TABLE "AlbumLike" (
    "albumId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AlbumLike_pkey" PRIMARY KEY ("albumId", "memberId")
);

-- CreateTable
CREATE TABLE "PartnerShop" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "phone" TEXT,
    "email" TEXT,
    "website" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerShop_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PartnerInquiry" (
    "id" SERIAL NOT NULL,
    "name" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "company" TEXT NOT NULL,
    "country" TEXT,
    "description" TEXT NOT NULL,
    "status" "InquiryStatus" NOT NULL DEFAULT 'NEW',
    "locale" TEXT NOT NULL DEFAULT 'zh-TW',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerInquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Post" (
    "id" SERIAL NOT NULL,
    "kind" "PostKind" NOT NULL,
    "slug" TEXT NOT NULL,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostTranslation" (
    "id" SERIAL NOT NULL,
    "postId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "body" TEXT NOT NULL,

    CONSTRAINT "PostTranslation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FaqEntry" (
    "id" SERIAL NOT NULL,
    "topic" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FaqEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FaqTranslation" (
    "id" SERIAL NOT NULL,
    "faqId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,

    CONSTRAINT "FaqTranslation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" SERIAL NOT NULL,
    "actorId" INTEGER,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "data" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SupportRegion_code_key" ON "SupportRegion"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Membership_name_key" ON "Membership"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Member_mbId_key" ON "Member"("mbId");

-- CreateIndex
CREATE UNIQUE INDEX "Member_mbPhone_key" ON "Member"("mbPhone");

-- CreateIndex
CREATE UNIQUE INDEX "Member_mbEmail_key" ON "Member"("mbEmail");

-- CreateIndex
CREATE INDEX "SocialAccount_memberId_idx" ON "SocialAccount"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "SocialAccount_provider_providerUserId_key" ON "SocialAccount"("provider", "providerUserId");

-- CreateIndex
CREATE UNIQUE INDEX "RefreshToken_tokenHash_key" ON "RefreshToken"("tokenHash");

-- CreateIndex
CREATE INDEX "RefreshToken_memberId_idx" ON "RefreshToken"("memberId");

-- CreateIndex
CREATE INDEX "RefreshToken_familyId_idx" ON "RefreshToken"("familyId");

-- CreateIndex
CREATE UNIQUE INDEX "VerificationCode_linkHash_key" ON "VerificationCode"("linkHash");

-- CreateIndex
CREATE INDEX "VerificationCode_purpose_target_idx" ON "VerificationCode"("purpose", "target");

-- CreateIndex
CREATE INDEX "OutboxMessage_to_createdAt_idx" ON "OutboxMessage"("to", "createdAt");

-- CreateIndex
CREATE INDEX "ShippingAddress_memberId_idx" ON "ShippingAddress"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "RefundAccount_gradingOrderId_key" ON "RefundAccount"("gradingOrderId");

-- CreateIndex
CREATE INDEX "RefundAccount_memberId_idx" ON "RefundAccount"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "CostPolicy_currency_key" ON "CostPolicy"("currency");

-- CreateIndex
CREATE UNIQUE INDEX "ProductService_costPolicyId_serviceName_key" ON "ProductService"("costPolicyId", "serviceName");

-- CreateIndex
CREATE UNIQUE INDEX "ProductCardCategory_costPolicyId_category_key" ON "ProductCardCategory"("costPolicyId", "category");

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryCost_costPolicyId_shippingMethod_key" ON "DeliveryCost"("costPolicyId", "shippingMethod");

-- CreateIndex
CREATE UNIQUE INDEX "GradingOrder_orderNumber_key" ON "GradingOrder"("orderNumber");

-- CreateIndex
CREATE UNIQUE INDEX "GradingOrder_idempotencyKey_key" ON "GradingOrder"("idempotencyKey");

-- CreateIndex
CREATE INDEX "GradingOrder_memberId_createdAt_idx" ON "GradingOrder"("memberId", "createdAt");

-- CreateIndex
CREATE INDEX "GradingOrder_gradingOrderStatus_idx" ON "GradingOrder"("gradingOrderStatus");

-- CreateIndex
CREATE INDEX "GradingOrderItem_gradingOrderId_idx" ON "GradingOrderItem"("gradingOrderId");

-- CreateIndex
CREATE INDEX "OrderEvent_gradingOrderId_createdAt_idx" ON "OrderEvent"("gradingOrderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_providerPaymentId_key" ON "Payment"("providerPaymentId");

-- CreateIndex
CREATE INDEX "Payment_gradingOrderId_idx" ON "Payment"("gradingOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentCallback_eventId_key" ON "PaymentCallback"("eventId");

-- CreateIndex
CREATE INDEX "Refund_gradingOrderId_idx" ON "Refund"("gradingOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "Certificate_serial_key" ON "Certificate"("serial");

-- CreateIndex
CREATE INDEX "Certificate_cardCategory_year_setName_playerName_idx" ON "Certificate"("cardCategory", "year", "setName", "playerName");

-- CreateIndex
CREATE INDEX "Certificate_memberId_idx" ON "Certificate"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "Image_storageKey_key" ON "Image"("storageKey");

-- CreateIndex
CREATE INDEX "Image_gradingOrderId_idx" ON "Image"("gradingOrderId");

-- CreateIndex
CREATE INDEX "Image_certificateId_idx" ON "Image"("certificateId");

-- CreateIndex
CREATE INDEX "Album_memberId_idx" ON "Album"("memberId");

-- CreateIndex
CREATE INDEX "Album_isPublic_likeCount_idx" ON "Album"("isPublic", "likeCount");

-- CreateIndex
CREATE INDEX "PartnerShop_isActive_sortOrder_idx" ON "PartnerShop"("isActive", "sortOrder");

-- CreateIndex
CREATE INDEX "PartnerInquiry_status_createdAt_idx" ON "PartnerInquiry"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Post_slug_key" ON "Post"("slug");

-- CreateIndex
CREATE INDEX "Post_kind_publishedAt_idx" ON "Post"("kind", "publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PostTranslation_postId_locale_key" ON "PostTranslation"("postId", "locale");

-- CreateIndex
CREATE INDEX "FaqEntry_topic_sortOrder_idx" ON "FaqEntry"("topic", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "FaqTranslation_faqId_locale_key" ON "FaqTranslation"("faqId", "locale");

-- CreateIndex
CREATE INDEX "AuditLog_entity_entityId_idx" ON "AuditLog"("entity", "entityId");

-- AddForeignKey
ALTER TABLE "Member" ADD CONSTRAINT "Member_supportRegionId_fkey" FOREIGN KEY ("supportRegionId") REFERENCES "SupportRegion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Member" ADD CONSTRAINT "Member_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialAccount" ADD CONSTRAINT "SocialAccount_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VerificationCode" ADD CONSTRAINT "VerificationCode_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShippingAddress" ADD CONSTRAINT "ShippingAddress_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefundAccount" ADD CONSTRAINT "RefundAccount_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefundAccount" ADD CONSTRAINT "RefundAccount_gradingOrderId_fkey" FOREIGN KEY ("gradingOrderId") REFERENCES "GradingOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductService" ADD CONSTRAINT "ProductService_costPolicyId_fkey" FOREIGN KEY ("costPolicyId") REFERENCES "CostPolicy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductCardCategory" ADD CONSTRAINT "ProductCardCategory_costPolicyId_fkey" FOREIGN KEY ("costPolicyId") REFERENCES "CostPolicy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryCost" ADD CONSTRAINT "DeliveryCost_costPolicyId_fkey" FOREIGN KEY ("costPolicyId") REFERENCES "CostPolicy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GradingOrder" ADD CONSTRAINT "GradingOrder_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GradingOrderItem" ADD CONSTRAINT "GradingOrderItem_gradingOrderId_fkey" FOREIGN KEY ("gradingOrderId") REFERENCES "GradingOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_gradingOrderId_fkey" FOREIGN KEY ("gradingOrderId") REFERENCES "GradingOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_gradingOrderId_fkey" FOREIGN KEY ("gradingOrderId") REFERENCES "GradingOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentCallback" ADD CONSTRAINT "PaymentCallback_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_gradingOrderId_fkey" FOREIGN KEY ("gradingOrderId") REFERENCES "GradingOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Certificate" ADD CONSTRAINT "Certificate_gradingOrderItemId_fkey" FOREIGN KEY ("gradingOrderItemId") REFERENCES "GradingOrderItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Certificate" ADD CONSTRAINT "Certificate_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Image" ADD CONSTRAINT "Image_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Image" ADD CONSTRAINT "Image_gradingOrderId_fkey" FOREIGN KEY ("gradingOrderId") REFERENCES "GradingOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Image" ADD CONSTRAINT "Image_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Album" ADD CONSTRAINT "Album_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlbumCard" ADD CONSTRAINT "AlbumCard_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES "Album"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlbumCard" ADD CONSTRAINT "AlbumCard_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlbumLike" ADD CONSTRAINT "AlbumLike_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES "Album"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlbumLike" ADD CONSTRAINT "AlbumLike_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostTranslation" ADD CONSTRAINT "PostTranslation_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FaqTranslation" ADD CONSTRAINT "FaqTranslation_faqId_fkey" FOREIGN KEY ("faqId") REFERENCES "FaqEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Reference data: the countries' services. Members default to TW, the service this site runs (SPEC.md §1).
INSERT INTO "SupportRegion" ("id", "code", "name") VALUES (1, 'TW', 'Taiwan'), (2, 'KR', 'Korea');
