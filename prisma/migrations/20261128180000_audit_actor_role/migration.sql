-- Issue #24: an audit row keeps the role its actor acted in; the trail showed the actor's current role instead.
-- Rows written before this column are left null (shown as "unknown"): a member's current role says nothing about the
-- role they held when they acted — the very error this fixes — so no backfill (decision 0029).
ALTER TABLE "AuditLog" ADD COLUMN "actorRole" "Role";
