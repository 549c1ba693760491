import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp } from '../../../test/app.ts';
import { shippingOptions } from '../../db/schema/index.ts';
import { estimatedDeliveryText } from './shipping-options.public.service.ts';

describe('estimatedDeliveryText', () => {
  it.each([
    ['Royal Mail Tracked 48: 3-5 business days', 5, 'Delivered in 3-5 business days'],
    ['Tracked delivery in 2 to 4 Working Days', null, 'Delivered in 2-4 working days'],
    ['Ships in 7–10 days', null, 'Delivered in 7-10 days'],
    ['Collect from our studio, usually ready the next business day', 1, 'Delivered the next business day'],
    ['Order by 2pm for next day delivery', 1, 'Delivered the next day'],
    ['Arrives within 1 business day', null, 'Delivered in 1 business day'],
    ['Delivered in 3 days', null, 'Delivered in 3 days'],
    ['Courier', 4, 'Delivered in 4 days'],
    [null, 1, 'Delivered in 1 day'],
    [null, 5, 'Delivered in 5 days'],
    ['Same-day bike courier', 0, 'Delivered the same day'],
    [null, null, null],
  ])('%s / %s days → %s', (description, days, expected) => {
    expect(estimatedDeliveryText(description, days)).toBe(expected);
  });
});

describe('GET /api/shipping-options (store front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const demo = await createTenant(t.db, { slug: 'demo' });
    const other = await createTenant(t.db, { slug: 'other' });
    await createTenant(t.db, { slug: 'closed', status: 'inactive' });
    await t.db.insert(shippingOptions).values([
      {
        tenantId: demo.id,
        name: 'Express',
        costMinor: 799,
        estimatedDays: 2,
        sortOrder: 1,
        description: 'DPD: 1-2 business days',
      },
      {
        tenantId: demo.id,
        name: 'Standard',
        costMinor: 399,
        estimatedDays: 5,
        sortOrder: 0,
        description: null,
      },
      { tenantId: demo.id, name: 'Retired', costMinor: 100, sortOrder: 0, isActive: false },
      { tenantId: demo.id, name: 'Collect', costMinor: 0, sortOrder: 2 },
      { tenantId: other.id, name: 'Other store only', costMinor: 500, sortOrder: 0 },
    ]);
  });
  afterAll(() => t.close());

  it('lists the active options in sort order with cost as a decimal string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping-options?tenantId=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Standard',
        description: null,
        cost: '3.99',
        estimatedDays: 5,
        estimatedDelivery: 'Delivered in 5 days',
        currency: 'GBP',
        rateKind: 'flat',
        freeAbove: null,
        priced: false,
      },
      {
        id: expect.any(Number),
        name: 'Express',
        description: 'DPD: 1-2 business days',
        cost: '7.99',
        estimatedDays: 2,
        estimatedDelivery: 'Delivered in 1-2 business days',
        currency: 'GBP',
        rateKind: 'flat',
        freeAbove: null,
        priced: false,
      },
      {
        id: expect.any(Number),
        name: 'Collect',
        description: null,
        cost: '0.00',
        estimatedDays: null,
        estimatedDelivery: null,
        currency: 'GBP',
        rateKind: 'flat',
        freeAbove: null,
        priced: false,
      },
    ]);
  });

  it("keeps each store's options to itself", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping-options?tenantId=2' });
    expect(res.json().map((o: { name: string }) => o.name)).toEqual(['Other store only']);
  });

  it('uses tenant 1 when none is named', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shipping-options',
      headers: { host: 'localhost' },
    });
    expect(res.json()).toHaveLength(3);
  });

  it('answers 404 for an unknown or inactive store and 400 for a bad id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/shipping-options?tenantId=404' })).statusCode,
    ).toBe(404);
    const inactive = await t.app.inject({ method: 'GET', url: '/api/shipping-options?tenantId=3' });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe('This store is not available at the moment');
    const bad = await t.app.inject({ method: 'GET', url: '/api/shipping-options?tenantId=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tenant id must be a number');
  });
});
