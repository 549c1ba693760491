// Proration of a plan change to the day (ADR 0036). Pure arithmetic in whole pence, no database:
// the quote the owner sees and the bill the change raises both come from `prorate`, so they agree.
import type { MonthRange } from '../../lib/calendar-month.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Proration = {
  /** Whole UTC days in the period (28 to 31 for a calendar month). */
  daysInPeriod: number;
  /** The days left on the new plan: the day of the change and every later day of the period. */
  daysRemaining: number;
  /** The old plan's price for the remaining days: what the store gets back. */
  creditMinor: number;
  /** The new plan's price for the remaining days. */
  chargeMinor: number;
  /** What is charged now: charge minus credit, never below zero. */
  dueMinor: number;
};

/** price × part / whole in pence, rounded half up (non-negative integers only; exact in doubles). */
export function shareOf(priceMinor: number, part: number, whole: number): number {
  return Math.floor((2 * priceMinor * part + whole) / (2 * whole));
}

/** The day (00:00 UTC) containing `at`. */
function dayStart(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/**
 * A change at `at` inside `period` from a plan costing `oldPriceMinor` a period to one costing
 * `newPriceMinor`. The day of the change counts as a day on the new plan, so a change on the
 * first day charges the full difference and one on the last day a single day's difference.
 */
export function prorate(input: {
  oldPriceMinor: number;
  newPriceMinor: number;
  period: MonthRange;
  at: Date;
}): Proration {
  const { oldPriceMinor, newPriceMinor, period, at } = input;
  const daysInPeriod = Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS);
  const left = Math.round((period.end.getTime() - dayStart(at)) / DAY_MS);
  const daysRemaining = Math.min(daysInPeriod, Math.max(0, left));
  const creditMinor = shareOf(oldPriceMinor, daysRemaining, daysInPeriod);
  const chargeMinor = shareOf(newPriceMinor, daysRemaining, daysInPeriod);
  return {
    daysInPeriod,
    daysRemaining,
    creditMinor,
    chargeMinor,
    dueMinor: Math.max(0, chargeMinor - creditMinor),
  };
}

/** A plan that took effect at `from` (the first one at or before the period's start). */
export type PlanInForce<P> = { plan: P; from: Date };

export type PeriodPart<P> = {
  plan: P;
  /** The first day (00:00 UTC) on this plan. */
  start: Date;
  /** The day after the last one on this plan (exclusive). */
  end: Date;
  days: number;
  /** The plan's price for these days of the period, rounded as `prorate` rounds. */
  amountMinor: number;
};

/**
 * A period split by the plans in force in it (ADR 0097): each plan bills its share of the period's
 * days, the day of a change counting for the new plan (as in `prorate`). `plans` are in the order
 * they took effect; a plan replaced on the day it took effect bills nothing and is left out.
 */
export function splitPeriodByPlans<P extends { priceMinor: number }>(
  period: MonthRange,
  plans: PlanInForce<P>[],
): PeriodPart<P>[] {
  const daysInPeriod = Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS);
  const startOf = (from: Date) =>
    Math.min(period.end.getTime(), Math.max(period.start.getTime(), dayStart(from)));
  const parts: PeriodPart<P>[] = [];
  plans.forEach(({ plan, from }, i) => {
    const start = i === 0 ? period.start.getTime() : startOf(from);
    const next = plans[i + 1];
    const end = next ? Math.max(start, startOf(next.from)) : period.end.getTime();
    const days = Math.round((end - start) / DAY_MS);
    if (days <= 0) return;
    parts.push({
      plan,
      start: new Date(start),
      end: new Date(end),
      days,
      amountMinor: shareOf(plan.priceMinor, days, daysInPeriod),
    });
  });
  return parts;
}
