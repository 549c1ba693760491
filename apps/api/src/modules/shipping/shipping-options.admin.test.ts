// The admin's shipping option calls: validation messages of spec admin §5, roles, isolation, read-only stores.
import { describe, expect, it } from 'vitest';
import { ownersOfEachStore } from '../../../test/store-owners.test-support.ts';
import { useTwoStores } from '../../../test/two-stores.ts';

const stores = useTwoStores('ship', {
  closedStatus: 'inactive',
  users: ownersOfEachStore,
});
const { call } = stores;

const express = {
  name: 'Express',
  description: 'DPD next day',
  cost: 7.99,
  estimatedDays: 1,
  sortOrder: 1,
  isActive: true,
};

describe('admin shipping options', () => {
  it('creates (active, cost in pounds), lists, updates and deletes', async () => {
    const created = await call('POST', '/api/admin/shipping-options', 'a', express);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Express',
      cost: '7.99',
      estimatedDays: 1,
      isActive: true,
      tenantId: stores.a,
    });
    const id = created.json().id;
    await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'Standard',
      cost: '3.5',
      estimatedDays: null,
    });
    const list = await call('GET', '/api/admin/shipping-options', 'a');
    expect(list.json().map((o: { name: string; cost: string }) => [o.name, o.cost])).toEqual([
      ['Standard', '3.50'],
      ['Express', '7.99'],
    ]);
    const updated = await call('PUT', `/api/admin/shipping-options/${id}`, 'a', {
      ...express,
      cost: 9,
      isActive: false,
    });
    expect(updated.json()).toMatchObject({ cost: '9.00', isActive: false });
    const publicList = await call('GET', `/api/shipping-options?tenantId=${stores.a}`);
    expect(publicList.json().map((o: { name: string }) => o.name)).toEqual(['Standard']);
    expect((await call('DELETE', `/api/admin/shipping-options/${id}`, 'a')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/shipping-options/${id}`, 'a')).statusCode).toBe(404);
  });

  it('answers the validation messages of spec admin §5', async () => {
    const noName = await call('POST', '/api/admin/shipping-options', 'a', { name: ' ', cost: 1 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Shipping method name is required');
    const noCost = await call('POST', '/api/admin/shipping-options', 'a', { name: 'X', cost: '' });
    expect(noCost.json().message).toBe('Cost is required');
    const missingCost = await call('POST', '/api/admin/shipping-options', 'a', { name: 'X' });
    expect(missingCost.json().message).toBe('Cost is required');
    const negative = await call('POST', '/api/admin/shipping-options', 'a', { name: 'X', cost: -1 });
    expect(negative.statusCode).toBe(400);
    const days = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'X',
      cost: 1,
      estimatedDays: 1.5,
    });
    expect(days.json().message).toBe('Estimated days must be a whole number');
  });

  it("keeps each store's options to itself and checks roles", async () => {
    const mine = await call('POST', '/api/admin/shipping-options', 'b', { name: 'B only', cost: 2 });
    const id = mine.json().id;
    expect(
      (await call('GET', '/api/admin/shipping-options', 'a')).json().map((o: { name: string }) => o.name),
    ).not.toContain('B only');
    expect((await call('GET', `/api/admin/shipping-options?tenantId=${stores.b}`, 'a')).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/shipping-options/${id}`, 'a', express)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/shipping-options/${id}`, 'a')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/shipping-options')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/shipping-options', 'customer')).statusCode).toBe(403);
    const root = await call('GET', `/api/admin/shipping-options?tenantId=${stores.b}`, 'root');
    expect(root.json().map((o: { name: string }) => o.name)).toEqual(['B only']);
    const viaBody = await call('POST', '/api/admin/shipping-options', 'root', {
      name: 'Root made',
      cost: 1,
      tenantId: stores.b,
    });
    expect(viaBody.json().tenantId).toBe(stores.b);
  });

  it("refuses writes to an inactive store's members", async () => {
    const res = await call('POST', '/api/admin/shipping-options', 'closed', express);
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/shipping-options', 'closed')).statusCode).toBe(200);
  });
});
