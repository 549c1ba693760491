-- The rate an order in another currency than its store's base one was priced at (docs/decisions/0105):
-- units of the order's currency per one unit of the base currency, as the owner had set it then. 1 for
-- an order in the base currency (every order before this). Reports turn the order's amounts back into
-- the base currency at this rate, so a later rate change never rewrites history.
ALTER TABLE "orders" ADD COLUMN "exchange_rate" numeric(17, 8) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "exchange_rate" numeric(17, 8) DEFAULT '1' NOT NULL;
