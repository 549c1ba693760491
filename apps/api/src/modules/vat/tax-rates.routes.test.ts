// The owner's own tax rates through the API (docs/decisions/0107): the list of built-in rates with
// the one in force, setting and resetting a rate, readable 400s, who may read and write, store A's
// rates never store B's, and checkout charging the owner's rate (a German buyer at 20 %, not 19 %).
import {
  TAX_CLASS_MESSAGE,
  TAX_PLACE_MESSAGE,
  TAX_RATE_MESSAGE,
  type TaxRatePlace,
} from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/app.ts';
import { useTwoStores } from '../../../test/two-stores.ts';
import { products, tenants } from '../../db/schema/index.ts';

const stores = useTwoStores('taxrates', {
  users: ({ a, b }) => ({
    a: { username: 'taxrates-owner-a', password: 'owner-a-pass', memberOf: [a] },
    b: { username: 'taxrates-owner-b', password: 'owner-b-pass', memberOf: [b] },
    clerk: staffMember('taxrates-clerk', a, ['orders']),
    customer: { username: 'taxrates-customer', password: 'customer-pass' },
  }),
});
const { call } = stores;
const url = '/api/admin/tax-rates';

const placeOf = (body: { places: TaxRatePlace[] }, place: string) =>
  body.places.find((p) => p.place === place)!;
