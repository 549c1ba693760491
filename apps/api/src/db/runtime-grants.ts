// The app's runtime role and what the schema's owner grants it (docs/deployment.md, "Two database
// roles"; ADR 0045). The owner runs the migrations; the runtime role reads and writes rows and
// nothing more: no TRUNCATE, no ALTER (so no switching off row-level security or a trigger), and
// on the audit log only INSERT and SELECT. Old audit entries leave through prune_audit_log(), a
// function the owner owns (migration 0021); whether an account is staff of any store, through
// account_is_staff() (migration 0068).

/** A role name as an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The grants, run by the owner after every migration: idempotent, and "all tables" at each start
 * so a table a later migration adds is granted too. Nothing is revoked first, so instances still
 * running during a rolling start never lose a privilege they use.
 */
export function runtimeGrantsSql(role: string): string {
  const to = quoteIdentifier(role);
  return `
    grant usage on schema public to ${to};
    grant select, insert, update, delete on all tables in schema public to ${to};
    revoke truncate, references, trigger on all tables in schema public from ${to};
    revoke update, delete on audit_log from ${to};
    grant usage, select, update on all sequences in schema public to ${to};
    grant execute on function prune_audit_log(integer) to ${to};
    grant execute on function account_is_staff(integer) to ${to};
  `;
}
