import { todayIn } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { changeOf, presetRange } from './date-range.ts';

describe('the Reports date presets', () => {
  it("end today in the store's time zone", () => {
    // 23:30 UTC on 31 March 2024 is already 1 April in London (BST) and still 31 March in New York.
    const now = new Date('2024-03-31T23:30:00Z');
    expect(todayIn('Europe/London', now)).toBe('2024-04-01');
    expect(todayIn('America/New_York', now)).toBe('2024-03-31');
  });

  it('cover the days each names, both counted', () => {
    expect(presetRange('today', '2024-03-05')).toEqual({ from: '2024-03-05', to: '2024-03-05' });
    expect(presetRange('7d', '2024-03-05')).toEqual({ from: '2024-02-28', to: '2024-03-05' });
    expect(presetRange('30d', '2024-03-05')).toEqual({ from: '2024-02-05', to: '2024-03-05' });
    expect(presetRange('90d', '2024-03-05')).toEqual({ from: '2023-12-07', to: '2024-03-05' });
    expect(presetRange('mtd', '2024-03-05')).toEqual({ from: '2024-03-01', to: '2024-03-05' });
    expect(presetRange('ytd', '2024-03-05')).toEqual({ from: '2024-01-01', to: '2024-03-05' });
  });

  it('give the change against the comparison, or nothing without a base', () => {
    expect(changeOf(150, 100)).toEqual({ text: '+50%', direction: 'up' });
    expect(changeOf(50, 100)).toEqual({ text: '-50%', direction: 'down' });
    expect(changeOf(0, 0)).toEqual({ text: '0%', direction: 'flat' });
    expect(changeOf(10, 0)).toBeNull();
  });
});
