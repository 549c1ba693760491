ALTER TABLE "tenants" ADD COLUMN "scheduled_plan" varchar(100);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "scheduled_plan_at" timestamp with time zone;