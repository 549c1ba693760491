import { describe, expect, it } from 'vitest';
import {
  emptyCheckoutFields,
  looksLikeEmail,
  missingCheckoutFields,
  orderDataFrom,
  parseCardExpiry,
} from './checkout-fields.ts';

describe('checkout fields', () => {
  it('requires all six fields, ignoring blanks', () => {
    expect(missingCheckoutFields(emptyCheckoutFields)).toEqual([
      'firstName',
      'lastName',
      'email',
      'address',
      'city',
      'zipCode',
    ]);
    expect(
      missingCheckoutFields({
        firstName: 'Ada',
        lastName: ' ',
        email: 'a@b.co',
        address: '1 St',
        city: 'Leeds',
        zipCode: 'LS1',
      }),
    ).toEqual(['lastName']);
  });

  it('builds the order data the spec sends', () => {
    expect(
      orderDataFrom({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: 'ada@example.com ',
        address: '12 Ancoats Yard',
        city: 'Manchester',
        zipCode: 'M4 6DE',
      }),
    ).toEqual({
      customerEmail: 'ada@example.com',
      customerName: 'Ada Lovelace',
      shippingAddress: '12 Ancoats Yard, Manchester, M4 6DE',
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Ancoats Yard',
      city: 'Manchester',
      zipCode: 'M4 6DE',
    });
  });

  it('checks e-mail shape loosely', () => {
    expect(looksLikeEmail('ada@example.com')).toBe(true);
    expect(looksLikeEmail('ada@example')).toBe(false);
    expect(looksLikeEmail('ada example.com')).toBe(false);
  });

  it('reads card expiry dates', () => {
    expect(parseCardExpiry('12/34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseCardExpiry('1 / 2031')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseCardExpiry('0829')).toEqual({ expMonth: 8, expYear: 2029 });
    expect(parseCardExpiry('13/30')).toBeNull();
    expect(parseCardExpiry('soon')).toBeNull();
  });
});
