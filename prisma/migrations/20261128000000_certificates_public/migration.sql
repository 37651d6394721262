-- What the world sees of a grade (issue #22, docs/product/certificates.md): certificates become public when their
-- order reaches CARD_SCORED, every label issued is recorded (label generations), the population report keeps
-- counters per card and grade, scans and reports feed the suspicious-certificates queue, and members hold keys for
-- the public API. Certificates published before this migration are published by the job that catches up
-- (lib/server/certificates/publish-certificates.ts), in code: the "same card" key is normalised there (NFKC), once.

-- Substring search of card names and sets (also in PGlite's contrib, loaded by lib/server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TYPE "LabelReason" AS ENUM ('FIRST', 'REHOLDER', 'REGRADE', 'CORRECTION');

CREATE TYPE "CertificateFlagSource" AS ENUM ('SCANS_SPREAD', 'SUPERSEDED_SCAN', 'REPORT');

CREATE TYPE "CertificateFlagStatus" AS ENUM ('OPEN', 'CONFIRMED', 'DISMISSED');

ALTER TABLE "Certificate" ADD COLUMN "publishedAt" TIMESTAMP(3),
    ADD COLUMN "voidedAt" TIMESTAMP(3),
    ADD COLUMN "voidReason" TEXT,
    ADD COLUMN "populationCardId" INTEGER,
    ADD COLUMN "populationGrade" TEXT;

ALTER TABLE "Image" ADD COLUMN "zoomKey" TEXT,
    ADD COLUMN "sha256" TEXT;

CREATE TABLE "LabelGeneration" (
    "id" SERIAL NOT NULL,
    "certificateId" INTEGER NOT NULL,
    "generation" INTEGER NOT NULL,
    "format" INTEGER NOT NULL,
    "kid" TEXT,
    "sig" TEXT,
    "grade" TEXT NOT NULL,
    "card" TEXT NOT NULL,
    "reason" "LabelReason" NOT NULL,
    "orderId" INTEGER,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "supersededAt" TIMESTAMP(3),
    "supersededBy" "LabelReason",

    CONSTRAINT "LabelGeneration_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PopulationCard" (
    "id" SERIAL NOT NULL,
    "cardKey" TEXT NOT NULL,
    "cardCategory" "CardCategory" NOT NULL,
    "year" INTEGER,
    "brand" TEXT,
    "setName" TEXT,
    "cardNumber" TEXT,
    "playerName" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "setKey" TEXT NOT NULL,
    "numberKey" TEXT NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,
    "lastChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PopulationCard_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PopulationCount" (
    "cardId" INTEGER NOT NULL,
    "grade" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PopulationCount_pkey" PRIMARY KEY ("cardId", "grade")
);

CREATE TABLE "PopulationSnapshot" (
    "cardId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "counts" JSONB NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "PopulationSnapshot_pkey" PRIMARY KEY ("cardId", "day")
);

CREATE TABLE "CertificateScanDay" (
    "certificateId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "scans" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CertificateScanDay_pkey" PRIMARY KEY ("certificateId", "day")
);

CREATE TABLE "CertificateScanNetwork" (
    "certificateId" INTEGER NOT NULL,
    "networkHash" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CertificateScanNetwork_pkey" PRIMARY KEY ("certificateId", "networkHash")
);

CREATE TABLE "CertificateFlag" (
    "id" SERIAL NOT NULL,
    "certificateId" INTEGER NOT NULL,
    "source" "CertificateFlagSource" NOT NULL,
    "status" "CertificateFlagStatus" NOT NULL DEFAULT 'OPEN',
    "detail" JSONB,
    "offeredAt" TEXT,
    "note" TEXT,
    "contactEmail" TEXT,
    "reporterId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),
    "decidedById" INTEGER,
    "decisionNote" TEXT,

    CONSTRAINT "CertificateFlag_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "CertificateFlagPhoto" (
    "id" SERIAL NOT NULL,
    "flagId" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "thumbKey" TEXT,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CertificateFlagPhoto_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ApiKey" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ApiUsage" (
    "keyId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ApiUsage_pkey" PRIMARY KEY ("keyId", "day")
);

CREATE INDEX "Certificate_populationCardId_populationGrade_idx" ON "Certificate"("populationCardId", "populationGrade");

CREATE INDEX "LabelGeneration_sig_idx" ON "LabelGeneration"("sig");

CREATE UNIQUE INDEX "LabelGeneration_certificateId_generation_key" ON "LabelGeneration"("certificateId", "generation");

CREATE UNIQUE INDEX "PopulationCard_cardKey_key" ON "PopulationCard"("cardKey");

CREATE INDEX "PopulationCard_cardCategory_year_idx" ON "PopulationCard"("cardCategory", "year");

CREATE INDEX "PopulationCard_numberKey_idx" ON "PopulationCard"("numberKey");

CREATE INDEX "PopulationCard_lastChangedAt_id_idx" ON "PopulationCard"("lastChangedAt", "id");

CREATE INDEX "PopulationCard_nameKey_idx" ON "PopulationCard" USING GIN ("nameKey" gin_trgm_ops);

CREATE INDEX "PopulationCard_setKey_idx" ON "PopulationCard" USING GIN ("setKey" gin_trgm_ops);

CREATE INDEX "CertificateScanNetwork_lastSeenAt_idx" ON "CertificateScanNetwork"("lastSeenAt");

CREATE INDEX "CertificateFlag_status_createdAt_idx" ON "CertificateFlag"("status", "createdAt");

CREATE INDEX "CertificateFlag_certificateId_status_idx" ON "CertificateFlag"("certificateId", "status");

CREATE UNIQUE INDEX "CertificateFlagPhoto_storageKey_key" ON "CertificateFlagPhoto"("storageKey");

CREATE INDEX "CertificateFlagPhoto_flagId_idx" ON "CertificateFlagPhoto"("flagId");

CREATE UNIQUE INDEX "ApiKey_hash_key" ON "ApiKey"("hash");

CREATE INDEX "ApiKey_memberId_idx" ON "ApiKey"("memberId");

ALTER TABLE "Certificate" ADD CONSTRAINT "Certificate_populationCardId_fkey" FOREIGN KEY ("populationCardId") REFERENCES "PopulationCard"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "LabelGeneration" ADD CONSTRAINT "LabelGeneration_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PopulationCount" ADD CONSTRAINT "PopulationCount_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "PopulationCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "PopulationSnapshot" ADD CONSTRAINT "PopulationSnapshot_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "PopulationCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "CertificateScanDay" ADD CONSTRAINT "CertificateScanDay_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "CertificateScanNetwork" ADD CONSTRAINT "CertificateScanNetwork_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "CertificateFlag" ADD CONSTRAINT "CertificateFlag_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "CertificateFlagPhoto" ADD CONSTRAINT "CertificateFlagPhoto_flagId_fkey" FOREIGN KEY ("flagId") REFERENCES "CertificateFlag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ApiUsage" ADD CONSTRAINT "ApiUsage_keyId_fkey" FOREIGN KEY ("keyId") REFERENCES "ApiKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;
