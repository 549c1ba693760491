// Recognises PostgreSQL's unique-constraint error (23505) through Drizzle's wrapper, so a service
// that checked for a duplicate first can still answer 409 when a concurrent request won the race.

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    e = cause;
  }
  return false;
}
