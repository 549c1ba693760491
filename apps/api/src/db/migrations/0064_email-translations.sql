-- The owner's own e-mail texts (Email Settings: processing time, custom message) in each enabled
-- language but the default (docs/decisions/0094), shaped like the rows' translations (ADR 0093):
-- {"de": {"emailProcessingTime": "…", "emailCustomMessage": "…"}}. Null: none.
ALTER TABLE "tenants" ADD COLUMN "email_translations" jsonb;
