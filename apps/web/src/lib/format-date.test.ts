import { describe, expect, it } from 'vitest';
import { formatDate, formatPeriod } from './format-date.ts';

describe('dates on the operator screens', () => {
  it('formats a date in en-GB, and a missing or bad one as a dash', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5 Mar 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('shows a billing period by its last day, the end being exclusive', () => {
    expect(formatPeriod('2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe('1 Feb – 28 Feb 2026');
    expect(formatPeriod('2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')).toBe('1 Dec – 31 Dec 2026');
    expect(formatPeriod(null, '2026-03-01T00:00:00.000Z')).toBe('—');
  });
});
