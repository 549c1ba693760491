-- The operator's figures read a few hundred rows, not one per store and day (ADR 0091): the
-- platform's day per currency (orders, gross and net sales, how many store days made it) and each
-- store's month, both kept from `sales_daily` by statement triggers in the same transaction as the
-- fold or rebuild that wrote it (a delete subtracts, an insert adds), so they always equal the sums
-- of `sales_daily`. The platform's day is no store's data (no tenant_id, so no row-level security,
-- like `analytics_cursors`); only the operator's call reads it. The store's month lets a year's top stores read twelve rows a store.
CREATE TABLE "sales_platform_daily" (
	"day" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"store_days" integer NOT NULL,
	"orders" integer NOT NULL,
	"gross_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	CONSTRAINT "sales_platform_daily_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "sales_monthly" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"store_days" integer NOT NULL,
	"orders" integer NOT NULL,
	"gross_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	CONSTRAINT "sales_monthly_pk" PRIMARY KEY("tenant_id","month","currency")
);
--> statement-breakpoint
ALTER TABLE "sales_monthly" ADD CONSTRAINT "sales_monthly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_monthly_month_idx" ON "sales_monthly" USING btree ("month","tenant_id") INCLUDE ("store_days","orders","net_minor");--> statement-breakpoint
-- The operator's edge days (a range's part months) read by index alone.
DROP INDEX "sales_daily_day_idx";--> statement-breakpoint
CREATE INDEX "sales_daily_day_idx" ON "sales_daily" USING btree ("day","tenant_id") INCLUDE ("orders","net_minor");--> statement-breakpoint
ALTER TABLE "sales_monthly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_monthly" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_monthly" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "sales_monthly" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
-- The triggers' function writes on the platform path whoever wrote `sales_daily` (a store's own
-- rebuild is on its tenant path), and gives the caller its scope back before it returns (an error
-- aborts the transaction or its savepoint, which undo the setting too).
CREATE FUNCTION sales_daily_roll_up() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  caller_scope text := coalesce(current_setting('app.scope', true), '');
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO sales_platform_daily AS p (day, currency, store_days, orders, gross_minor, net_minor)
    SELECT day, currency, -count(*)::int, -sum(orders)::int, -sum(gross_minor), -sum(net_minor)
    FROM old_rows GROUP BY day, currency ORDER BY day, currency
    ON CONFLICT (day, currency) DO UPDATE SET store_days = p.store_days + excluded.store_days,
      orders = p.orders + excluded.orders, gross_minor = p.gross_minor + excluded.gross_minor,
      net_minor = p.net_minor + excluded.net_minor;
    INSERT INTO sales_monthly AS m (tenant_id, month, currency, store_days, orders, gross_minor, net_minor)
    SELECT tenant_id, date_trunc('month', day)::date, currency, -count(*)::int, -sum(orders)::int,
      -sum(gross_minor), -sum(net_minor)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, month, currency) DO UPDATE SET store_days = m.store_days + excluded.store_days,
      orders = m.orders + excluded.orders, gross_minor = m.gross_minor + excluded.gross_minor,
      net_minor = m.net_minor + excluded.net_minor;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sales_platform_daily AS p (day, currency, store_days, orders, gross_minor, net_minor)
    SELECT day, currency, count(*)::int, sum(orders)::int, sum(gross_minor), sum(net_minor)
    FROM new_rows GROUP BY day, currency ORDER BY day, currency
    ON CONFLICT (day, currency) DO UPDATE SET store_days = p.store_days + excluded.store_days,
      orders = p.orders + excluded.orders, gross_minor = p.gross_minor + excluded.gross_minor,
      net_minor = p.net_minor + excluded.net_minor;
    INSERT INTO sales_monthly AS m (tenant_id, month, currency, store_days, orders, gross_minor, net_minor)
    SELECT tenant_id, date_trunc('month', day)::date, currency, count(*)::int, sum(orders)::int,
      sum(gross_minor), sum(net_minor)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, month, currency) DO UPDATE SET store_days = m.store_days + excluded.store_days,
      orders = m.orders + excluded.orders, gross_minor = m.gross_minor + excluded.gross_minor,
      net_minor = m.net_minor + excluded.net_minor;
  END IF;
  PERFORM set_config('app.scope', caller_scope, true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_daily_roll_up_insert AFTER INSERT ON "sales_daily"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_roll_up();--> statement-breakpoint
CREATE TRIGGER sales_daily_roll_up_delete AFTER DELETE ON "sales_daily"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_roll_up();--> statement-breakpoint
CREATE TRIGGER sales_daily_roll_up_update AFTER UPDATE ON "sales_daily"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_roll_up();--> statement-breakpoint
-- The rows already folded (read and written on the platform path, as migration 0023 does).
SELECT set_config('app.scope', 'platform', true);--> statement-breakpoint
INSERT INTO sales_platform_daily (day, currency, store_days, orders, gross_minor, net_minor)
SELECT day, currency, count(*)::int, sum(orders)::int, sum(gross_minor), sum(net_minor)
FROM sales_daily GROUP BY day, currency;--> statement-breakpoint
INSERT INTO sales_monthly (tenant_id, month, currency, store_days, orders, gross_minor, net_minor)
SELECT tenant_id, date_trunc('month', day)::date, currency, count(*)::int, sum(orders)::int,
  sum(gross_minor), sum(net_minor)
FROM sales_daily GROUP BY 1, 2, 3;--> statement-breakpoint
SELECT set_config('app.scope', '', true);
