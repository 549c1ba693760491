import { describe, expect, it } from 'vitest';
import { parseCardExpiry, readSandboxCard } from './sandbox-card-fields.tsx';

describe('sandbox card fields', () => {
  it('reads card expiry dates', () => {
    expect(parseCardExpiry('12/34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseCardExpiry('1 / 2031')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseCardExpiry('0829')).toEqual({ expMonth: 8, expYear: 2029 });
    expect(parseCardExpiry('13/30')).toBeNull();
    expect(parseCardExpiry('soon')).toBeNull();
  });

  it('reads the card to send, or names the fields that are not a card yet in the form order', () => {
    expect(readSandboxCard({ cardNumber: '4242 4242-4242 4242', expiry: '12/34', cvc: ' 123 ' })).toEqual({
      card: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      problems: [],
    });
    expect(readSandboxCard({ cardNumber: '', expiry: '13/30', cvc: '12' })).toEqual({
      card: null,
      problems: ['cardNumber', 'expiry', 'cvc'],
    });
    expect(readSandboxCard({ cardNumber: '4242424242424242', expiry: '12/34', cvc: 'abc' })).toEqual({
      card: null,
      problems: ['cvc'],
    });
  });
});
