-- The owner's own tax rates (docs/decisions/0107): basis points by "place:class" ("DE:standard",
-- "US-CA:standard") on the store's row, which checkout already reads: no statement of their own.
ALTER TABLE "tenants" ADD COLUMN "tax_rate_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;
