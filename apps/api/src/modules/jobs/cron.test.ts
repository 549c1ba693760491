import { describe, expect, it } from 'vitest';
import { nextCronTime } from './cron.ts';

describe('nextCronTime', () => {
  it('gives the next matching minute in UTC, strictly after the given time', () => {
    const after = new Date('2024-03-10T10:03:00Z');
    expect(nextCronTime('*/5 * * * *', after).toISOString()).toBe('2024-03-10T10:05:00.000Z');
    expect(nextCronTime('17 3 * * *', after).toISOString()).toBe('2024-03-11T03:17:00.000Z');
    expect(nextCronTime('0 10 * * *', new Date('2024-03-10T10:00:00Z')).toISOString()).toBe(
      '2024-03-11T10:00:00.000Z',
    );
  });

  it('rejects expressions that are not 5 valid fields', () => {
    expect(() => nextCronTime('* * * * * *')).toThrow(/5 fields/);
    expect(() => nextCronTime('@daily')).toThrow(/5 fields/);
    expect(() => nextCronTime('61 * * * *')).toThrow(/not valid/);
  });
});
