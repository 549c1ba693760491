ALTER TABLE "tenants" DROP COLUMN "settings";--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "branding";--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "stats";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_customer_id";--> statement-breakpoint
-- The store's plan job was renamed from subscriptions.end-due to store-plan.end-due (name and key,
-- the per-store keys being "<name>:<tenant id>"). A database that already ran the renamed code may
-- hold both; the old queued copy is then dropped, since renaming it would break jobs_key_active_idx.
DELETE FROM "jobs" AS "old"
WHERE "old"."status" = 'queued'
  AND ("old"."key" = 'subscriptions.end-due' OR "old"."key" LIKE 'subscriptions.end-due:%')
  AND EXISTS (
    SELECT 1 FROM "jobs" AS "new"
    WHERE "new"."status" IN ('queued', 'running')
      AND "new"."key" = 'store-plan.end-due' || substr("old"."key", length('subscriptions.end-due') + 1)
  );--> statement-breakpoint
UPDATE "jobs" SET "key" = 'store-plan.end-due' || substr("key", length('subscriptions.end-due') + 1)
WHERE "key" = 'subscriptions.end-due' OR "key" LIKE 'subscriptions.end-due:%';--> statement-breakpoint
UPDATE "jobs" SET "name" = 'store-plan.end-due' WHERE "name" = 'subscriptions.end-due';
