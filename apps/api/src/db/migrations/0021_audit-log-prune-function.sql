-- The audit log's retention prune as a function its owner owns (ADR 0045): the app's runtime role
-- has only INSERT and SELECT on audit_log, so it cannot delete entries itself; through this it
-- can delete only entries older than a whole number of days (at least one). Row-level security
-- still binds the owner (FORCE), so the caller's scope decides whose entries: the prune calls it
-- on the platform path, every store's and the platform's own.
CREATE FUNCTION prune_audit_log(retention_days integer) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  deleted integer;
BEGIN
  IF retention_days IS NULL OR retention_days < 1 THEN
    RAISE EXCEPTION 'the audit log keeps at least one day' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  DELETE FROM audit_log WHERE created_at < now() - make_interval(days => retention_days);
  GET DIAGNOSTICS deleted = ROW_COUNT;
  RETURN deleted;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION prune_audit_log(integer) FROM PUBLIC;
