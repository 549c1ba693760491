import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, createUser, loginCookie, type TestApp } from '../../../test/app.ts';

describe('tenant reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createTenant(t.db, { slug: 'demo', name: 'Demo Store' });
    const second = await createTenant(t.db, {
      slug: 'second',
      name: 'Second',
      domain: 'shop.second.test',
      stripePublicKey: 'pk_test_123',
      stripeSecretKey: 'sk_test_secret',
      stripeWebhookSecret: 'whsec_secret',
      sumupApiKey: 'sup_sk_secret',
    });
    await createTenant(t.db, { slug: 'closed', name: 'Closed', status: 'suspended' });
    await createUser(t.db, { username: 'second-owner', password: 'second-pass', memberOf: [second.id] });
  });
  afterAll(() => t.close());

  it('serves the public fields of a store by id and nothing secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tenant/2/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 2,
      name: 'Second',
      slug: 'second',
      colorTemplate: 'default',
      primaryPaymentGateway: 'stripe',
      stripePublicKey: 'pk_test_123',
      currency: 'GBP',
    });
    expect(res.body).not.toMatch(/secret/);
  });

  it('looks a store up by slug, ignoring case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tenant/slug/SECOND' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(2);
  });

  it('answers 404 Tenant not found for an unknown slug or id', async () => {
    for (const url of ['/api/tenant/slug/nope', '/api/tenant/999/public']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tenant not found', code: 'not_found' });
    }
  });

  it('answers 400 with a readable message for a non-numeric id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tenant/abc/public' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tenant id must be a number');
  });

  it('serves no store front for a suspended store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tenant/slug/closed' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This store is not available at the moment');
  });

  describe('GET /api/tenant/current', () => {
    it('picks the store whose domain is the Host', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/tenant/current',
        headers: { host: 'Shop.Second.test:443' },
      });
      expect(res.json().slug).toBe('second');
    });

    it("else the signed-in member's store", async () => {
      const cookie = await loginCookie(t.app, 'second-owner', 'second-pass');
      const res = await t.app.inject({ method: 'GET', url: '/api/tenant/current', headers: { cookie } });
      expect(res.json().slug).toBe('second');
    });

    it('else tenant 1', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/tenant/current',
        headers: { host: 'localhost:5000' },
      });
      expect(res.json()).toMatchObject({ id: 1, slug: 'demo' });
    });
  });
});
