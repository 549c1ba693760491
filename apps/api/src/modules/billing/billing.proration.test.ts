import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { prorate, shareOf, splitPeriodByPlans } from './proration.service.ts';

const DAY_MS = 86_400_000;
const price = fc.integer({ min: 0, max: 10_000_000_00 });
/** Any moment from 2020 to 2035. */
const moment = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => new Date(ms));
const quote = (oldPriceMinor: number, newPriceMinor: number, at: Date) =>
  prorate({ oldPriceMinor, newPriceMinor, period: calendarMonthOf(at), at });

describe('proration to the day (ADR 0036)', () => {
  it('the worked example: Basic to Pro on 23 November pays 8 of 30 days of the difference', () => {
    const at = new Date(Date.UTC(2026, 10, 23, 15, 30));
    expect(quote(2999, 7999, at)).toEqual({
      daysInPeriod: 30,
      daysRemaining: 8,
      creditMinor: 800, // 2999 × 8 / 30 = 799.73
      chargeMinor: 2133, // 7999 × 8 / 30 = 2133.07
      dueMinor: 1333,
    });
  });

  it('rounds half up to the penny', () => {
    expect(shareOf(1, 1, 2)).toBe(1);
    expect(shareOf(3, 1, 2)).toBe(2);
    expect(shareOf(1, 1, 3)).toBe(0);
    expect(shareOf(2, 1, 3)).toBe(1);
  });

  it('is never negative and never more than the new plan for a full period', () => {
    fc.assert(
      fc.property(price, price, moment, (oldP, newP, at) => {
        const p = quote(oldP, newP, at);
        expect(p.dueMinor).toBeGreaterThanOrEqual(0);
        expect(p.creditMinor).toBeGreaterThanOrEqual(0);
        expect(p.chargeMinor).toBeLessThanOrEqual(newP);
        expect(p.dueMinor).toBeLessThanOrEqual(newP);
        expect(p.creditMinor).toBeLessThanOrEqual(oldP);
        expect(Number.isInteger(p.dueMinor)).toBe(true);
      }),
    );
  });

  it('on the first day of the period charges the full difference', () => {
    fc.assert(
      fc.property(price, price, moment, fc.integer({ min: 0, max: DAY_MS - 1 }), (a, b, m, ms) => {
        const [oldP, newP] = a <= b ? [a, b] : [b, a];
        const at = new Date(calendarMonthOf(m).start.getTime() + ms);
        const p = quote(oldP, newP, at);
        expect(p.daysRemaining).toBe(p.daysInPeriod);
        expect(p.dueMinor).toBe(newP - oldP);
      }),
    );
  });

  it('on the last day charges one day of the difference at most (so ~nothing)', () => {
    fc.assert(
      fc.property(price, price, moment, fc.integer({ min: 1, max: DAY_MS }), (a, b, m, ms) => {
        const [oldP, newP] = a <= b ? [a, b] : [b, a];
        const at = new Date(calendarMonthOf(m).end.getTime() - ms);
        const p = quote(oldP, newP, at);
        expect(p.daysRemaining).toBe(1);
        expect(p.dueMinor).toBeLessThanOrEqual(Math.ceil((newP - oldP) / p.daysInPeriod) + 1);
      }),
    );
  });

  it('adds up: due = charge − credit, within a penny of the exact share, and the days used plus the days left are the period', () => {
    fc.assert(
      fc.property(price, price, moment, (a, b, at) => {
        const [oldP, newP] = a <= b ? [a, b] : [b, a];
        const p = quote(oldP, newP, at);
        expect(p.dueMinor).toBe(p.chargeMinor - p.creditMinor);
        const exact = ((newP - oldP) * p.daysRemaining) / p.daysInPeriod;
        expect(Math.abs(p.dueMinor - exact)).toBeLessThanOrEqual(1);
        // The used days at the old price plus the credit give back the old price, to the penny.
        const used = shareOf(oldP, p.daysInPeriod - p.daysRemaining, p.daysInPeriod);
        expect(Math.abs(used + p.creditMinor - oldP)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('charges no less the earlier in the period (to the penny), and nothing for a cheaper plan', () => {
    fc.assert(
      fc.property(price, price, moment, fc.integer({ min: 1, max: 27 }), (a, b, m, d) => {
        const [oldP, newP] = a <= b ? [a, b] : [b, a];
        const start = calendarMonthOf(m).start.getTime();
        const earlier = quote(oldP, newP, new Date(start + (d - 1) * DAY_MS));
        const later = quote(oldP, newP, new Date(start + d * DAY_MS));
        // Credit and charge are rounded apart, so a day later may cost a penny more, never two.
        expect(earlier.dueMinor + 1).toBeGreaterThanOrEqual(later.dueMinor);
        expect(quote(newP, oldP, new Date(start + d * DAY_MS)).dueMinor).toBe(0);
      }),
    );
  });
});

describe('a month split by the plans in force (Generate Monthly Billing, ADR 0097)', () => {
  const starter = { name: 'Starter', priceMinor: 2999 };
  const growth = { name: 'Growth', priceMinor: 7999 };
  const scale = { name: 'Scale', priceMinor: 14999 };
  const nov = calendarMonthOf(new Date(Date.UTC(2026, 10, 15)));
  const on = (y: number, m: number, d: number, h = 0) => new Date(Date.UTC(y, m - 1, d, h));
  const summary = (parts: ReturnType<typeof splitPeriodByPlans<{ name: string; priceMinor: number }>>) =>
    parts.map((p) => [p.plan.name, p.start.getUTCDate(), p.days, p.amountMinor]);

  it('one plan all month bills its full price', () => {
    expect(summary(splitPeriodByPlans(nov, [{ plan: starter, from: on(2026, 3, 2) }]))).toEqual([
      ['Starter', 1, 30, 2999],
    ]);
  });

  it('a change on the 1st bills the new plan only, for the whole month', () => {
    const parts = splitPeriodByPlans(nov, [
      { plan: starter, from: on(2026, 3, 2) },
      { plan: growth, from: on(2026, 11, 1, 9) },
    ]);
    expect(summary(parts)).toEqual([['Growth', 1, 30, 7999]]);
  });

  it('a change on the 28th bills 27 days of the old plan and 3 of the new, each rounded as a quote is', () => {
    const parts = splitPeriodByPlans(nov, [
      { plan: starter, from: on(2026, 3, 2) },
      { plan: growth, from: on(2026, 11, 28, 15) },
    ]);
    // 2999 × 27 / 30 = 2699.1; 7999 × 3 / 30 = 799.9.
    expect(summary(parts)).toEqual([
      ['Starter', 1, 27, 2699],
      ['Growth', 28, 3, 800],
    ]);
    expect(parts[1]!.amountMinor).toBe(shareOf(7999, 3, 30));
    expect(parts[1]!.end).toEqual(nov.end);
    // The new plan's part is the quote's charge for the same change.
    const q = prorate({ oldPriceMinor: 2999, newPriceMinor: 7999, period: nov, at: on(2026, 11, 28, 15) });
    expect(parts[1]!.amountMinor).toBe(q.chargeMinor);
  });

  it('a change on the last day bills one day of the new plan', () => {
    const parts = splitPeriodByPlans(nov, [
      { plan: growth, from: on(2026, 1, 1) },
      { plan: starter, from: on(2026, 11, 30, 23) },
    ]);
    expect(summary(parts)).toEqual([
      ['Growth', 1, 29, 7732], // 7999 × 29 / 30 = 7732.37
      ['Starter', 30, 1, 100], // 2999 / 30 = 99.97
    ]);
  });

  it('two changes in one month bill three parts; a plan left the day it came bills nothing', () => {
    const two = splitPeriodByPlans(nov, [
      { plan: starter, from: on(2026, 3, 2) },
      { plan: growth, from: on(2026, 11, 10) },
      { plan: scale, from: on(2026, 11, 20) },
    ]);
    expect(summary(two)).toEqual([
      ['Starter', 1, 9, 900], // 2999 × 9 / 30 = 899.7
      ['Growth', 10, 10, 2666], // 7999 × 10 / 30 = 2666.33
      ['Scale', 20, 11, 5500], // 14999 × 11 / 30 = 5499.63
    ]);
    const sameDay = splitPeriodByPlans(nov, [
      { plan: starter, from: on(2026, 3, 2) },
      { plan: growth, from: on(2026, 11, 10, 8) },
      { plan: scale, from: on(2026, 11, 10, 17) },
    ]);
    expect(summary(sameDay).map((p) => p[0])).toEqual(['Starter', 'Scale']);
  });

  it('a leap February has 29 days: a change on the 28th bills 27 and 2', () => {
    const feb = calendarMonthOf(on(2028, 2, 10));
    const parts = splitPeriodByPlans(feb, [
      { plan: starter, from: on(2027, 6, 1) },
      { plan: growth, from: on(2028, 2, 28, 12) },
    ]);
    expect(summary(parts)).toEqual([
      ['Starter', 1, 27, 2792], // 2999 × 27 / 29 = 2792.17
      ['Growth', 28, 2, 552], // 7999 × 2 / 29 = 551.66
    ]);
    expect(parts.at(-1)!.end).toEqual(on(2028, 3, 1));
  });

  it('the parts cover the period, day for day, and each is within a penny of its exact share', () => {
    fc.assert(
      fc.property(
        moment,
        fc.array(fc.tuple(price, fc.integer({ min: 0, max: 40 * DAY_MS })), { maxLength: 4 }),
        price,
        (m, changes, firstPrice) => {
          const period = calendarMonthOf(m);
          const later = changes
            .map(([priceMinor, offset]) => ({
              plan: { priceMinor },
              from: new Date(period.start.getTime() + offset),
            }))
            .sort((a, b) => a.from.getTime() - b.from.getTime());
          const parts = splitPeriodByPlans(period, [
            { plan: { priceMinor: firstPrice }, from: period.start },
            ...later,
          ]);
          const days = Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS);
          expect(parts.reduce((sum, p) => sum + p.days, 0)).toBe(days);
          expect(parts[0]!.start).toEqual(period.start);
          expect(parts.at(-1)!.end).toEqual(period.end);
          for (const p of parts) {
            expect(Math.abs(p.amountMinor - (p.plan.priceMinor * p.days) / days)).toBeLessThanOrEqual(0.5);
          }
        },
      ),
    );
  });
});
