-- Issue #25, the collector's side: claim codes and owners over time on certificates, albums the database keeps honest
-- (the thumbnail is one of the album's cards; no public album without one), staff hiding, the community feed with its
-- likes, and pop watch.

CREATE TYPE "OwnershipTransferVia" AS ENUM ('CLAIM', 'STAFF');
CREATE TYPE "FeedItemKind" AS ENUM ('ALBUM', 'CARD', 'POST');

-- Certificates: the claim code (keyed hash for the check, sealed copy for its owner and the packing slip).
ALTER TABLE "Certificate" ADD COLUMN "claimCodeHash" TEXT;
ALTER TABLE "Certificate" ADD COLUMN "claimCodeSealed" TEXT;
ALTER TABLE "Certificate" ADD COLUMN "claimCodeIssuedAt" TIMESTAMP(3);
ALTER TABLE "Certificate" ADD COLUMN "ownedSince" TIMESTAMP(3);
CREATE UNIQUE INDEX "Certificate_claimCodeHash_key" ON "Certificate"("claimCodeHash");
-- An owned certificate's owner has had it since it was graded, as far as we know.
UPDATE "Certificate" SET "ownedSince" = "gradedAt" WHERE "memberId" IS NOT NULL;

-- Albums.
ALTER TABLE "Album" ADD COLUMN "publishedAt" TIMESTAMP(3);
ALTER TABLE "Album" ADD COLUMN "hiddenAt" TIMESTAMP(3);
ALTER TABLE "Album" ADD COLUMN "hiddenReason" TEXT;
ALTER TABLE "AlbumCard" ADD COLUMN "featuredAt" TIMESTAMP(3);
CREATE INDEX "Album_isPublic_publishedAt_idx" ON "Album"("isPublic", "publishedAt");
CREATE INDEX "AlbumCard_certificateId_idx" ON "AlbumCard"("certificateId");
CREATE INDEX "AlbumLike_memberId_idx" ON "AlbumLike"("memberId");
-- Albums made before this rule could be public without a thumbnail among their cards: private until saved again.
UPDATE "Album" a SET "isPublic" = false, "thumbnailCertificateId" = NULL
 WHERE "thumbnailCertificateId" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "AlbumCard" c WHERE c."albumId" = a."id" AND c."certificateId" = a."thumbnailCertificateId");
UPDATE "Album" SET "isPublic" = false WHERE "isPublic" AND "thumbnailCertificateId" IS NULL;
UPDATE "Album" SET "publishedAt" = "updatedAt" WHERE "isPublic";
-- The thumbnail is one of the album's cards. When that card leaves the album only the thumbnail is cleared (a column
-- list, PostgreSQL 15+), and the trigger below makes the album private in the same statement.
ALTER TABLE "Album" ADD CONSTRAINT "Album_id_thumbnailCertificateId_fkey" FOREIGN KEY ("id", "thumbnailCertificateId")
  REFERENCES "AlbumCard"("albumId", "certificateId") ON DELETE SET NULL ("thumbnailCertificateId") ON UPDATE NO ACTION;
ALTER TABLE "Album" ADD CONSTRAINT "Album_public_needs_thumbnail" CHECK (NOT "isPublic" OR "thumbnailCertificateId" IS NOT NULL);
ALTER TABLE "Album" ADD CONSTRAINT "Album_likeCount_not_negative" CHECK ("likeCount" >= 0);
CREATE FUNCTION "album_private_without_thumbnail"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."thumbnailCertificateId" IS NULL THEN
    NEW."isPublic" := false;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Album_private_without_thumbnail" BEFORE INSERT OR UPDATE ON "Album"
  FOR EACH ROW EXECUTE FUNCTION "album_private_without_thumbnail"();

-- Owners over time.
CREATE TABLE "OwnershipTransfer" (
    "id" SERIAL NOT NULL,
    "certificateId" INTEGER NOT NULL,
    "fromMemberId" INTEGER,
    "toMemberId" INTEGER NOT NULL,
    "via" "OwnershipTransferVia" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OwnershipTransfer_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "OwnershipTransfer_certificateId_createdAt_idx" ON "OwnershipTransfer"("certificateId", "createdAt");
CREATE INDEX "OwnershipTransfer_toMemberId_idx" ON "OwnershipTransfer"("toMemberId");
CREATE INDEX "OwnershipTransfer_fromMemberId_idx" ON "OwnershipTransfer"("fromMemberId");
ALTER TABLE "OwnershipTransfer" ADD CONSTRAINT "OwnershipTransfer_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OwnershipTransfer" ADD CONSTRAINT "OwnershipTransfer_fromMemberId_fkey" FOREIGN KEY ("fromMemberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "OwnershipTransfer" ADD CONSTRAINT "OwnershipTransfer_toMemberId_fkey" FOREIGN KEY ("toMemberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The community feed.
CREATE TABLE "FeedItem" (
    "id" SERIAL NOT NULL,
    "kind" "FeedItemKind" NOT NULL,
    "memberId" INTEGER,
    "albumId" INTEGER,
    "certificateId" INTEGER,
    "postId" INTEGER,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "hiddenAt" TIMESTAMP(3),
    "hiddenReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeedItem_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "FeedItem_likeCount_not_negative" CHECK ("likeCount" >= 0),
    CONSTRAINT "FeedItem_kind_target" CHECK (
      ("kind" = 'ALBUM' AND "albumId" IS NOT NULL AND "memberId" IS NOT NULL) OR
      ("kind" = 'CARD' AND "albumId" IS NOT NULL AND "certificateId" IS NOT NULL AND "memberId" IS NOT NULL) OR
      ("kind" = 'POST' AND "postId" IS NOT NULL))
);
CREATE INDEX "FeedItem_createdAt_id_idx" ON "FeedItem"("createdAt", "id");
CREATE INDEX "FeedItem_albumId_idx" ON "FeedItem"("albumId");
CREATE INDEX "FeedItem_certificateId_idx" ON "FeedItem"("certificateId");
CREATE INDEX "FeedItem_postId_idx" ON "FeedItem"("postId");
CREATE INDEX "FeedItem_memberId_idx" ON "FeedItem"("memberId");
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES "Album"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_certificateId_fkey" FOREIGN KEY ("certificateId") REFERENCES "Certificate"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "FeedLike" (
    "feedItemId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeedLike_pkey" PRIMARY KEY ("feedItemId", "memberId")
);
CREATE INDEX "FeedLike_memberId_idx" ON "FeedLike"("memberId");
ALTER TABLE "FeedLike" ADD CONSTRAINT "FeedLike_feedItemId_fkey" FOREIGN KEY ("feedItemId") REFERENCES "FeedItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FeedLike" ADD CONSTRAINT "FeedLike_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The lab's posts already published join the feed at their publication time.
INSERT INTO "FeedItem" ("kind", "postId", "createdAt") SELECT 'POST', "id", "publishedAt" FROM "Post";

-- Pop watch.
CREATE TABLE "PopulationWatch" (
    "memberId" INTEGER NOT NULL,
    "populationCardId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedTotal" INTEGER NOT NULL DEFAULT 0,
    "notifiedChangeAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMP(3),
    CONSTRAINT "PopulationWatch_pkey" PRIMARY KEY ("memberId", "populationCardId")
);
CREATE INDEX "PopulationWatch_populationCardId_idx" ON "PopulationWatch"("populationCardId");
ALTER TABLE "PopulationWatch" ADD CONSTRAINT "PopulationWatch_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PopulationWatch" ADD CONSTRAINT "PopulationWatch_populationCardId_fkey" FOREIGN KEY ("populationCardId") REFERENCES "PopulationCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;
