// Which day a funnel event or an order falls on, in one place (ADR 0083): the store's own day, in
// its time zone (`tenants.time_zone`, ADR 0082), as the sales reports count (contracts' `todayIn`
// and `addDays`). The orders' day in funnel.queries.ts is the same zone's, bounded by the same
// days' first instants.
import { addDays, todayIn } from '@storefleet/contracts';

export { addDays };

/** The day (YYYY-MM-DD) an event at `at` counts for in `timeZone` (an IANA name). */
export function funnelDay(at: Date = new Date(), timeZone = 'UTC'): string {
  return todayIn(timeZone, at);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
