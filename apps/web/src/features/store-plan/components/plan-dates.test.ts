import { describe, expect, it } from 'vitest';
import { formatChangeDate } from './plan-dates.ts';

describe('formatChangeDate', () => {
  const now = new Date(Date.UTC(2026, 10, 24));
  it('reads "1 December" this year, with the year otherwise, in UTC', () => {
    expect(formatChangeDate('2026-12-01T00:00:00.000Z', now)).toBe('1 December');
    expect(formatChangeDate('2027-01-01T00:00:00.000Z', now)).toBe('1 January 2027');
  });
  it('a missing or broken date reads as a dash', () => {
    expect(formatChangeDate(null, now)).toBe('—');
    expect(formatChangeDate('not a date', now)).toBe('—');
  });
});
