// Addresses in more countries than the UK (docs/decisions/0100): each country's postcode as it is
// written, its message, and GB's check and message exactly as before (ADR 0039).
import { describe, expect, it } from 'vitest';
import { customerAddressInputSchema } from './addresses.ts';
import { checkoutOrderDataSchema } from './checkout.ts';
import {
  addressLines,
  COUNTRY_CODES,
  countryName,
  normalisePostcode,
  postcodeLabel,
  postcodeMessage,
} from './countries.ts';

describe('postcodes by country', () => {
  it.each([
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', ' EC1A 1BB ', 'EC1A 1BB'],
    ['US', '12345', '12345'],
    ['US', '12345-6789', '12345-6789'],
    ['US', '123456789', '12345-6789'],
    ['DE', '10115', '10115'],
    ['FR', '75001', '75001'],
    ['NL', '1012ab', '1012 AB'],
    ['NL', '1012 AB', '1012 AB'],
    ['IE', 'd02x285', 'D02 X285'],
    ['IE', 'D6W 1234', 'D6W 1234'],
    ['PL', '00950', '00-950'],
    ['PT', '1000-001', '1000-001'],
    ['CZ', '11000', '110 00'],
    ['SE', '111 22', '111 22'],
    ['LV', '1050', 'LV-1050'],
    ['LT', 'LT-01100', 'LT-01100'],
    ['LU', 'L-1009', '1009'],
    ['MT', 'vlt1117', 'VLT 1117'],
    ['ES', '28013', '28013'],
    ['AT', '1010', '1010'],
  ])('%s %s → %s', (country, text, written) => {
    expect(normalisePostcode(country, text)).toBe(written);
  });

  it.each([
    ['GB', '10115'],
    ['US', '1234'],
    ['US', '12345-678'],
    ['DE', '1011'],
    ['DE', '101150'],
    ['FR', '7500A'],
    ['NL', '0123 AB'],
    ['NL', '1012 SA'],
    ['IE', 'B12 3456'],
    ['ES', '53001'],
    ['AT', '10100'],
    ['XX', '12345'],
  ])('%s refuses %s', (country, text) => {
    expect(normalisePostcode(country, text)).toBeNull();
  });

  it('says what is wrong in the country’s words, GB’s message unchanged', () => {
    expect(postcodeMessage('GB')).toBe('Enter a real UK postcode, such as SW1A 1AA');
    expect(postcodeMessage('US')).toBe('Enter a valid ZIP code, such as 12345 or 12345-6789');
    expect(postcodeMessage('DE')).toBe('Enter a valid postcode for Germany, such as 10115');
    expect(postcodeMessage('IE')).toBe('Enter a valid eircode for Ireland, such as D02 X285');
    expect([postcodeLabel('US'), postcodeLabel('IE'), postcodeLabel('FR')]).toEqual([
      'ZIP code',
      'Eircode',
      'Postcode',
    ]);
  });

  it('knows GB, the 27 EU countries and the US', () => {
    expect(COUNTRY_CODES).toHaveLength(29);
    expect(COUNTRY_CODES[0]).toBe('GB');
    expect(countryName('DE')).toBe('Germany');
  });

  it('writes an address on one line, a British one as before', () => {
    const base = { address: '1 Main St', city: 'Springfield', zipCode: '62701' };
    expect(addressLines({ ...base, country: 'GB', zipCode: 'SW1A 1AA' })).toBe(
      '1 Main St, Springfield, SW1A 1AA',
    );
    expect(addressLines({ ...base, country: 'US', state: 'IL' })).toBe(
      '1 Main St, Springfield, IL 62701, United States',
    );
    expect(addressLines({ ...base, country: 'DE', zipCode: '10115' })).toBe(
      '1 Main St, Springfield, 10115, Germany',
    );
  });
});

describe('address schemas', () => {
  const address = { firstName: 'A', lastName: 'B', address: '1 Main St', city: 'Springfield' };

  it('reads an address without a country as British', () => {
    const parsed = customerAddressInputSchema.parse({ ...address, zipCode: 'sw1a1aa' });
    expect(parsed).toMatchObject({ country: 'GB', zipCode: 'SW1A 1AA', state: null });
  });

  it('needs a US address’s state and takes it as its code', () => {
    const missing = customerAddressInputSchema.safeParse({ ...address, zipCode: '62701', country: 'US' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['state'], message: 'Choose a state' });
    const parsed = customerAddressInputSchema.parse({
      ...address,
      zipCode: '62701',
      country: 'us',
      state: 'il',
    });
    expect(parsed).toMatchObject({ country: 'US', state: 'IL' });
  });

  it('names the postcode field in its issue, and lets the checkout leave the postcode out', () => {
    const wrong = customerAddressInputSchema.safeParse({ ...address, zipCode: '1011', country: 'DE' });
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['zipCode'],
      message: 'Enter a valid postcode for Germany, such as 10115',
    });
    const form = { customerEmail: 'a@example.com', customerName: 'A B', shippingAddress: '1 Main St' };
    expect(checkoutOrderDataSchema.parse(form)).toMatchObject({ country: 'GB' });
    expect(checkoutOrderDataSchema.parse({ ...form, zipCode: '', country: 'DE' })).toMatchObject({
      zipCode: '',
    });
  });

  it("says what is wrong with the postcode beside the empty fields' messages, not only once they are filled", () => {
    const blank = { firstName: '', lastName: '', address: '', city: '' };
    const issues = customerAddressInputSchema.safeParse({ ...blank, zipCode: 'not a postcode' }).error
      ?.issues;
    expect(issues?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['firstName', 'Enter your first name'],
      ['lastName', 'Enter your last name'],
      ['address', 'Enter the street address for delivery'],
      ['city', 'Enter your town or city'],
      ['zipCode', 'Enter a real UK postcode, such as SW1A 1AA'],
    ]);
    // An empty postcode says only that it is empty; an unknown country only that.
    const empty = customerAddressInputSchema.safeParse({ ...blank, zipCode: '' }).error?.issues ?? [];
    expect(empty.filter((issue) => issue.path[0] === 'zipCode').map((issue) => issue.message)).toEqual([
      'Enter your postcode',
    ]);
    const unknown =
      customerAddressInputSchema.safeParse({ ...address, zipCode: '12345', country: 'XX' }).error?.issues ??
      [];
    expect(unknown.map((issue) => issue.path[0])).toEqual(['country']);
  });
});
