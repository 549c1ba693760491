// The store's VAT settings and a product's VAT rate through the API (ADR 0025): defaults, the UK
// VAT number's shape with its message, who may read and change them.
import {
  HOME_COUNTRY_MESSAGE,
  REGISTERED_IN_MESSAGE,
  VAT_NUMBER_MESSAGE,
  VAT_RATE_MESSAGE,
} from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import {
  messageOf,
  pngImage,
  productFields,
  useCatalogueFixture,
} from '../catalogue/catalogue.test-support.ts';

const t = useCatalogueFixture();
const url = '/api/admin/vat-settings';

describe('GET/PUT /api/admin/vat-settings', () => {
  it('starts with prices including VAT and no VAT number', async () => {
    const res = await t.call('GET', url, t.ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pricesIncludeVat: true,
      vatNumber: null,
      homeCountry: 'GB',
      ossRegistered: false,
      registeredIn: [],
    });
  });

  it('saves the setting and a UK VAT number, written the way invoices print it', async () => {
    for (const [typed, stored] of [
      ['gb 123 456 789', 'GB123456789'],
      ['123456789', 'GB123456789'],
      ['GB123456789012', 'GB123456789012'],
      ['GBGD001', 'GBGD001'],
      ['gbha599', 'GBHA599'],
    ] as const) {
      const res = await t.call('PUT', url, t.ownerA, { pricesIncludeVat: false, vatNumber: typed });
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toMatchObject({ pricesIncludeVat: false, vatNumber: stored });
    }
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, t.storeA));
    expect(row).toMatchObject({ pricesIncludeVat: false, vatNumber: 'GBHA599' });
    // Empty: not registered. Absent: unchanged.
    const cleared = await t.call('PUT', url, t.ownerA, { pricesIncludeVat: true, vatNumber: '' });
    expect(cleared.json()).toMatchObject({ pricesIncludeVat: true, vatNumber: null });
    await t.call('PUT', url, t.ownerA, { pricesIncludeVat: true, vatNumber: 'GB123456789' });
    const kept = await t.call('PUT', url, t.ownerA, { pricesIncludeVat: false });
    expect(kept.json()).toMatchObject({ pricesIncludeVat: false, vatNumber: 'GB123456789' });
  });

  it('refuses a VAT number of another shape, and a missing setting, with a readable message', async () => {
    for (const bad of ['GB12345678', 'GB1234567890', 'GD001', 'GBGD01', 'FR12345678901', 'GB12345678X']) {
      const res = await t.call('PUT', url, t.ownerA, { pricesIncludeVat: true, vatNumber: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(messageOf(res)).toBe(VAT_NUMBER_MESSAGE);
    }
    const missing = await t.call('PUT', url, t.ownerA, { vatNumber: 'GB123456789' });
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe('Choose whether your prices include VAT');
  });

  it('is for the store’s admins: 401 anonymous, 403 a customer or another store’s owner', async () => {
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('PUT', url, undefined, { pricesIncludeVat: true })).statusCode).toBe(401);
    expect((await t.call('GET', url, t.customer)).statusCode).toBe(403);
    expect((await t.call('PUT', url, t.customer, { pricesIncludeVat: true })).statusCode).toBe(403);
    const other = await t.call('PUT', `${url}?tenantId=${t.storeA}`, t.ownerB, { pricesIncludeVat: true });
    expect(other.statusCode).toBe(403);
    // Store B's owner without naming a store changes store B only.
    await t.call('PUT', url, t.ownerB, { pricesIncludeVat: false, vatNumber: '987654321' });
    expect((await t.call('GET', url, t.ownerA)).json().vatNumber).toBe('GB123456789');
    // The super admin names the store.
    const root = await t.call('PUT', `${url}?tenantId=${t.storeB}`, t.admin, { pricesIncludeVat: true });
    expect(root.json()).toMatchObject({ pricesIncludeVat: true, vatNumber: 'GB987654321' });
  });
});

