// Calendar months in UTC: the period of platform billing, of "orders this month" and of
// "revenue this month". One place, so every figure agrees on where a month starts.

export type MonthRange = { start: Date; end: Date };

/** The calendar month (UTC) that contains `at`: start inclusive, end exclusive. */
export function calendarMonthOf(at: Date): MonthRange {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}

/** "March 2026" */
export function monthLabel(at: Date): string {
  return at.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
