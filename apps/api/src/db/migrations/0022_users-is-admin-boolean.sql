-- users.is_admin as a boolean (it held the spec's text flag 'true'/'false'); the API still answers
-- the text flag (modules/auth toCurrentUser).
ALTER TABLE "users" DROP CONSTRAINT "users_is_admin_text";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "is_admin" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "is_admin" SET DATA TYPE boolean USING "is_admin" = 'true';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "is_admin" SET DEFAULT false;
