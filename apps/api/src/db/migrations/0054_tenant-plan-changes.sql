-- Each change of a store's plan, with when it happened (ADR 0097): written by a trigger on tenants,
-- so every path that changes the plan (the owner's change, the operator's, a paid upgrade, a
-- scheduled downgrade's job) leaves its row; Generate Monthly Billing prorates the month by them.
CREATE TABLE "tenant_plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"from_plan" varchar(100) NOT NULL,
	"to_plan" varchar(100) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_plan_changes" ADD CONSTRAINT "tenant_plan_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_plan_changes_tenant_idx" ON "tenant_plan_changes" USING btree ("tenant_id","changed_at");--> statement-breakpoint
ALTER TABLE "tenant_plan_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_plan_changes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tenant_plan_changes" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "tenant_plan_changes" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
-- The change is the store's own row: the insert acts for that store (row-level security), whatever
-- the writer's scope (a job on no store's scope changes plans too), then puts the scope back.
CREATE FUNCTION tenant_plan_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  previous text := current_setting('app.tenant_id', true);
BEGIN
  PERFORM set_config('app.tenant_id', NEW.id::text, true);
  INSERT INTO tenant_plan_changes (tenant_id, from_plan, to_plan)
    VALUES (NEW.id, OLD.subscription_plan, NEW.subscription_plan);
  PERFORM set_config('app.tenant_id', coalesce(previous, ''), true);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tenant_plan_changed AFTER UPDATE OF subscription_plan ON "tenants"
  FOR EACH ROW WHEN (OLD.subscription_plan IS DISTINCT FROM NEW.subscription_plan)
  EXECUTE FUNCTION tenant_plan_changed();
