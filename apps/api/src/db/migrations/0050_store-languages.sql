-- A store's languages (docs/decisions/0092): its default language and the languages its store
-- front is offered in; every existing store speaks English only until its owner adds more.
ALTER TABLE "tenants" ADD COLUMN "default_language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_default_language_enabled" CHECK ("default_language" = ANY ("languages"));
