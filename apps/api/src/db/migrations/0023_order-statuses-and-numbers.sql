-- An order's two statuses and its number in its store (docs/spec/admin-and-platform.md §4 order
-- statuses; modules/orders/order-lifecycle.ts holds the moves). payment_status says where the money
-- is (pending, authorized, paid, partially_refunded, refunded, voided), fulfillment_status where the
-- goods are (unfulfilled, partially_fulfilled, fulfilled, partially_returned, returned); the spec's
-- single status is derived from them when either moves, and a manual override still sets it alone.
ALTER TABLE "orders" ADD COLUMN "payment_status" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfillment_status" varchar(20) DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("payment_status" in ('pending', 'authorized', 'paid', 'partially_refunded', 'refunded', 'voided'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfillment_status" CHECK ("fulfillment_status" in ('unfulfilled', 'partially_fulfilled', 'fulfilled', 'partially_returned', 'returned'));--> statement-breakpoint
-- The store's order-number counter, moved on in the order's own transaction like invoice_sequences
-- (ADR 0025): a rolled-back order gives its number back.
CREATE TABLE "order_number_sequences" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_number_sequences" ADD CONSTRAINT "order_number_sequences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_number_sequences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_number_sequences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_number_sequences" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "order_number_sequences" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
-- Existing orders, on the platform path (FORCE row security binds the table owner too), for this
-- transaction only: the money from today's status and refunds, the goods from the parcels sent and
-- today's status, and the numbers #1001 upwards per store in the order they were placed.
SELECT set_config('app.scope', 'platform', true);--> statement-breakpoint
UPDATE "orders" SET "payment_status" = CASE
    WHEN "refunded_minor" > 0 AND "refunded_minor" >= "total_minor" THEN 'refunded'
    WHEN "refunded_minor" > 0 THEN 'partially_refunded'
    WHEN "status" = 'refunded' THEN 'refunded'
    WHEN "status" = 'cancelled' THEN 'voided'
    WHEN "status" = 'pending' THEN 'pending'
    ELSE 'paid'
  END,
  "fulfillment_status" = CASE
    WHEN "status" IN ('shipped', 'delivered', 'completed') OR EXISTS (
      SELECT 1 FROM "order_fulfilments" f WHERE f."tenant_id" = "orders"."tenant_id" AND f."order_id" = "orders"."id"
    ) THEN 'fulfilled'
    ELSE 'unfulfilled'
  END,
  "order_number" = 1000 + n."rn"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "tenant_id" ORDER BY "created_at", "id") AS "rn" FROM "orders"
) n
WHERE n."id" = "orders"."id";--> statement-breakpoint
INSERT INTO "order_number_sequences" ("tenant_id", "last_number")
  SELECT "tenant_id", max("order_number") FROM "orders" GROUP BY "tenant_id";--> statement-breakpoint
SELECT set_config('app.scope', '', true);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_order_number" UNIQUE("tenant_id","order_number");--> statement-breakpoint
-- Every order is numbered as it is inserted, in the inserting statement: no round trip more for
-- checkout, and every way an order is written (checkout, renewals, seeds, tests) gets one. An insert
-- that will be skipped as a second order for one payment takes no number, so no number is lost.
-- An insert naming only the spec's status (a seed, a renewal, a test) gets the two statuses that
-- status implies, as the backfill above gave them.
CREATE FUNCTION orders_assign_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.payment_status = 'pending' AND NEW.status <> 'pending' THEN
    NEW.payment_status := CASE
      WHEN NEW.status = 'refunded' THEN 'refunded'
      WHEN NEW.status = 'partially_refunded' THEN 'partially_refunded'
      WHEN NEW.status = 'cancelled' THEN 'voided'
      ELSE 'paid'
    END;
  END IF;
  IF NEW.fulfillment_status = 'unfulfilled' AND NEW.status IN ('shipped', 'delivered', 'completed') THEN
    NEW.fulfillment_status := 'fulfilled';
  END IF;
  IF NEW.order_number IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.payment_intent_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM orders o
    WHERE o.payment_provider = NEW.payment_provider AND o.payment_intent_id = NEW.payment_intent_id
  ) THEN
    RETURN NEW;
  END IF;
  INSERT INTO order_number_sequences AS s (tenant_id, last_number) VALUES (NEW.tenant_id, 1001)
    ON CONFLICT (tenant_id) DO UPDATE SET last_number = s.last_number + 1
    RETURNING s.last_number INTO NEW.order_number;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_assign_number BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_assign_number();
