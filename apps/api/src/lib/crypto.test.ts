import { describe, expect, it } from 'vitest';
import { randomText, randomToken } from './crypto.ts';

describe('randomText', () => {
  it('gives the bytes asked for, as hex or URL-safe base64', () => {
    expect(randomText(12, 'hex')).toMatch(/^[0-9a-f]{24}$/);
    expect(randomText(16, 'base64url')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never hands out the same bytes twice, across many batches', () => {
    // 2,000 draws of 32 bytes are almost eight batches of 8 KiB, so they cross its refills.
    const drawn = Array.from({ length: 2000 }, () => randomText(32, 'hex'));
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn).not.toContain('0'.repeat(64));
  });

  it('fills a whole batch at once, and still the next draw differs', () => {
    const whole = randomText(8192, 'hex');
    expect(whole).toHaveLength(16384);
    expect(whole).not.toMatch(/^0+$/);
    expect(randomText(8, 'hex')).not.toBe(whole.slice(0, 16));
  });

  it('refuses sizes it cannot give', () => {
    for (const bytes of [0, -1, 1.5, 8193, Number.NaN]) {
      expect(() => randomText(bytes, 'hex'), String(bytes)).toThrow(RangeError);
    }
  });
});
