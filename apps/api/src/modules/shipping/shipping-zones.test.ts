// Shipping zones (docs/decisions/0100): the admin's zone calls (messages, roles, isolation), the
// store front's options for a destination, priced for a cart, and a checkout to Germany and to the
// United States that is refused an option not offered there.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTwoStores } from '../../../test/two-stores.ts';
import { products } from '../../db/schema/index.ts';

const stores = useTwoStores('zones', {
  users: ({ a, b }) => ({
    a: { username: 'zones-owner-a', password: 'owner-a-pass', memberOf: [a] },
    b: { username: 'zones-owner-b', password: 'owner-b-pass', memberOf: [b] },
    customer: { username: 'zones-customer', password: 'customer-pass' },
    root: { username: 'zones-root', password: 'root-password', superAdmin: true },
  }),
});
const { call } = stores;

type Zone = { id: number; name: string; countries: string[]; isDefault: boolean };

async function intent(body: object) {
  return stores.t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { customerInfo: {}, tenantId: stores.a, ...body },
  });
}

/** The shopper's form for the checkout `opened` (its intent's answer), from the browser that opened it. */
function detailsFrom(opened: LightMyRequestResponse, orderData: object) {
  const cookie = opened.cookies.find((c) => c.name.endsWith('checkout'))!;
  return stores.t.app.inject({
    method: 'POST',
    url: `/api/checkout/${opened.json().paymentIntentId}/details`,
    payload: { orderData },
    headers: { cookie: `${cookie.name}=${cookie.value}` },
  });
}

