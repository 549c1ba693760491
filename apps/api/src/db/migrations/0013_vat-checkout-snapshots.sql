ALTER TABLE "checkout_snapshots" ADD COLUMN "vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "shipping_vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "shipping_vat_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;