-- Translated content (docs/decisions/0093): each translatable row keeps its texts in the store's
-- default language in its own columns and the other languages' texts in `translations`, keyed by
-- language ({"de": {"name": "…"}}), so a store-front read stays the one statement it was.
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_content" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The language the buyer checked out in, carried by the checkout's snapshot to its order: the
-- order's e-mails speak it. Written by the inserts checkout already makes (no statement added).
ALTER TABLE "checkout_snapshots" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;
