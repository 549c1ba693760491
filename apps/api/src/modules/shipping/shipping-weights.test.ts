// Weights and the rest of the world (docs/decisions/0102): a product's and a variant row's weight
// set, returned and validated through the admin calls, the products weight-rated shipping cannot
// weigh (counted, filtered), what the store front and the checkout say for such a product instead
// of weighing it 0 g, and the zone that covers every country no other zone names.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/app.ts';
import { useTwoStores } from '../../../test/two-stores.ts';
import { variantAttributes } from '../../db/schema/index.ts';

const stores = useTwoStores('weights', {
  users: ({ a, b }) => ({
    a: { username: 'weights-owner-a', password: 'owner-a-pass', memberOf: [a] },
    b: { username: 'weights-owner-b', password: 'owner-b-pass', memberOf: [b] },
    packer: staffMember('weights-packer', a, ['orders']),
    customer: { username: 'weights-customer', password: 'customer-pass' },
  }),
});
const { call } = stores;

type Who = 'a' | 'b' | 'packer' | 'customer';

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
    .png()
    .toBuffer();
});

/** The admin's multipart product form, as the product dialog sends it (a new product with its image). */
function productForm(method: 'POST' | 'PUT', url: string, who: Who, fields: Record<string, string>) {
  const form = new FormData();
  const all = { description: '', price: '20', category: 'Goods', inStock: '50', ...fields };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  if (method === 'POST')
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  return stores.t.app.inject({ method, url, headers: { cookie: stores.cookie[who] }, payload: form });
}

const intent = (body: object) =>
  stores.t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { customerInfo: {}, tenantId: stores.a, ...body },
  });

const options = (country: string, items = '', tenantId = stores.a) =>
  call(
    'GET',
    `/api/shipping-options?tenantId=${tenantId}&country=${country}${items ? `&items=${items}` : ''}`,
  );

const names = (response: { json(): unknown }) => (response.json() as { name: string }[]).map((o) => o.name);

