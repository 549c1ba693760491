// Which day a funnel event or an order falls on, in one place (ADR 0083): the store's own day, in
// its time zone (`tenants.time_zone`, ADR 0082), as the sales reports count. The orders' day in
// funnel.queries.ts is the same zone's, bounded by the same days' first instants.

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) an event at `at` counts for in `timeZone` (an IANA name). */
export function funnelDay(at: Date = new Date(), timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` moved by `days` (negative: earlier): calendar days, whatever their length anywhere. */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