const messageOf = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('GET/PUT/DELETE /api/admin/tax-rates', () => {
  it('lists the built-in rates of the UK, the EU 27 and each US state, none of them the owner’s', async () => {
    const res = await call('GET', url, 'a');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.places).toHaveLength(1 + 27 + 51);
    expect(body.places[0]).toEqual({
      place: 'GB',
      country: 'GB',
      region: null,
      name: 'United Kingdom',
      standard: { rateBp: 2000, builtInBp: 2000, overrideBp: null },
      reduced: { rateBp: 500, builtInBp: 500, overrideBp: null },
      zero: { rateBp: 0, builtInBp: 0, overrideBp: null },
    });
    expect(placeOf(body, 'IE').reduced).toEqual({ rateBp: 1350, builtInBp: 1350, overrideBp: null });
    expect(placeOf(body, 'US-CA')).toMatchObject({
      country: 'US',
      region: 'CA',
      name: 'California (United States)',
      standard: { rateBp: 725 },
    });
  });

  it('sets a rate for a country’s class and for a US state, and lists it in force beside the built-in', async () => {
    const de = await call('PUT', `${url}/DE/standard`, 'a', { rate: '20' });
    expect(de.statusCode, de.body).toBe(200);
    expect(de.json().standard).toEqual({ rateBp: 2000, builtInBp: 1900, overrideBp: 2000 });
    expect(de.json().reduced).toEqual({ rateBp: 700, builtInBp: 700, overrideBp: null });
    // A number or text; two decimals at most; lower-case place and class are understood.
    const reduced = await call('PUT', `${url}/de/Reduced`, 'a', { rate: 6.25 });
    expect(reduced.json().reduced).toEqual({ rateBp: 625, builtInBp: 700, overrideBp: 625 });
    const state = await call('PUT', `${url}/US-NY/standard`, 'a', { rate: '8.88' });
    expect(state.statusCode).toBe(200);
    expect(state.json().standard).toEqual({ rateBp: 888, builtInBp: 400, overrideBp: 888 });
    const listed = (await call('GET', url, 'a')).json();
    expect(placeOf(listed, 'DE').standard.rateBp).toBe(2000);
    expect(placeOf(listed, 'US-NY').standard.rateBp).toBe(888);
    expect(placeOf(listed, 'US-NY').reduced.rateBp).toBe(400);
    const [row] = await stores.t.db.select().from(tenants).where(eq(tenants.id, stores.a));
    expect(row!.taxRateOverrides).toEqual({ 'DE:standard': 2000, 'DE:reduced': 625, 'US-NY:standard': 888 });
  });

  it('resets a rate to the built-in one, leaving the others', async () => {
    const res = await call('DELETE', `${url}/DE/reduced`, 'a');
    expect(res.statusCode).toBe(200);
    expect(res.json().reduced).toEqual({ rateBp: 700, builtInBp: 700, overrideBp: null });
    expect(res.json().standard.overrideBp).toBe(2000);
    // Resetting one that is not set changes nothing and says so the same way.
    const again = await call('DELETE', `${url}/DE/reduced`, 'a');
    expect(again.statusCode).toBe(200);
    expect(again.json().reduced.overrideBp).toBeNull();
  });

  it('refuses a rate outside 0–100 %, a third decimal, an unknown place or class with a readable 400', async () => {
    for (const rate of ['101', '-1', '12.345', 'twenty', '', 1e21, '100.01', null]) {
      const res = await call('PUT', `${url}/FR/standard`, 'a', { rate });
      expect(res.statusCode, String(rate)).toBe(400);
      expect(messageOf(res)).toBe(TAX_RATE_MESSAGE);
    }
    const missing = await call('PUT', `${url}/FR/standard`, 'a', {});
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe(TAX_RATE_MESSAGE);
    for (const place of ['XX', 'US', 'US-ZZ', 'CH', 'GBR']) {
      const res = await call('PUT', `${url}/${place}/standard`, 'a', { rate: '10' });
      expect(res.statusCode, place).toBe(400);
      expect(messageOf(res)).toBe(`${TAX_PLACE_MESSAGE}: "${place}" is not one`);
    }
    const badClass = await call('PUT', `${url}/FR/luxury`, 'a', { rate: '10' });
    expect(badClass.statusCode).toBe(400);
    expect(messageOf(badClass)).toBe(TAX_CLASS_MESSAGE);
    expect((await call('DELETE', `${url}/XX/standard`, 'a')).statusCode).toBe(400);
    // 0 and 100 are rates.
    expect((await call('PUT', `${url}/FR/zero`, 'a', { rate: '0' })).json().zero.overrideBp).toBe(0);
    expect((await call('PUT', `${url}/FR/zero`, 'a', { rate: 100 })).json().zero.overrideBp).toBe(10_000);
    expect((await call('DELETE', `${url}/FR/zero`, 'a')).statusCode).toBe(200);
  });

  it('lets any member read, only the settings permission write; 401 anonymous, 403 a customer', async () => {
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('PUT', `${url}/DE/standard`, undefined, { rate: '1' })).statusCode).toBe(401);
    expect((await call('GET', url, 'customer')).statusCode).toBe(403);
    const read = await call('GET', url, 'clerk');
    expect(read.statusCode).toBe(200);
    expect(placeOf(read.json(), 'DE').standard.overrideBp).toBe(2000);
    expect((await call('PUT', `${url}/DE/standard`, 'clerk', { rate: '1' })).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/DE/standard`, 'clerk')).statusCode).toBe(403);
    expect(placeOf((await call('GET', url, 'a')).json(), 'DE').standard.rateBp).toBe(2000);
  });

  it('keeps each store’s rates its own', async () => {
    const b = (await call('GET', url, 'b')).json();
    expect(placeOf(b, 'DE').standard).toEqual({ rateBp: 1900, builtInBp: 1900, overrideBp: null });
    expect((await call('GET', `${url}?tenantId=${stores.a}`, 'b')).statusCode).toBe(403);
    const other = await call('PUT', `${url}/DE/standard?tenantId=${stores.a}`, 'b', { rate: '5' });
    expect(other.statusCode).toBe(403);
    expect((await call('DELETE', `${url}/DE/standard?tenantId=${stores.a}`, 'b')).statusCode).toBe(403);
    // Store B's own rate stays in store B.
    expect((await call('PUT', `${url}/DE/standard`, 'b', { rate: '16' })).statusCode).toBe(200);
    expect(placeOf((await call('GET', url, 'a')).json(), 'DE').standard.rateBp).toBe(2000);
  });

  it('charges the owner’s rate at checkout: a German buyer pays 20 % where the built-in is 19 %', async () => {
    const [tee] = await stores.t.db
      .insert(products)
      .values({ tenantId: stores.a, name: 'Tee', priceMinor: 2400, inStock: 50 })
      .returning();
    const zone = await call('POST', '/api/admin/shipping-zones', 'a', { name: 'EU', countries: ['DE'] });
    expect(zone.statusCode).toBe(201);
    const option = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'EU Tracked',
      cost: 12,
      zoneId: zone.json().id,
    });
    expect(option.statusCode).toBe(201);
    const settings = await call('PUT', '/api/admin/vat-settings', 'a', {
      pricesIncludeVat: true,
      ossRegistered: true,
    });
    expect(settings.statusCode).toBe(200);
    const intent = () =>
      stores.t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: {
          customerInfo: {},
          tenantId: stores.a,
          country: 'DE',
          items: [{ id: tee!.id, quantity: 1 }],
          shippingOptionId: option.json().id,
        },
      });
    // Prices include VAT: £24.00 holds 20 % (£4.00), £12.00 shipping 20 % (£2.00).
    const priced = await intent();
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ amount: '36.00', vat: '6.00', vatRates: ['20%'] });
    // Reset: the built-in 19 % again (£24.00 holds £3.83, £12.00 holds £1.92).
    expect((await call('DELETE', `${url}/DE/standard`, 'a')).statusCode).toBe(200);
    const builtIn = await intent();
    expect(builtIn.json()).toMatchObject({ amount: '36.00', vat: '5.75', vatRates: ['19%'] });
  });
});
