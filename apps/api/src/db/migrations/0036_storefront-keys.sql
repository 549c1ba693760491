-- Publishable store-front keys per store (modules/storefront-keys, ADR 0076): not secret, kept whole
-- and unique so that a request's key is found by one index lookup (on the platform path, before any
-- store is known), with the browser origins allowed to use it; row-level security like every
-- tenant-owned table (ADR 0011). A key made, changed or revoked notifies the store's store-front
-- invalidation (migration 0006), which also drops every instance's kept key → store answers.
CREATE TABLE "storefront_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"key" varchar(64) NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "storefront_keys" ADD CONSTRAINT "storefront_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_keys" ADD CONSTRAINT "storefront_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_keys_tenant_idx" ON "storefront_keys" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_keys_key" ON "storefront_keys" USING btree ("key");--> statement-breakpoint
ALTER TABLE "storefront_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "storefront_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "storefront_keys" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "storefront_keys" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
create trigger storefront_cache after insert or update or delete on storefront_keys
  for each row execute function storefront_cache_notify();
