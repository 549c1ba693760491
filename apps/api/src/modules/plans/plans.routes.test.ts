import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';

describe('subscription plans', () => {
  let t: PlatformFixture;
  beforeAll(async () => {
    t = await createPlatformFixture();
  });
  afterAll(() => t.close());

  const starter = {
    name: 'Starter',
    description: 'For a first shop',
    price: '0.00',
    features: ['Up to 10 products'],
    limits: { maxProducts: 10, maxOrders: null },
  };

  it('serves the offered plans to anyone signed in, cheapest first, with limits and prices as text', async () => {
    expect((await call(t.app, 'GET', '/api/subscription-plans')).statusCode).toBe(401);
    for (const cookie of [t.ownerA, t.customer, t.admin]) {
      const res = await call(t.app, 'GET', '/api/subscription-plans', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { slug: string }) => p.slug)).toEqual(['basic', 'pro', 'enterprise']);
    }
    const [basic, , enterprise] = (await call(t.app, 'GET', '/api/subscription-plans', t.ownerA)).json();
    expect(basic).toMatchObject({
      name: 'Basic',
      price: '29.99',
      currency: 'GBP',
      limits: { maxProducts: 50, maxOrders: 500, maxStorage: 1024 },
      isActive: true,
    });
    expect(enterprise.limits).toEqual({
      maxProducts: null,
      maxOrders: null,
      maxStorage: null,
      graceDays: 14,
    });
  });

  it('lets only the super admin create, edit and deactivate plans', async () => {
    expect((await call(t.app, 'POST', '/api/subscription-plans', undefined, starter)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/subscription-plans', t.ownerA, starter)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/subscription-plans/1', t.ownerA, starter)).statusCode).toBe(403);

    const created = await call(t.app, 'POST', '/api/subscription-plans', t.admin, starter);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'starter',
      price: '0.00',
      limits: { maxProducts: 10, maxOrders: null, maxStorage: null },
      isActive: true,
    });
    const id = created.json().id;
    expect(created.json().limits.graceDays).toBe(14);
    const graced = await call(t.app, 'PUT', `/api/subscription-plans/${id}`, t.admin, {
      ...starter,
      limits: { ...starter.limits, graceDays: 0 },
    });
    expect(graced.json().limits).toMatchObject({ maxProducts: 10, graceDays: 0 });

    const edited = await call(t.app, 'PUT', `/api/subscription-plans/${id}`, t.admin, {
      ...starter,
      name: 'Starter Plus',
      price: 4.5,
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Starter Plus',
      slug: 'starter',
      price: '4.50',
      isActive: false,
    });

    const forOwner = (await call(t.app, 'GET', '/api/subscription-plans', t.ownerA)).json();
    expect(forOwner.map((p: { slug: string }) => p.slug)).not.toContain('starter');
    const forAdmin = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    expect(forAdmin.find((p: { slug: string }) => p.slug === 'starter')).toMatchObject({ isActive: false });
  });

  it('refuses a duplicate slug with 409 and an unknown plan with 404', async () => {
    const dup = await call(t.app, 'POST', '/api/subscription-plans', t.admin, { ...starter, name: 'Pro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A plan with the slug "pro" already exists');
    const missing = await call(t.app, 'PUT', '/api/subscription-plans/999', t.admin, starter);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Subscription plan not found');
  });

  it.each([
    [{ ...starter, name: '' }, 'Plan name is required'],
    [{ ...starter, price: '' }, 'Price is required'],
    [{ ...starter, price: 'ten' }, 'Enter an amount in pounds, like 29.99'],
    [{ ...starter, price: '1.999' }, 'Enter an amount in pounds, like 29.99'],
    [{ ...starter, price: -1 }, 'Enter an amount in pounds, like 29.99'],
    [{ ...starter, limits: { maxProducts: 1.5 } }, 'A limit must be a whole number'],
    [{ ...starter, limits: { maxOrders: -3 } }, 'A limit cannot be negative'],
    [{ ...starter, limits: { graceDays: 91 } }, 'Grace days must be a whole number from 0 to 90'],
    [{ ...starter, limits: { graceDays: -1 } }, 'Grace days must be a whole number from 0 to 90'],
    [{ ...starter, limits: { graceDays: 2.5 } }, 'Grace days must be a whole number from 0 to 90'],
    [{ ...starter, slug: 'Bad Slug' }, 'Slug may use lowercase letters, numbers and single hyphens'],
  ])('validates %j → %s', async (body, message) => {
    const res = await call(t.app, 'POST', '/api/subscription-plans', t.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
