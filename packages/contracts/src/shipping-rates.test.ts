// How an option prices an order (docs/decisions/0100): flat, value bands, weight bands, free above
// a threshold, and the zone a country ships in.
import { describe, expect, it } from 'vitest';
import { bandsFromInput } from './shipping-admin.ts';
import {
  bandFor,
  lowestRateCost,
  orderWeight,
  priceShippingRate,
  rateRefusal,
  type ShippingRate,
  zoneDeliversTo,
  zoneForCountry,
} from './shipping-rates.ts';

const flat: ShippingRate = { rateKind: 'flat', costMinor: 399, rateBands: [], freeAboveMinor: null };
const byWeight: ShippingRate = {
  rateKind: 'weight',
  costMinor: 0,
  rateBands: [
    { upTo: 2000, costMinor: 1400 },
    { upTo: 1000, costMinor: 950 },
  ],
  freeAboveMinor: null,
};
const byValue: ShippingRate = {
  rateKind: 'value',
  costMinor: 0,
  rateBands: [
    { upTo: null, costMinor: 0 },
    { upTo: 5000, costMinor: 499 },
  ],
  freeAboveMinor: null,
};

describe('priceShippingRate', () => {
  it('charges a flat rate whatever the order', () => {
    expect(priceShippingRate(flat, { subtotalMinor: 100, weightGrams: 99_000 })).toBe(399);
  });

  it('takes the first weight band whose bound holds the order, bounds included', () => {
    expect(priceShippingRate(byWeight, { subtotalMinor: 0, weightGrams: 0 })).toBe(950);
    expect(priceShippingRate(byWeight, { subtotalMinor: 0, weightGrams: 1000 })).toBe(950);
    expect(priceShippingRate(byWeight, { subtotalMinor: 0, weightGrams: 1001 })).toBe(1400);
    expect(priceShippingRate(byWeight, { subtotalMinor: 0, weightGrams: 2001 })).toBeNull();
  });

  it('prices by the items’ value, the open band last', () => {
    expect(priceShippingRate(byValue, { subtotalMinor: 4999, weightGrams: 0 })).toBe(499);
    expect(priceShippingRate(byValue, { subtotalMinor: 5000, weightGrams: 0 })).toBe(499);
    expect(priceShippingRate(byValue, { subtotalMinor: 5001, weightGrams: 0 })).toBe(0);
  });

  it('is free from the threshold on, even above the last band', () => {
    const free = { ...byWeight, freeAboveMinor: 15000 };
    expect(priceShippingRate(free, { subtotalMinor: 14999, weightGrams: 500 })).toBe(950);
    expect(priceShippingRate(free, { subtotalMinor: 15000, weightGrams: 5000 })).toBe(0);
    expect(
      priceShippingRate({ ...flat, freeAboveMinor: 2000 }, { subtotalMinor: 2500, weightGrams: 0 }),
    ).toBe(0);
  });

  it('shows the lowest band before the cart is known', () => {
    expect(lowestRateCost(byWeight)).toBe(950);
    expect(lowestRateCost(flat)).toBe(399);
    expect(bandFor(byValue.rateBands, 10)).toEqual({ upTo: 5000, costMinor: 499 });
  });

  it('weighs an order by its lines and names each line without a weight once', () => {
    expect(
      orderWeight([
        { name: 'Mug', weightGrams: 400, quantity: 2 },
        { name: 'Tote', weightGrams: null, quantity: 3 },
        { name: 'Tote', weightGrams: null, quantity: 1 },
      ]),
    ).toEqual({ weightGrams: 800, unweighed: ['Tote'] });
  });

  it('refuses to weigh an order with a product without a weight, by its name, and nothing else', () => {
    const order = { subtotalMinor: 1000, weightGrams: 800, unweighed: ['Tote'] };
    expect(priceShippingRate(byWeight, order)).toBeNull();
    expect(rateRefusal(byWeight, 'Tracked', order)).toBe(
      'Tracked is priced by weight and "Tote" has no weight yet: choose another shipping option or contact the store',
    );
    expect(priceShippingRate(flat, order)).toBe(399);
    expect(priceShippingRate({ ...byWeight, freeAboveMinor: 1000 }, order)).toBe(0);
    expect(rateRefusal(byWeight, 'Tracked', { subtotalMinor: 0, weightGrams: 99_000 })).toBe(
      'Tracked does not take an order this heavy: choose another shipping option',
    );
  });
});

describe('zoneDeliversTo', () => {
  it('takes the countries a zone names, and the rest-of-world zone only those no zone names', () => {
    expect(zoneDeliversTo({ countries: ['DE'], coversRest: false }, 'DE', true)).toBe(true);
    expect(zoneDeliversTo({ countries: ['DE'], coversRest: false }, 'JP', false)).toBe(false);
    expect(zoneDeliversTo({ countries: null, coversRest: null }, 'GB', false)).toBe(true);
    expect(zoneDeliversTo({ countries: [], coversRest: true }, 'JP', false)).toBe(true);
    expect(zoneDeliversTo({ countries: [], coversRest: true }, 'DE', true)).toBe(false);
  });
});

describe('zoneForCountry', () => {
  const zones = [
    { id: 1, countries: ['GB'], isDefault: true },
    { id: 2, countries: ['DE', 'FR'], isDefault: false },
  ];
  it('finds the zone naming the country, none for a country no zone covers', () => {
    expect(zoneForCountry(zones, 'FR')?.id).toBe(2);
    expect(zoneForCountry(zones, 'GB')?.id).toBe(1);
    expect(zoneForCountry(zones, 'US')).toBeUndefined();
  });
});

describe('bandsFromInput', () => {
  it('reads value bounds in pounds and weight bounds in grams, sorted', () => {
    const issues: string[] = [];
    expect(
      bandsFromInput(
        'value',
        [
          { upTo: null, cost: 0 },
          { upTo: '50', cost: 499 },
        ],
        (m) => issues.push(m),
      ),
    ).toEqual([
      { upTo: 5000, costMinor: 499 },
      { upTo: null, costMinor: 0 },
    ]);
    expect(bandsFromInput('weight', [{ upTo: 2000, cost: 1400 }], (m) => issues.push(m))).toEqual([
      { upTo: 2000, costMinor: 1400 },
    ]);
    expect(issues).toEqual([]);
  });

  it('says what is wrong', () => {
    const issues: string[] = [];
    bandsFromInput('weight', [{ upTo: 1.5, cost: 1 }], (m) => issues.push(m));
    bandsFromInput(
      'value',
      [
        { upTo: '10', cost: 1 },
        { upTo: '10.00', cost: 2 },
      ],
      (m) => issues.push(m),
    );
    expect(issues).toEqual([
      'Each band but the last needs a weight in grams up to which it applies, such as 2000',
      'Two bands cannot end at the same amount',
    ]);
  });
});
