// Billing dates of product subscriptions (ADR 0008). All arithmetic is in UTC. Month-based
// intervals keep an anchor day: a subscription billed on the 31st is billed on the last day of
// shorter months and on the 31st again when the month has one (Jan 31 → Feb 28/29 → Mar 31).
import type { SubscriptionInterval } from '@storefleet/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

const monthsIn: Record<Exclude<SubscriptionInterval, 'weekly'>, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The same time of day `months` later, on `anchorDay` or the month's last day when it is shorter. */
export function addMonthsAnchored(from: Date, months: number, anchorDay: number): Date {
  const total = from.getUTCFullYear() * 12 + from.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(anchorDay, daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** The billing date one interval after `current`. */
export function nextBillingDate(current: Date, interval: SubscriptionInterval, anchorDay: number): Date {
  if (interval === 'weekly') return new Date(current.getTime() + 7 * DAY_MS);
  return addMonthsAnchored(current, monthsIn[interval], anchorDay);
}

/**
 * When a new subscription is first charged after checkout at `start` (that checkout paid the first
 * period, or began the trial): after the trial when there is one, else one interval on. The
 * anchor day is that first billing date's day of the month.
 */
export function firstBillingDate(
  start: Date,
  interval: SubscriptionInterval,
  trialDays: number,
): { date: Date; anchorDay: number } {
  if (trialDays > 0) {
    const date = new Date(start.getTime() + trialDays * DAY_MS);
    return { date, anchorDay: date.getUTCDate() };
  }
  return { date: nextBillingDate(start, interval, start.getUTCDate()), anchorDay: start.getUTCDate() };
}
