// Which day a funnel event or an order falls on, in one place (ADR 0083). For now the UTC day: a
// store's own time zone, once stores have one, is chosen here (and in `dayStart` for the reads).

const DAY_MS = 86_400_000;

/** The time zone whose days the funnel counts (the orders' day in funnel.queries.ts uses it too). */
export const FUNNEL_TIME_ZONE = 'UTC';

/** The day (YYYY-MM-DD) an event at `at` counts for. */
export function funnelDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The first instant of `day`: where an order's `created_at` starts counting for that day. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return funnelDay(new Date(dayStart(day).getTime() + days * DAY_MS));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
