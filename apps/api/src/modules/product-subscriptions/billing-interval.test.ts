import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsAnchored, firstBillingDate, nextBillingDate } from './billing-interval.ts';

const utc = (text: string) => new Date(`${text}T09:30:00.000Z`);
const day = (date: Date) => date.toISOString().slice(0, 10);

function series(start: string, interval: 'weekly' | 'monthly' | 'quarterly' | 'yearly', n: number) {
  let date = utc(start);
  const anchor = date.getUTCDate();
  const out = [];
  for (let i = 0; i < n; i++) {
    date = nextBillingDate(date, interval, anchor);
    out.push(day(date));
  }
  return out;
}

describe('billing intervals', () => {
  it('weekly adds seven days, across month and year ends', () => {
    expect(series('2026-12-25', 'weekly', 3)).toEqual(['2027-01-01', '2027-01-08', '2027-01-15']);
  });

  it('monthly keeps the anchor day through short months: Jan 31 → Feb 28/29 → Mar 31', () => {
    expect(series('2027-01-31', 'monthly', 4)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(series('2028-01-31', 'monthly', 2)).toEqual(['2028-02-29', '2028-03-31']);
    expect(series('2026-01-30', 'monthly', 2)).toEqual(['2026-02-28', '2026-03-30']);
  });

  it('quarterly adds three months with the same anchor', () => {
    expect(series('2026-11-30', 'quarterly', 3)).toEqual(['2027-02-28', '2027-05-30', '2027-08-30']);
  });

  it('yearly goes Feb 29 → Feb 28 → … → Feb 29 in the next leap year', () => {
    expect(series('2028-02-29', 'yearly', 4)).toEqual([
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('keeps the time of day', () => {
    expect(nextBillingDate(utc('2026-03-15'), 'monthly', 15).toISOString()).toBe('2026-04-15T09:30:00.000Z');
  });

  it('trial days move the first charge to the end of the trial and anchor there', () => {
    const first = firstBillingDate(utc('2026-01-20'), 'monthly', 14);
    expect(day(first.date)).toBe('2026-02-03');
    expect(first.anchorDay).toBe(3);
    const none = firstBillingDate(utc('2026-01-31'), 'monthly', 0);
    expect(day(none.date)).toBe('2026-02-28');
    expect(none.anchorDay).toBe(31);
    expect(day(nextBillingDate(none.date, 'monthly', none.anchorDay))).toBe('2026-03-31');
  });

  it('month-based dates always land on the anchor day or the last day of a shorter month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 40 }),
        (from, anchor, months) => {
          const to = addMonthsAnchored(from, months, anchor);
          const lastDay = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
          expect(to.getUTCDate()).toBe(Math.min(anchor, lastDay));
          const monthsApart =
            (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
          expect(monthsApart).toBe(months);
          expect(to.getTime()).toBeGreaterThan(from.getTime() - 31 * 86_400_000);
        },
      ),
    );
  });

  it('a chain of monthly renewals equals jumping n months from the start', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 30 }),
        (start, n) => {
          const anchor = start.getUTCDate();
          let date = start;
          for (let i = 0; i < n; i++) date = nextBillingDate(date, 'monthly', anchor);
          expect(date.toISOString()).toBe(addMonthsAnchored(start, n, anchor).toISOString());
        },
      ),
    );
  });
});
