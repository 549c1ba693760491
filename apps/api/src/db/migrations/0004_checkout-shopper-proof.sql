ALTER TABLE "checkout_snapshots" ADD COLUMN "shopper_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "client_secret_hash" varchar(64);