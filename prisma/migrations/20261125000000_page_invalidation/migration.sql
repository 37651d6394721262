-- Cached storefront pages that staff changed (issue #11, docs/decisions/0014-static-pages.md): every app instance polls
-- the rows newer than the last it saw and drops its copy of each path.
CREATE TABLE "PageInvalidation" (
    "id" SERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageInvalidation_pkey" PRIMARY KEY ("id")
);
