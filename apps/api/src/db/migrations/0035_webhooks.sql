-- Outgoing signed webhooks per store (modules/webhooks, ADR 0075). `webhook_endpoints`: the URL, the
-- events it wants and its signing secret sealed at rest (lib/secret-box.ts, as gateway keys are).
-- `webhook_deliveries`: the outbox and the delivery log at once: one row per event and endpoint,
-- written in the transaction of the change, then sent, retried and logged by the 'webhooks.deliver'
-- job. `tenants.webhook_events` is the union of the events the store's enabled endpoints want, kept
-- by the trigger below, so a checkout (which reads the store's row anyway) knows without a round
-- trip whether anything is wanted; changing it notifies the store-front cache like every tenants
-- update. Two writes to one store's endpoints take their turns (advisory lock 727500, the
-- trigger). Row-level security like every tenant-owned table (ADR 0011).
ALTER TABLE "tenants" ADD COLUMN "webhook_events" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"url" varchar(2000) NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" varchar(300),
	"failing_since" timestamp with time zone,
	"failure_told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" varchar(50) NOT NULL,
	"data" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"response_body" varchar(500),
	"duration_ms" integer,
	"error" varchar(300),
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_tenant_idx" ON "webhook_endpoints" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tenant_idx" ON "webhook_deliveries" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "webhook_endpoints" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "webhook_endpoints" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "webhook_deliveries" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "webhook_deliveries" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
create function webhook_events_of_store() returns trigger language plpgsql as $$
declare
  store integer := coalesce(new.tenant_id, old.tenant_id);
begin
  -- One store's endpoint writes in turn: the next one's union then sees this one's committed rows.
  perform pg_advisory_xact_lock(727500, store);
  update tenants set webhook_events = coalesce((
    select array_agg(distinct wanted order by wanted)
    from webhook_endpoints e, unnest(e.events) as wanted
    where e.tenant_id = store and e.enabled), '{}')
  where id = store;
  return null;
end $$;
--> statement-breakpoint
create trigger webhook_events_of_store after insert or delete on webhook_endpoints
  for each row execute function webhook_events_of_store();
--> statement-breakpoint
create trigger webhook_events_of_store_update after update on webhook_endpoints
  for each row when (old.events is distinct from new.events or old.enabled <> new.enabled)
  execute function webhook_events_of_store();
