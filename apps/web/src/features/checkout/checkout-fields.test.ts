import { normaliseUkPostcode, UK_POSTCODE_MESSAGE } from '@storefleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutFieldError,
  EMAIL_MESSAGE,
  emptyCheckoutFields,
  looksLikeEmail,
  missingCheckoutFields,
  orderDataFrom,
  REQUIRED_MESSAGES,
  validateCheckoutFields,
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
        ...emptyCheckoutFields,
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
        ...emptyCheckoutFields,
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

  it('says under each field what it needs, in the form order', () => {
    expect(validateCheckoutFields(emptyCheckoutFields)).toEqual(REQUIRED_MESSAGES);
    expect(
      validateCheckoutFields({
        ...emptyCheckoutFields,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example',
        address: '12 Ancoats Yard',
        city: 'Manchester',
        zipCode: '12345',
      }),
    ).toEqual({ email: EMAIL_MESSAGE, zipCode: UK_POSTCODE_MESSAGE });
    expect(checkoutFieldError('zipCode', ' m4 6de ')).toBeUndefined();
    expect(checkoutFieldError('city', '  ')).toBe('Enter your town or city');
  });

  it('asks a US address for its state and ZIP code, and writes it with its country', () => {
    const us = {
      ...emptyCheckoutFields,
      country: 'US',
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      address: '1 Main St',
      city: 'Springfield',
    };
    expect(missingCheckoutFields(us)).toEqual(['state', 'zipCode']);
    expect(validateCheckoutFields({ ...us, state: 'IL', zipCode: '6270' })).toEqual({
      zipCode: 'Enter a valid ZIP code, such as 12345 or 12345-6789',
    });
    expect(orderDataFrom({ ...us, state: 'il', zipCode: '627011234' })).toMatchObject({
      country: 'US',
      state: 'IL',
      zipCode: '62701-1234',
      shippingAddress: '1 Main St, Springfield, IL 62701-1234, United States',
    });
    expect(checkoutFieldError('zipCode', '10115', 'DE')).toBeUndefined();
    expect(checkoutFieldError('zipCode', '1011', 'DE')).toBe(
      'Enter a valid postcode for Germany, such as 10115',
    );
  });

  it('sends the postcode normalised', () => {
    expect(
      orderDataFrom({ ...emptyCheckoutFields, address: '1 St', city: 'London', zipCode: 'sw1a1aa' }),
    ).toMatchObject({ zipCode: 'SW1A 1AA', shippingAddress: '1 St, London, SW1A 1AA' });
  });
});

describe('UK postcodes', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['  M4   6DE ', 'M4 6DE'],
    ['ec1a 1bb', 'EC1A 1BB'],
    ['W1A 0AX', 'W1A 0AX'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['LS1 4AP', 'LS1 4AP'],
    ['GIR 0AA', 'GIR 0AA'],
  ])('accepts %s as %s', (text, normalised) => {
    expect(normaliseUkPostcode(text)).toBe(normalised);
  });

  it.each([
    '12345',
    'SW1A',
    'LS1',
    'QA1 1AA', // Q never starts a postcode
    'SW1A 1AAA',
    'SW1A 1CA', // C never ends one
    'M4 6D',
    '',
    '90210-1234',
  ])('refuses %s', (text) => {
    expect(normaliseUkPostcode(text)).toBeNull();
  });

  it('normalises idempotently: upper case, one space before the last three characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (text) => {
        const once = normaliseUkPostcode(text);
        if (once === null) return;
        expect(once).toBe(once.toUpperCase());
        expect(once).toMatch(/^\S{2,4} \S{3}$/);
        expect(normaliseUkPostcode(once)).toBe(once);
        expect(normaliseUkPostcode(once.toLowerCase().replace(' ', ''))).toBe(once);
      }),
    );
  });
});