describe('where the store accounts for tax (docs/decisions/0101)', () => {
  it('saves the home country, the One-Stop Shop and other countries; absent leaves them as they are', async () => {
    const res = await t.call('PUT', url, t.ownerA, {
      pricesIncludeVat: true,
      homeCountry: 'gb',
      ossRegistered: true,
      registeredIn: ['US', 'US', 'fr'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ homeCountry: 'GB', ossRegistered: true, registeredIn: ['US', 'FR'] });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, t.storeA));
    expect(row).toMatchObject({ taxHomeCountry: 'GB', taxOss: true, taxRegisteredIn: ['US', 'FR'] });
    const kept = await t.call('PUT', url, t.ownerA, { pricesIncludeVat: true });
    expect(kept.json()).toMatchObject({ homeCountry: 'GB', ossRegistered: true, registeredIn: ['US', 'FR'] });
    const none = await t.call('PUT', url, t.ownerA, {
      pricesIncludeVat: true,
      ossRegistered: false,
      registeredIn: [],
    });
    expect(none.json()).toMatchObject({ ossRegistered: false, registeredIn: [] });
  });

  it('refuses a country off the list, and the home country among the others, with a readable message', async () => {
    const home = await t.call('PUT', url, t.ownerA, { pricesIncludeVat: true, homeCountry: 'XX' });
    expect(home.statusCode).toBe(400);
    expect(messageOf(home)).toBe(HOME_COUNTRY_MESSAGE);
    const others = await t.call('PUT', url, t.ownerA, { pricesIncludeVat: true, registeredIn: ['DE', 'ZZ'] });
    expect(others.statusCode).toBe(400);
    expect(messageOf(others)).toBe(REGISTERED_IN_MESSAGE);
    const oss = await t.call('PUT', url, t.ownerA, { pricesIncludeVat: true, ossRegistered: 'yes' });
    expect(oss.statusCode).toBe(400);
    expect(messageOf(oss)).toBe('Choose whether you are registered for the EU One-Stop Shop');
    const twice = await t.call('PUT', url, t.ownerA, {
      pricesIncludeVat: true,
      homeCountry: 'IE',
      registeredIn: ['IE'],
    });
    expect(twice.statusCode).toBe(400);
    expect(messageOf(twice)).toBe(
      'Ireland is your home country: list only the other countries you are registered in',
    );
  });

  it("is one store's: store B's owner cannot change store A's, nor see it", async () => {
    await t.call('PUT', url, t.ownerA, { pricesIncludeVat: true, homeCountry: 'GB', ossRegistered: true });
    const refused = await t.call('PUT', `${url}?tenantId=${t.storeA}`, t.ownerB, {
      pricesIncludeVat: true,
      ossRegistered: false,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.call('GET', `${url}?tenantId=${t.storeA}`, t.ownerB)).statusCode).toBe(403);
    await t.call('PUT', url, t.ownerB, { pricesIncludeVat: true, homeCountry: 'IE', ossRegistered: false });
    expect((await t.call('GET', url, t.ownerA)).json()).toMatchObject({
      homeCountry: 'GB',
      ossRegistered: true,
    });
    expect((await t.call('GET', url, t.ownerB)).json()).toMatchObject({
      homeCountry: 'IE',
      ossRegistered: false,
    });
  });
});

describe('a product’s VAT rate', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await pngImage();
  });

  it('is standard unless chosen, may be reduced or zero, and an edit without it keeps it', async () => {
    const standard = await t.callForm('POST', '/api/admin/products', t.ownerA, productFields(), {
      bytes: png,
    });
    expect(standard.statusCode).toBe(201);
    expect(standard.json().vatRate).toBe(20);
    const reduced = await t.callForm(
      'POST',
      '/api/admin/products',
      t.ownerA,
      productFields({ name: 'Child seat', vatRate: '5' }),
      { bytes: png },
    );
    expect(reduced.json().vatRate).toBe(5);
    const id = reduced.json().id;
    const kept = await t.callForm(
      'PUT',
      `/api/admin/products/${id}`,
      t.ownerA,
      productFields({ name: 'Seat' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().vatRate).toBe(5);
    const zero = await t.callForm(
      'PUT',
      `/api/admin/products/${id}`,
      t.ownerA,
      productFields({ vatRate: '0' }),
    );
    expect(zero.json().vatRate).toBe(0);
    const list = await t.call('GET', '/api/admin/products', t.ownerA);
    expect(list.json().find((p: { id: number }) => p.id === id).vatRate).toBe(0);
  });

  it('refuses any other rate with a readable message, and keeps the spec’s own messages', async () => {
    for (const bad of ['7', '17.5', 'standard', '-5']) {
      const res = await t.callForm('POST', '/api/admin/products', t.ownerA, productFields({ vatRate: bad }), {
        bytes: png,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(messageOf(res)).toBe(VAT_RATE_MESSAGE);
    }
    const noName = await t.callForm('POST', '/api/admin/products', t.ownerA, productFields({ name: '' }), {
      bytes: png,
    });
    expect(messageOf(noName)).toBe('Name is required');
  });
});
