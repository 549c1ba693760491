import { describe, expect, it } from 'vitest';
import { addDays, firstOfMonthBefore, previousPeriod } from './analytics.ts';

describe('firstOfMonthBefore', () => {
  it('counts calendar months, whatever the day of the month or the length of the year', () => {
    expect(firstOfMonthBefore('2026-12-01', 11)).toBe('2026-01-01');
    expect(firstOfMonthBefore('2026-12-31', 11)).toBe('2026-01-01');
    expect(firstOfMonthBefore('2026-11-28', 11)).toBe('2025-12-01');
    expect(firstOfMonthBefore('2024-03-01', 1)).toBe('2024-02-01');
    expect(firstOfMonthBefore('2026-01-15', 0)).toBe('2026-01-01');
  });

  it('gives twelve months up to any day of any year', () => {
    for (let day = '2023-01-01'; day <= '2025-12-31'; day = addDays(day, 1)) {
      const since = firstOfMonthBefore(day, 11);
      const months =
        (Number(day.slice(0, 4)) - Number(since.slice(0, 4))) * 12 +
        Number(day.slice(5, 7)) -
        Number(since.slice(5, 7));
      expect([day, since.slice(8), months]).toEqual([day, '01', 11]);
    }
  });
});

describe('previousPeriod', () => {
  it('is the same number of days just before the range', () => {
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-01-29',
      to: '2025-02-28',
    });
  });
});
