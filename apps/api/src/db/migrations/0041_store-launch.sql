-- A store front opens when its owner launches it (ADR 0081). Until then shoppers see a password
-- page: launched_at is null and storefront_password is what the owner hands to whom they choose.
-- Every store that exists now is open, and so is a row inserted without the column (the default);
-- the operator's new store is inserted with null (tenant-admin createTenant).
alter table tenants add column launched_at timestamp with time zone default now();
--> statement-breakpoint
alter table tenants add column storefront_password varchar(100);
--> statement-breakpoint
update tenants set launched_at = created_at;
