import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '../../../test/app.ts';
import { call, createPlatformFixture, type PlatformFixture } from './platform.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('creating a store (POST /api/tenants)', () => {
  let t: PlatformFixture;
  beforeAll(async () => {
    t = await createPlatformFixture();
  });
  afterAll(() => t.close());

  const newStore = { name: 'Corner Café & Co', domain: 'Shop.Corner.test', subscriptionPlan: 'Basic' };

  describe('who may call', () => {
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', '/api/tenants'],
      ['POST', '/api/tenants', { ...newStore, slug: 'who-may' }],
      ['GET', '/api/super-admin/tenants'],
      ['GET', '/api/super-admin/tenants/1'],
      [
        'PUT',
        '/api/super-admin/tenants/1',
        { name: 'X', slug: 'alpha', status: 'active', subscriptionPlan: 'basic' },
      ],
    ];
    it.each(routes)('%s %s: anonymous 401, store owner 403, customer 403', async (method, url, body) => {
      expect((await call(t.app, method, url, undefined, body)).statusCode).toBe(401);
      const owner = await call(t.app, method, url, t.ownerA, body);
      expect(owner.statusCode).toBe(403);
      expect(owner.json().message).toBe('Only a platform administrator can do that');
      expect((await call(t.app, method, url, t.customer, body)).statusCode).toBe(403);
    });
  });

  it('creates a store on a 14-day trial with a slug made from the name, and its owner can sign in', async () => {
    const before = Date.now();
    const res = await call(t.app, 'POST', '/api/tenants', t.admin, {
      ...newStore,
      owner: { username: 'corner-owner', email: 'owner@corner.test', password: 'corner-pass-1' },
    });
    expect(res.statusCode).toBe(201);
    const store = res.json();
    expect(store).toMatchObject({
      name: 'Corner Café & Co',
      slug: 'corner-caf-co',
      domain: 'shop.corner.test',
      status: 'active',
      subscriptionPlan: 'basic',
      planName: 'Basic',
      subscriptionStatus: 'trial',
      subscriptionState: 'trial',
      subscriptionEndsAt: null,
    });
    const trialMs = new Date(store.trialEndsAt).getTime() - before;
    expect(trialMs).toBeGreaterThanOrEqual(14 * DAY_MS - 1000);
    expect(trialMs).toBeLessThanOrEqual(14 * DAY_MS + 60_000);

    const cookie = await loginCookie(t.app, 'corner-owner', 'corner-pass-1');
    const me = await call(t.app, 'GET', '/api/user', cookie);
    expect(me.json().memberships).toEqual([
      {
        tenantId: store.id,
        tenantName: 'Corner Café & Co',
        tenantSlug: 'corner-caf-co',
        role: 'owner',
        permissions: [],
      },
    ]);
    const own = await call(t.app, 'GET', `/api/tenant/${store.id}`, cookie);
    expect(own.statusCode).toBe(200);
    const storefront = await call(t.app, 'GET', '/api/tenant/slug/corner-caf-co');
    expect(storefront.statusCode).toBe(200);
  });

  it('keeps an edited slug and creates a store without an owner', async () => {
    const res = await call(t.app, 'POST', '/api/tenants', t.admin, {
      name: 'Delta',
      slug: 'delta-goods',
      subscriptionPlan: 'pro',
      status: 'inactive',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'delta-goods',
      domain: null,
      status: 'inactive',
      planName: 'Pro',
    });
  });

  describe('duplicates answer 409 with a readable message, and nothing is half-made', () => {
    it.each([
      [{ slug: 'alpha' }, 'The slug "alpha" is already used by another store'],
      [
        { slug: 'fresh-1', domain: 'SHOP.corner.test' },
        'The domain "shop.corner.test" is already used by another store',
      ],
      [
        { slug: 'fresh-2', owner: { username: 'Owner-A', email: 'a@b.test', password: 'long-enough' } },
        'The username "Owner-A" is already taken; choose another for the store owner',
      ],
    ])('%j', async (extra, message) => {
      const res = await call(t.app, 'POST', '/api/tenants', t.admin, {
        name: 'Dup',
        subscriptionPlan: 'basic',
        ...extra,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message, code: 'conflict' });
    });

    it('two racing creates of one slug: one store, one 409', async () => {
      const body = { name: 'Racer', subscriptionPlan: 'basic' };
      const results = await Promise.all([
        call(t.app, 'POST', '/api/tenants', t.admin, body),
        call(t.app, 'POST', '/api/tenants', t.admin, body),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
        'The slug "racer" is already used by another store',
      );
    });

    it('left no store behind', async () => {
      const list = await call(t.app, 'GET', '/api/tenants?search=fresh', t.admin);
      expect(list.json()).toEqual([]);
    });
  });

  describe('validation (spec admin §5)', () => {
    it.each([
      [{ name: 'No plan' }, 'Please select a subscription plan'],
      [{ name: 'Blank plan', subscriptionPlan: '' }, 'Please select a subscription plan'],
      [{ name: 'Unknown plan', subscriptionPlan: 'platinum' }, 'Please select a subscription plan'],
      [{ subscriptionPlan: 'basic' }, 'Store name is required'],
      [
        { name: '!!!', subscriptionPlan: 'basic' },
        'Enter a slug: the store name has no letters or numbers to make one from',
      ],
      [
        { name: 'Bad slug', slug: 'Not OK', subscriptionPlan: 'basic' },
        'Slug may use lowercase letters, numbers and single hyphens',
      ],
      [
        { name: 'Bad domain', domain: 'https://x.test/shop', subscriptionPlan: 'basic' },
        'Enter a domain like shop.example.com',
      ],
      [
        { name: 'Bad status', status: 'closed', subscriptionPlan: 'basic' },
        'Choose active, inactive or suspended',
      ],
      [
        {
          name: 'Short pw',
          subscriptionPlan: 'basic',
          owner: { username: 'x', email: 'x@y.test', password: 'short' },
        },
        'Password must be at least 8 characters',
      ],
      [
        {
          name: 'Bad email',
          subscriptionPlan: 'basic',
          owner: { username: 'x', email: 'nope', password: 'long-enough' },
        },
        'Enter a valid email address',
      ],
    ])('%j → 400 %s', async (body, message) => {
      const res = await call(t.app, 'POST', '/api/tenants', t.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('refuses a plan that is no longer offered', async () => {
      const plans = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
      const enterprise = plans.find((p: { slug: string }) => p.slug === 'enterprise');
      await call(t.app, 'PUT', `/api/subscription-plans/${enterprise.id}`, t.admin, {
        ...enterprise,
        isActive: false,
      });
      const res = await call(t.app, 'POST', '/api/tenants', t.admin, {
        name: 'Late',
        subscriptionPlan: 'enterprise',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The Enterprise plan is no longer offered');
      await call(t.app, 'PUT', `/api/subscription-plans/${enterprise.id}`, t.admin, {
        ...enterprise,
        isActive: true,
      });
    });
  });
});
