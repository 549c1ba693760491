-- A store's own domains (modules/domains, ADR 0070): one row per host name a store claims, the
-- token its TXT record must carry, and where its verification stands. A host belongs to one store
-- only, whatever its state (a unique index on the lower-cased name); at most one primary per store.
-- Row-level security like every tenant-owned table (ADR 0011).
CREATE TABLE "store_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"host" varchar(253) NOT NULL,
	"verification_token" varchar(100) NOT NULL,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"routing_problem" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now(),
	"last_checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_domains_state" CHECK ("state" IN ('pending', 'verified', 'active', 'failed')),
	CONSTRAINT "store_domains_primary_is_verified" CHECK (NOT "is_primary" OR "state" IN ('verified', 'active'))
);
--> statement-breakpoint
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_domains_host" ON "store_domains" USING btree (lower("host"));--> statement-breakpoint
CREATE UNIQUE INDEX "store_domains_one_primary" ON "store_domains" USING btree ("tenant_id") WHERE "store_domains"."is_primary";--> statement-breakpoint
CREATE INDEX "store_domains_tenant_idx" ON "store_domains" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "store_domains_due_checks" ON "store_domains" USING btree ("next_check_at") WHERE "store_domains"."state" IN ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "store_domains" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_domains" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "store_domains" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "store_domains" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
-- Which store a host shows, and whether its pages move to a primary domain, change when a domain is
-- verified, made primary or removed: like a changed tenants.domain (migration 0007) that drops
-- every store's cached store-front answers (payload '*'), since a host's cached entry may belong to
-- the store it fell back to. A check that changes neither leaves the cache alone.
create trigger storefront_cache_store_domains_insert after insert on store_domains
  for each row when (new.state in ('verified', 'active')) execute function storefront_cache_notify_domain();
--> statement-breakpoint
create trigger storefront_cache_store_domains_update after update on store_domains
  for each row when (new.state is distinct from old.state or new.is_primary is distinct from old.is_primary
    or new.host is distinct from old.host)
  execute function storefront_cache_notify_domain();
--> statement-breakpoint
create trigger storefront_cache_store_domains_delete after delete on store_domains
  for each row when (old.state in ('verified', 'active')) execute function storefront_cache_notify_domain();