describe('product weights', () => {
  let mug: number;
  let poster: number;
  let hoodie: number;
  let hoodieXl: number;
  let parcel: number;
  let rest: { id: number };

  it('sets, returns and keeps a product weight, with readable refusals', async () => {
    const created = await productForm('POST', '/api/admin/products', 'a', {
      name: 'Mug',
      weightGrams: ' 450 ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Mug', weightGrams: 450, weightMissing: false });
    mug = created.json().id;

    const without = await productForm('POST', '/api/admin/products', 'a', { name: 'Poster' });
    expect(without.json()).toMatchObject({ weightGrams: null, weightMissing: true });
    poster = without.json().id;

    // An edit without the field keeps the weight; an empty one clears it.
    const kept = await productForm('PUT', `/api/admin/products/${mug}`, 'a', { name: 'Mug' });
    expect(kept.json().weightGrams).toBe(450);
    const cleared = await productForm('PUT', `/api/admin/products/${mug}`, 'a', {
      name: 'Mug',
      weightGrams: '',
    });
    expect(cleared.json()).toMatchObject({ weightGrams: null, weightMissing: true });
    const set = await productForm('PUT', `/api/admin/products/${mug}`, 'a', {
      name: 'Mug',
      weightGrams: '450',
    });
    expect(set.json().weightGrams).toBe(450);

    for (const [weightGrams, message] of [
      ['1.5kg', 'Weight must be a whole number of grams, such as 450'],
      ['2.5', 'Weight must be a whole number of grams, such as 450'],
      ['0', 'Weight must be more than 0 grams'],
      ['-3', 'Weight must be more than 0 grams'],
      ['1000001', 'Weight must be at most 1,000,000 grams (1,000 kg)'],
    ] as const) {
      const refused = await productForm('PUT', `/api/admin/products/${mug}`, 'a', {
        name: 'Mug',
        weightGrams,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const heaviest = await productForm('POST', '/api/admin/products', 'a', {
      name: 'Anvil',
      weightGrams: '1000000',
    });
    expect(heaviest.json().weightGrams).toBe(1_000_000);
    const list = await call('GET', '/api/admin/products', 'a');
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: mug, weightGrams: 450, weightMissing: false }),
    );
  });

  it('keeps weights to their store and their roles', async () => {
    const packer = await productForm('PUT', `/api/admin/products/${mug}`, 'packer', {
      name: 'Mug',
      weightGrams: '1',
    });
    expect(packer.statusCode).toBe(403);
    const other = await productForm('PUT', `/api/admin/products/${mug}`, 'b', {
      name: 'Mug',
      weightGrams: '1',
    });
    expect(other.statusCode).toBe(404);
    const list = await call('GET', `/api/admin/products?tenantId=${stores.a}`, 'a');
    expect(list.json()).toContainEqual(expect.objectContaining({ id: mug, weightGrams: 450 }));
  });

  it('gives a variant row its own weight, blank meaning the product’s', async () => {
    const [size] = await stores.t.db
      .insert(variantAttributes)
      .values({ tenantId: stores.a, name: 'Size', type: 'size', values: ['S', 'XL'] })
      .returning();
    const created = await productForm('POST', '/api/admin/products', 'a', {
      name: 'Hoodie',
      weightGrams: '500',
      sizes: JSON.stringify(['Size:S', 'Size:XL']),
    });
    hoodie = created.json().id;
    const row = (size: string, extra: object = {}) => ({
      variantCombination: { [sizeId]: size },
      price: '40',
      stock: 10,
      ...extra,
    });
    const sizeId = String(size!.id);
    const xl = await call('POST', `/api/products/${hoodie}/variants`, 'a', row('XL', { weightGrams: 900 }));
    expect(xl.statusCode).toBe(201);
    expect(xl.json()).toMatchObject({ weightGrams: 900 });
    hoodieXl = xl.json().id;
    const small = await call('POST', `/api/products/${hoodie}/variants`, 'a', row('S', { weightGrams: '' }));
    expect(small.json()).toMatchObject({ weightGrams: null });
    const bad = await call(
      'PUT',
      `/api/products/${hoodie}/variants/${hoodieXl}`,
      'a',
      row('XL', { weightGrams: 0 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Weight must be more than 0 grams');
    const kept = await call(
      'PUT',
      `/api/products/${hoodie}/variants/${hoodieXl}`,
      'a',
      row('XL', { stock: 9 }),
    );
    expect(kept.json()).toMatchObject({ stock: 9, weightGrams: 900 });
    const list = await call('GET', `/api/products/${hoodie}/variants`, 'a');
    expect(list.json().map((v: { weightGrams: number | null }) => v.weightGrams)).toEqual([900, null]);
    const other = await call('PUT', `/api/products/${hoodie}/variants/${hoodieXl}`, 'b', row('XL'));
    expect(other.statusCode).toBe(404);
  });

  it('counts the products without a weight once the store ships by weight', async () => {
    expect((await call('GET', '/api/admin/shipping-weights')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/shipping-weights', 'customer')).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/shipping-weights?tenantId=${stores.a}`, 'b')).statusCode).toBe(403);
    const before = await call('GET', '/api/admin/shipping-weights', 'a');
    expect(before.json()).toEqual({ weightRated: false, productsWithoutWeight: 1 });

    const created = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'Parcel',
      cost: 0,
      rateKind: 'weight',
      bands: [
        { upTo: 1000, cost: '5.00' },
        { upTo: 2000, cost: '8.00' },
        { upTo: null, cost: '15.00' },
      ],
    });
    expect(created.statusCode).toBe(201);
    parcel = created.json().id;

    // A member of the store sees it (the product list marks the products); store B counts its own.
    const after = await call('GET', '/api/admin/shipping-weights', 'packer');
    expect(after.json()).toEqual({ weightRated: true, productsWithoutWeight: 1 });
    expect((await call('GET', '/api/admin/shipping-weights', 'b')).json()).toEqual({
      weightRated: false,
      productsWithoutWeight: 0,
    });
    const missing = await call('GET', '/api/admin/products?weight=missing', 'a');
    expect(names(missing)).toEqual(['Poster']);
    expect(missing.headers['x-total-count']).toBe('1');
    const badFilter = await call('GET', '/api/admin/products?weight=heavy', 'a');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe('Weight must be all or missing');
  });

  it('prices a weight rate by the products’ and variant rows’ weights', async () => {
    // 2 mugs: 900 g; a mug and an XL hoodie (its own 900 g): 1,350 g; 5 mugs: 2,250 g.
    expect((await options('GB', `${mug}:2`)).json()).toEqual([
      expect.objectContaining({ name: 'Parcel', cost: '5.00', priced: true, currency: 'GBP' }),
    ]);
    expect((await options('GB', `${mug}:5`)).json()[0]).toMatchObject({ cost: '15.00' });
    const checkout = await intent({
      items: [
        { id: mug, quantity: 1 },
        { id: hoodie, quantity: 1, selectedVariants: { Size: 'XL' } },
      ],
      shippingOptionId: parcel,
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json()).toMatchObject({ shipping: '8.00', shippingMethod: 'Parcel' });
    // The small hoodie has no weight of its own: the product's 500 g, with a mug 950 g.
    const small = await intent({
      items: [
        { id: mug, quantity: 1 },
        { id: hoodie, quantity: 1, selectedVariants: { Size: 'S' } },
      ],
      shippingOptionId: parcel,
    });
    expect(small.json()).toMatchObject({ shipping: '5.00' });
  });

  it('says which product has no weight instead of weighing it 0 g', async () => {
    const message =
      'Parcel is priced by weight and "Poster" has no weight yet: choose another shipping option or contact the store';
    const listed = await options('GB', `${mug}:1,${poster}:1`);
    expect(listed.statusCode).toBe(409);
    expect(listed.json()).toMatchObject({
      message,
      reason: 'rate_unweighed',
      params: { option: 'Parcel', name: 'Poster' },
    });
    const checkout = await intent({
      items: [
        { id: mug, quantity: 1 },
        { id: poster, quantity: 1 },
      ],
      shippingOptionId: parcel,
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({ message, reason: 'rate_unweighed' });

    // With a flat option beside it, the cart is offered that one only.
    const flat = await call('POST', '/api/admin/shipping-options', 'a', { name: 'Courier', cost: '6.50' });
    expect(flat.statusCode).toBe(201);
    expect(names(await options('GB', `${mug}:1,${poster}:1`))).toEqual(['Courier']);
    expect(names(await options('GB', `${mug}:1`))).toEqual(['Parcel', 'Courier']);

    // Once it has a weight it is weighed, and no longer counted.
    await productForm('PUT', `/api/admin/products/${poster}`, 'a', { name: 'Poster', weightGrams: '200' });
    expect((await options('GB', `${mug}:1,${poster}:1`)).json()[0]).toMatchObject({
      name: 'Parcel',
      cost: '5.00',
    });
    expect((await call('GET', '/api/admin/shipping-weights', 'a')).json().productsWithoutWeight).toBe(0);
  });

  it('ships everywhere else from one rest-of-world zone, a named country from its own zone', async () => {
    const eu = await call('POST', '/api/admin/shipping-zones', 'a', { name: 'EU', countries: ['DE', 'FR'] });
    const euOption = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'EU Post',
      cost: '9.00',
      zoneId: eu.json().id,
    });
    expect(euOption.statusCode).toBe(201);
    expect((await options('IT')).statusCode).toBe(404);

    const created = await call('POST', '/api/admin/shipping-zones', 'a', {
      name: 'Rest of the world',
      countries: ['US'],
      coversRest: true,
    });
    expect(created.statusCode).toBe(201);
    rest = created.json();
    expect(rest).toMatchObject({
      name: 'Rest of the world',
      countries: [],
      coversRest: true,
      isDefault: false,
    });
    const second = await call('POST', '/api/admin/shipping-zones', 'a', {
      name: 'Elsewhere',
      coversRest: true,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'The zone Rest of the world already covers everywhere else: a store has one such zone',
    );
    const zones = (await call('GET', '/api/admin/shipping-zones', 'a')).json() as {
      id: number;
      isDefault: boolean;
      coversRest: boolean;
    }[];
    const defaultZone = zones.find((zone) => zone.isDefault)!;
    const defaultRest = await call('PUT', `/api/admin/shipping-zones/${defaultZone.id}`, 'a', {
      name: 'United Kingdom',
      countries: ['GB'],
      coversRest: true,
    });
    expect(defaultRest.statusCode).toBe(400);
    expect(defaultRest.json().message).toBe(
      'The default zone covers the countries it names: add another zone to cover everywhere else',
    );
    const noCountries = await call('POST', '/api/admin/shipping-zones', 'a', { name: 'Nowhere' });
    expect(noCountries.json().message).toBe('Choose at least one country');

    const world = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'World Mail',
      cost: '19.00',
      zoneId: rest.id,
    });
    expect(world.statusCode).toBe(201);

    expect(names(await options('IT'))).toEqual(['World Mail']);
    expect(names(await options('US'))).toEqual(['World Mail']);
    expect(names(await options('DE'))).toEqual(['EU Post']);
    expect(names(await options('GB'))).toEqual(['Parcel', 'Courier']);
    // Store B has no such zone: it still does not ship to Italy.
    await call('POST', '/api/admin/shipping-options', 'b', { name: 'B Standard', cost: 3 });
    expect((await options('IT', '', stores.b)).statusCode).toBe(404);

    const toItaly = await intent({
      items: [{ id: mug, quantity: 1 }],
      shippingOptionId: world.json().id,
      country: 'IT',
    });
    expect(toItaly.statusCode).toBe(200);
    expect(toItaly.json()).toMatchObject({ shipping: '19.00', shippingMethod: 'World Mail' });
    const toGermany = await intent({
      items: [{ id: mug, quantity: 1 }],
      shippingOptionId: world.json().id,
      country: 'DE',
    });
    expect(toGermany.statusCode).toBe(400);
    expect(toGermany.json().message).toBe(
      'World Mail does not deliver to Germany: choose a shipping option offered there',
    );

    // Naming Italy in a zone takes it from the rest of the world.
    await call('PUT', `/api/admin/shipping-zones/${eu.json().id}`, 'a', {
      name: 'EU',
      countries: ['DE', 'FR', 'IT'],
    });
    expect(names(await options('IT'))).toEqual(['EU Post']);
    // An edit without coversRest keeps it.
    const renamed = await call('PUT', `/api/admin/shipping-zones/${rest.id}`, 'a', { name: 'Worldwide' });
    expect(renamed.json()).toMatchObject({ name: 'Worldwide', coversRest: true, countries: [] });
    const other = await call('PUT', `/api/admin/shipping-zones/${rest.id}`, 'b', {
      name: 'Mine',
      coversRest: true,
    });
    expect(other.statusCode).toBe(404);
  });
});
