-- Taxes by destination (docs/decisions/0101). The store says where it accounts for tax: its home
-- country (GB, as every store was), the EU One-Stop Shop, other countries. An order keeps the country
-- its tax was worked out for, why that rate (home, oss, registered, reverse-charge, export), a
-- business buyer's VAT number, and each line's rate in basis points (13.5 % is 1350): vat_rate stays,
-- in whole per cents, for its readers. Rows from before keep null: their rate is vat_rate × 100.
ALTER TABLE "tenants" ADD COLUMN "tax_home_country" varchar(2) DEFAULT 'GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tax_oss" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tax_registered_in" varchar(2)[] DEFAULT '{}'::varchar(2)[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_country" varchar(2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_number" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "tax_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "buyer_vat_number" varchar(20);--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "shipping_tax_rate_bp" integer;
