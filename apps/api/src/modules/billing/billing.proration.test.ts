import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { prorate, shareOf } from './proration.service.ts';

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
