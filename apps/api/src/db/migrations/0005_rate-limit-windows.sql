DELETE FROM "rate_limit_hits";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_bucket_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD CONSTRAINT "rate_limit_hits_bucket_key_pk" PRIMARY KEY("bucket","key");
