// Types for the one part of pg's internal utilities the scoped statement uses (db/postgres-scopes.ts,
// pinned by scopes.pg-internals.test.ts): how pg turns a parameter into its text for a Bind.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
