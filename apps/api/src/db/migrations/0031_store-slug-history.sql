-- A store's earlier slugs (modules/tenants): after an operator renames a store's slug, its old
-- subdomain and `/s/{old}` pages answer 301 to the new slug for 90 days. Read by old slug before a
-- store is known, so through the platform path; row-level security like every table with a tenant_id.
CREATE TABLE "store_slug_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"old_slug" varchar(100) NOT NULL,
	"renamed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "store_slug_history" ADD CONSTRAINT "store_slug_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_slug_history_old_slug_idx" ON "store_slug_history" USING btree (lower("old_slug"),"renamed_at");--> statement-breakpoint
ALTER TABLE "store_slug_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_slug_history" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "store_slug_history" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "store_slug_history" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');
