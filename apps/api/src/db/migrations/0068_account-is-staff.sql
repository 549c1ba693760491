-- Whether an account administers something: a super admin, or a member of any store. Checkout never
-- files an anonymous purchase under such an account (ADR 0004), and it asks inside the order's own
-- store-scoped statement (ADR 0111), where other stores' memberships are hidden: row-level security
-- binds the owner too (FORCE). So the function reads them on the platform path, for its own read
-- only (the caller's scope is put back before it returns), and answers one boolean about one account.
CREATE FUNCTION account_is_staff(account_id integer) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  caller_scope text := current_setting('app.scope', true);
  staff boolean;
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  staff := coalesce((SELECT is_admin FROM users WHERE id = account_id), false)
    OR EXISTS (SELECT 1 FROM user_tenants WHERE user_id = account_id);
  PERFORM set_config('app.scope', coalesce(caller_scope, ''), true);
  RETURN staff;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION account_is_staff(integer) FROM PUBLIC;