describe('shipping zones', () => {
  let eu: Zone;
  let us: Zone;
  let euTracked: number;
  let usGround: number;
  let ukStandard: number;
  let book: number;
  let kettle: number;

  it('gives every store a default zone covering GB, and keeps a country in one zone', async () => {
    const first = await call('GET', '/api/admin/shipping-zones', 'a');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      expect.objectContaining({ name: 'United Kingdom', countries: ['GB'], isDefault: true }),
    ]);

    const created = await call('POST', '/api/admin/shipping-zones', 'a', {
      name: 'EU',
      countries: ['de', 'FR', 'NL', 'DE'],
    });
    expect(created.statusCode).toBe(201);
    eu = created.json();
    expect(eu).toMatchObject({ name: 'EU', countries: ['DE', 'FR', 'NL'], isDefault: false });

    const twice = await call('POST', '/api/admin/shipping-zones', 'a', {
      name: 'DACH',
      countries: ['AT', 'DE'],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Germany is already in the zone EU');

    const unknown = await call('POST', '/api/admin/shipping-zones', 'a', { name: 'Far', countries: ['XX'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('"XX" is not a country we know: Choose a country from the list');
    const noName = await call('POST', '/api/admin/shipping-zones', 'a', { name: ' ', countries: ['US'] });
    expect(noName.json().message).toBe('Zone name is required');
    const none = await call('POST', '/api/admin/shipping-zones', 'a', { name: 'Empty', countries: [] });
    expect(none.json().message).toBe('Choose at least one country');

    us = (await call('POST', '/api/admin/shipping-zones', 'a', { name: 'USA', countries: ['US'] })).json();
    const renamed = await call('PUT', `/api/admin/shipping-zones/${us.id}`, 'a', {
      name: 'United States',
      countries: ['US'],
    });
    expect(renamed.json()).toMatchObject({ name: 'United States', countries: ['US'] });
    const list = (await call('GET', '/api/admin/shipping-zones', 'a')).json() as Zone[];
    expect(list.map((zone) => zone.name)).toEqual(['United Kingdom', 'EU', 'United States']);

    const defaultZone = list[0]!;
    const deleteDefault = await call('DELETE', `/api/admin/shipping-zones/${defaultZone.id}`, 'a');
    expect(deleteDefault.statusCode).toBe(409);
    expect(deleteDefault.json().message).toBe(
      'The default zone cannot be deleted: change its countries instead',
    );
  });

  it("keeps each store's zones to itself and checks roles", async () => {
    expect((await call('GET', '/api/admin/shipping-zones')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/shipping-zones', 'customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/shipping-zones?tenantId=${stores.a}`, 'b')).statusCode).toBe(403);
    const bZones = (await call('GET', '/api/admin/shipping-zones', 'b')).json() as Zone[];
    expect(bZones.map((zone) => zone.name)).toEqual(['United Kingdom']);
    // Store B may put Germany in its own zone: one zone per country is per store.
    const bEu = await call('POST', '/api/admin/shipping-zones', 'b', { name: 'Germany', countries: ['DE'] });
    expect(bEu.statusCode).toBe(201);
    const put = await call('PUT', `/api/admin/shipping-zones/${eu.id}`, 'b', {
      name: 'Mine',
      countries: ['IT'],
    });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/shipping-zones/${eu.id}`, 'b')).statusCode).toBe(404);
    const option = await call('POST', '/api/admin/shipping-options', 'b', {
      name: 'Into A',
      cost: 1,
      zoneId: eu.id,
    });
    expect(option.statusCode).toBe(404);
    expect(option.json().message).toBe('Shipping zone not found');
    const root = await call('GET', `/api/admin/shipping-zones?tenantId=${stores.a}`, 'root');
    expect((root.json() as Zone[]).map((zone) => zone.name)).toContain('EU');
  });

  it('prices options by weight, by value and free above a threshold, with readable refusals', async () => {
    const [bookRow, kettleRow] = await stores.t.db
      .insert(products)
      .values([
        { tenantId: stores.a, name: 'Book', priceMinor: 1500, inStock: 50, weightGrams: 400 },
        { tenantId: stores.a, name: 'Kettle', priceMinor: 4000, inStock: 50, weightGrams: 1800 },
      ])
      .returning();
    book = bookRow!.id;
    kettle = kettleRow!.id;

    ukStandard = (
      await call('POST', '/api/admin/shipping-options', 'a', { name: 'Standard', cost: 3.99 })
    ).json().id;
    const tracked = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'EU Tracked',
      cost: 0,
      zoneId: eu.id,
      rateKind: 'weight',
      bands: [
        { upTo: null, cost: '24.00' },
        { upTo: 1000, cost: '9.50' },
        { upTo: '2000', cost: 14 },
      ],
      freeAbove: '150',
    });
    expect(tracked.statusCode).toBe(201);
    expect(tracked.json()).toMatchObject({
      zoneId: eu.id,
      rateKind: 'weight',
      bands: [
        { upTo: '1000', cost: '9.50' },
        { upTo: '2000', cost: '14.00' },
        { upTo: null, cost: '24.00' },
      ],
      freeAbove: '150.00',
      currency: 'GBP',
    });
    euTracked = tracked.json().id;
    const ground = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'US Ground',
      cost: 0,
      zoneId: us.id,
      rateKind: 'value',
      bands: [
        { upTo: '50.00', cost: '12.00' },
        { upTo: '100', cost: '18.00' },
      ],
    });
    expect(ground.statusCode).toBe(201);
    usGround = ground.json().id;

    const noBands = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'X',
      cost: 1,
      rateKind: 'weight',
    });
    expect(noBands.statusCode).toBe(400);
    expect(noBands.json().message).toBe('A rate by weight needs at least one band');
    const twoOpen = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'X',
      cost: 1,
      rateKind: 'value',
      bands: [
        { upTo: null, cost: 1 },
        { upTo: '', cost: 2 },
      ],
    });
    expect(twoOpen.json().message).toBe('Only the last band can be open-ended');
    const badBound = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'X',
      cost: 1,
      rateKind: 'weight',
      bands: [{ upTo: '1.5kg', cost: 1 }],
    });
    expect(badBound.json().message).toBe(
      'Each band but the last needs a weight in grams up to which it applies, such as 2000',
    );

    const options = (country: string, items = '') =>
      call(
        'GET',
        `/api/shipping-options?tenantId=${stores.a}&country=${country}${items ? `&items=${items}` : ''}`,
      );
    // Absent country: GB, as before zones.
    const gb = await call('GET', `/api/shipping-options?tenantId=${stores.a}`);
    expect(gb.json().map((o: { name: string }) => o.name)).toEqual(['Standard']);
    const de = await options('DE');
    expect(de.statusCode).toBe(200);
    expect(de.json()).toEqual([
      expect.objectContaining({
        name: 'EU Tracked',
        cost: '9.50',
        currency: 'GBP',
        rateKind: 'weight',
        priced: false,
      }),
    ]);
    // 2 books (800 g) then a kettle and a book (2,200 g), then free from £150.
    expect((await options('DE', `${book}:2`)).json()[0]).toMatchObject({ cost: '9.50', priced: true });
    expect((await options('DE', `${kettle}:1,${book}:1`)).json()[0]).toMatchObject({ cost: '24.00' });
    expect((await options('FR', `${kettle}:4`)).json()[0]).toMatchObject({
      cost: '0.00',
      freeAbove: '150.00',
    });
    // Value bands: £40 → £12, over the last band's £100 → not offered for that cart.
    expect((await options('US', `${kettle}:1`)).json()[0]).toMatchObject({
      name: 'US Ground',
      cost: '12.00',
    });
    expect((await options('US', `${kettle}:3`)).json()).toEqual([]);

    const nowhere = await options('IT');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe("We don't ship to Italy yet");
    const bad = await options('ZZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a country from the list');
    const badItems = await options('DE', 'twelve');
    expect(badItems.json().message).toBe('items must be product ids and quantities such as 12:1,13:2');
  });

  it('checks out to Germany at the EU rate and refuses an option not offered at the address', async () => {
    const items = [{ id: book, quantity: 2 }];
    const toGermany = await intent({ items, shippingOptionId: euTracked, country: 'DE' });
    expect(toGermany.statusCode).toBe(200);
    expect(toGermany.json()).toMatchObject({
      subtotal: '30.00',
      shipping: '9.50',
      shippingMethod: 'EU Tracked',
      amount: '39.50',
      currency: 'GBP',
    });

    const euToGb = await intent({ items, shippingOptionId: euTracked });
    expect(euToGb.statusCode).toBe(400);
    expect(euToGb.json().message).toBe(
      'EU Tracked does not deliver to United Kingdom: choose a shipping option offered there',
    );
    const ukToDe = await intent({ items, shippingOptionId: ukStandard, country: 'DE' });
    expect(ukToDe.json().message).toBe(
      'Standard does not deliver to Germany: choose a shipping option offered there',
    );

    const details = (orderData: object) => detailsFrom(toGermany, orderData);
    const form = {
      customerEmail: 'hans@example.com',
      customerName: 'Hans Muster',
      shippingAddress: 'Unter den Linden 1, Berlin, 10117, Germany',
      address: 'Unter den Linden 1',
      city: 'Berlin',
      zipCode: '1011',
      country: 'DE',
    };
    const badPostcode = await details(form);
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().message).toBe('Enter a valid postcode for Germany, such as 10115');
    const elsewhere = await details({ ...form, zipCode: 'SW1A 1AA', country: 'GB' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(
      'Shipping was priced for Germany, not United Kingdom: choose shipping for your address again',
    );
    expect((await details({ ...form, zipCode: '10117' })).statusCode).toBe(204);
  });

  it('checks out to the United States with a state and a ZIP code', async () => {
    const toUs = await intent({
      items: [{ id: kettle, quantity: 2 }],
      shippingOptionId: usGround,
      country: 'US',
    });
    expect(toUs.statusCode).toBe(200);
    expect(toUs.json()).toMatchObject({ subtotal: '80.00', shipping: '18.00', amount: '98.00' });
    const details = (orderData: object) => detailsFrom(toUs, orderData);
    const form = {
      customerEmail: 'ada@example.com',
      customerName: 'Ada Byron',
      shippingAddress: '1 Main St, Springfield, IL 62701-1234, United States',
      address: '1 Main St',
      city: 'Springfield',
      zipCode: '6270',
      country: 'US',
      state: 'IL',
    };
    const badZip = await details(form);
    expect(badZip.json().message).toBe('Enter a valid ZIP code, such as 12345 or 12345-6789');
    const noState = await details({ ...form, zipCode: '62701', state: '' });
    expect(noState.json().message).toBe('Choose a state');
    expect((await details({ ...form, zipCode: '627011234' })).statusCode).toBe(204);
  });

  it('keeps addresses in other countries in the address book, GB when none is named', async () => {
    const add = (payload: object) =>
      call('POST', `/api/account/addresses?tenantId=${stores.a}`, 'customer', payload);
    const base = { firstName: 'Hans', lastName: 'Muster', address: 'Damrak 1', city: 'Amsterdam' };
    const nl = await add({ ...base, zipCode: '1012lg', country: 'NL' });
    expect(nl.statusCode).toBe(201);
    expect(nl.json()).toMatchObject({ zipCode: '1012 LG', country: 'NL', state: null });
    const wrong = await add({ ...base, zipCode: '10115', country: 'NL' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Enter a valid postcode for Netherlands, such as 1012 AB');
    const uk = await add({ ...base, city: 'London', zipCode: 'sw1a1aa' });
    expect(uk.json()).toMatchObject({ zipCode: 'SW1A 1AA', country: 'GB' });
    const ukWrong = await add({ ...base, zipCode: '10115' });
    expect(ukWrong.json().message).toBe('Enter a real UK postcode, such as SW1A 1AA');
  });
});
