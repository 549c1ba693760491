// The admin's discount code calls (ADR 0032): create/list/edit/delete, each
// validation message, duplicate codes in any case, the status from a fixed clock, roles and
// permissions (staff need 'products'), and another store's codes out of reach.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, loginCookie } from '../../../test/app.ts';
import { ownersOfEachStore } from '../../../test/store-owners.test-support.ts';
import { useTwoStores } from '../../../test/two-stores.ts';
import { userTenants } from '../../db/schema/index.ts';
import { discountClock } from './discount-clock.ts';

const stores = useTwoStores('disc', {
  closedStatus: 'inactive',
  users: ownersOfEachStore,
});
const { call } = stores;

const NOW = new Date('2026-06-15T12:00:00.000Z');
afterEach(() => vi.restoreAllMocks());

const tenOff = { code: 'Summer10', type: 'percentage', value: 10 };

describe('admin discount codes', () => {
  it('creates, lists with search and status, edits and deletes', async () => {
    vi.spyOn(discountClock, 'now').mockReturnValue(NOW);
    const created = await call('POST', '/api/admin/discounts', 'a', {
      ...tenOff,
      code: '  Summer10 ',
      minSubtotal: '20',
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-07-01T00:00:00Z',
      usageLimit: 100,
      usageLimitPerCustomer: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'Summer10',
      type: 'percentage',
      value: 10,
      minSubtotal: '20.00',
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-07-01T00:00:00.000Z',
      usageLimit: 100,
      usageLimitPerCustomer: 1,
      appliesTo: 'order',
      productIds: [],
      categories: [],
      isActive: true,
      usedCount: 0,
      status: 'active',
    });
    const id = created.json().id;
    const fiver = await call('POST', '/api/admin/discounts', 'a', {
      code: 'FIVER',
      type: 'fixed_amount',
      value: '5',
      appliesTo: 'categories',
      categories: ['Shirts', 'shirts', 'Mugs'],
      startsAt: '2026-07-01T00:00:00Z',
    });
    expect(fiver.json()).toMatchObject({
      value: '5.00',
      categories: ['Shirts', 'Mugs'],
      status: 'scheduled',
    });
    const ship = await call('POST', '/api/admin/discounts', 'a', {
      code: 'ship-free',
      type: 'free_shipping',
      value: 50,
      appliesTo: 'products',
      productIds: [3, 3, 4],
      isActive: false,
    });
    expect(ship.json()).toMatchObject({ value: 0, productIds: [3, 4], status: 'disabled' });

    const list = await call('GET', '/api/admin/discounts', 'a');
    expect(list.json().discounts.map((d: { code: string }) => d.code)).toEqual([
      'FIVER',
      'ship-free',
      'Summer10',
    ]);
    const search = await call('GET', '/api/admin/discounts?search=summ', 'a');
    expect(search.json().discounts.map((d: { code: string }) => d.code)).toEqual(['Summer10']);
    const scheduled = await call('GET', '/api/admin/discounts?status=scheduled', 'a');
    expect(scheduled.json().discounts.map((d: { code: string }) => d.code)).toEqual(['FIVER']);
    const badStatus = await call('GET', '/api/admin/discounts?status=soon', 'a');
    expect(badStatus.statusCode).toBe(400);

    const updated = await call('PUT', `/api/admin/discounts/${id}`, 'a', {
      ...tenOff,
      endsAt: '2026-06-10T00:00:00Z',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'expired', minSubtotal: null, usageLimit: null });
    expect((await call('DELETE', `/api/admin/discounts/${id}`, 'a')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/discounts/${id}`, 'a')).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/discounts/${id}`, 'a', tenOff)).json().message).toBe(
      'Discount not found',
    );
  });

  it('refuses a duplicate code in any case with 409, on create and on edit', async () => {
    expect((await call('POST', '/api/admin/discounts', 'a', { ...tenOff, code: 'DUPE' })).statusCode).toBe(
      201,
    );
    const again = await call('POST', '/api/admin/discounts', 'a', { ...tenOff, code: 'dupe' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A discount with this code already exists');
    const other = await call('POST', '/api/admin/discounts', 'a', { ...tenOff, code: 'OTHER' });
    const rename = await call('PUT', `/api/admin/discounts/${other.json().id}`, 'a', {
      ...tenOff,
      code: 'Dupe',
    });
    expect(rename.statusCode).toBe(409);
    // Its own code again is no conflict; another store may use the same code.
    expect(
      (await call('PUT', `/api/admin/discounts/${other.json().id}`, 'a', { ...tenOff, code: 'other' }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/admin/discounts', 'b', { ...tenOff, code: 'DUPE' })).statusCode).toBe(
      201,
    );
  });

  it('answers each validation message', async () => {
    const message = async (body: object) => {
      const res = await call('POST', '/api/admin/discounts', 'a', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json().message;
    };
    const codeMessage = 'Code must be 3–32 letters, digits, - or _';
    expect(await message({ ...tenOff, code: 'ab' })).toBe(codeMessage);
    expect(await message({ ...tenOff, code: 'a'.repeat(33) })).toBe(codeMessage);
    expect(await message({ ...tenOff, code: 'TEN OFF' })).toBe(codeMessage);
    expect(await message({ ...tenOff, code: undefined })).toBe(codeMessage);
    expect(await message({ ...tenOff, type: 'bogo' })).toBe(
      'Choose a type: percentage, fixed amount or free shipping',
    );
    expect(await message({ ...tenOff, value: 0 })).toBe('Percentage must be a whole number from 1 to 100');
    expect(await message({ ...tenOff, value: 101 })).toBe('Percentage must be a whole number from 1 to 100');
    expect(await message({ ...tenOff, value: 12.5 })).toBe('Percentage must be a whole number from 1 to 100');
    expect(await message({ ...tenOff, type: 'fixed_amount', value: '0' })).toBe(
      'Enter an amount such as 12.50, more than 0',
    );
    expect(await message({ ...tenOff, type: 'fixed_amount', value: 'five' })).toBe(
      'Enter an amount such as 12.50, more than 0',
    );
    expect(await message({ ...tenOff, minSubtotal: '-3' })).toBe(
      'Minimum spend: enter an amount such as 12.50',
    );
    expect(await message({ ...tenOff, startsAt: 'tomorrow' })).toBe('Start date is not a valid date');
    expect(
      await message({ ...tenOff, startsAt: '2026-06-02T00:00:00Z', endsAt: '2026-06-01T00:00:00Z' }),
    ).toBe('End date must be after the start date');
    expect(await message({ ...tenOff, usageLimit: 0 })).toBe(
      'Usage limit must be a whole number of at least 1',
    );
    expect(await message({ ...tenOff, usageLimitPerCustomer: 1.5 })).toBe(
      'Limit per customer must be a whole number of at least 1',
    );
    expect(await message({ ...tenOff, appliesTo: 'products' })).toBe('Choose at least one product');
    expect(await message({ ...tenOff, appliesTo: 'categories', categories: [] })).toBe(
      'Choose at least one category',
    );
    expect(await message({ ...tenOff, appliesTo: 'everything' })).toBe(
      'Applies to is one of order, products or categories',
    );
  });

  it("keeps each store's codes to itself and checks roles and permissions", async () => {
    const mine = await call('POST', '/api/admin/discounts', 'b', { ...tenOff, code: 'B-ONLY' });
    const id = mine.json().id;
    const codes = async (who: 'a' | 'root', query = '') =>
      (await call('GET', `/api/admin/discounts${query}`, who))
        .json()
        .discounts.map((d: { code: string }) => d.code);
    expect(await codes('a')).not.toContain('B-ONLY');
    expect((await call('GET', `/api/admin/discounts?tenantId=${stores.b}`, 'a')).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/admin/discounts/${id}`, 'a', { ...tenOff, code: 'NOT-MINE' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/discounts/${id}`, 'a')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/discounts')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/discounts', 'customer')).statusCode).toBe(403);
    expect(await codes('root', `?tenantId=${stores.b}`)).toContain('B-ONLY');
    const viaBody = await call('POST', '/api/admin/discounts', 'root', {
      ...tenOff,
      code: 'ROOT-B',
      tenantId: stores.b,
    });
    expect(viaBody.statusCode).toBe(201);
    expect(await codes('root', `?tenantId=${stores.b}`)).toContain('ROOT-B');

    // Staff: 'products' may, 'orders' only may not (403 before any validation).
    const staff = async (username: string, permissions: string[]) => {
      const user = await createUser(stores.t.db, {
        username,
        password: `${username}-pass`,
        memberOf: [stores.a],
      });
      await stores.t.db
        .update(userTenants)
        .set({ role: 'staff', permissions })
        .where(and(eq(userTenants.userId, user.id), eq(userTenants.tenantId, stores.a)));
      return loginCookie(stores.t.app, username, `${username}-pass`);
    };
    const { callApi } = await import('../../../test/app.ts');
    const seller = await staff('staff-products', ['products']);
    const packer = await staff('staff-orders', ['orders']);
    expect((await callApi(stores.t.app, 'GET', '/api/admin/discounts', seller)).statusCode).toBe(200);
    expect(
      (await callApi(stores.t.app, 'POST', '/api/admin/discounts', seller, { ...tenOff, code: 'STAFF1' }))
        .statusCode,
    ).toBe(201);
    for (const [method, url] of [
      ['GET', '/api/admin/discounts'],
      ['POST', '/api/admin/discounts'],
      ['PUT', `/api/admin/discounts/${id}`],
      ['DELETE', `/api/admin/discounts/${id}`],
    ] as const) {
      const res = await callApi(stores.t.app, method, url, packer, { code: '' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("refuses writes to an inactive store's members", async () => {
    expect((await call('POST', '/api/admin/discounts', 'closed', tenOff)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/discounts', 'closed')).statusCode).toBe(200);
  });
});
