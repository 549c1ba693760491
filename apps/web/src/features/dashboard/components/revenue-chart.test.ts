import { describe, expect, it } from 'vitest';
import { evenDayTicks } from './revenue-chart.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const first = Date.parse('2026-10-31T00:00:00Z');
const gaps = (ticks: number[]) => ticks.slice(1).map((tick, i) => (tick - ticks[i]!) / DAY_MS);

describe('evenDayTicks', () => {
  it('puts the ticks of 30 days the same number of days apart, at most 8', () => {
    const ticks = evenDayTicks(first, first + 29 * DAY_MS);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks[0]).toBe(first);
    expect(new Set(gaps(ticks))).toEqual(new Set([4]));
  });

  it('ticks every day of a week, and every 12 days of 90', () => {
    expect(gaps(evenDayTicks(first, first + 6 * DAY_MS))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(new Set(gaps(evenDayTicks(first, first + 89 * DAY_MS)))).toEqual(new Set([12]));
  });

  it('has one tick for one day', () => {
    expect(evenDayTicks(first, first)).toEqual([first]);
  });
});
