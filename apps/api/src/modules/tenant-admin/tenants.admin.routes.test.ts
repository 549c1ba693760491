import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { secretContext } from '../payments/gateway-keys.ts';
import { call, createPlatformFixture, type PlatformFixture } from './platform.test-support.ts';

const newStore = { name: 'Corner Café & Co', domain: 'Shop.Corner.test', subscriptionPlan: 'Basic' };

describe('listing, reading and editing stores', () => {
  let t: PlatformFixture;
  beforeAll(async () => {
    t = await createPlatformFixture();
    const created = await Promise.all([
      call(t.app, 'POST', '/api/tenants', t.admin, newStore),
      call(t.app, 'POST', '/api/tenants', t.admin, {
        name: 'Delta',
        slug: 'delta-goods',
        subscriptionPlan: 'pro',
        status: 'inactive',
      }),
    ]);
    expect(created.map((r) => r.statusCode)).toEqual([201, 201]);
  });
  afterAll(() => t.close());

  it('lists stores newest first with X-Total-Count, search and status filters', async () => {
    const all = await call(t.app, 'GET', '/api/super-admin/tenants', t.admin);
    expect(all.statusCode).toBe(200);
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    expect(all.json().map((s: { slug: string }) => s.slug)).toEqual(
      expect.arrayContaining(['alpha', 'bravo', 'corner-caf-co', 'delta-goods']),
    );
    expect(all.body).not.toMatch(/secret|password/i);
    const inactive = await call(t.app, 'GET', '/api/tenants?status=inactive', t.admin);
    expect(inactive.json().map((s: { slug: string }) => s.slug)).toEqual(['delta-goods']);
    const page = await call(t.app, 'GET', '/api/tenants?search=STORE&limit=1&offset=1', t.admin);
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('2');
    const bad = await call(t.app, 'GET', '/api/tenants?status=closed', t.admin);
    expect(bad.statusCode).toBe(400);
  });

  it('reads one store with figures counted from its rows; unknown → 404, bad id → 400', async () => {
    const res = await call(t.app, 'GET', `/api/super-admin/tenants/${t.storeA.id}`, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: t.storeA.id,
      name: 'Alpha Store',
      planName: 'Basic',
      stats: { products: 0, orders: 0, revenue: '0.00', users: 1 },
    });
    expect((await call(t.app, 'GET', '/api/super-admin/tenants/9999', t.admin)).json()).toEqual({
      message: 'Tenant not found',
      code: 'not_found',
    });
    expect((await call(t.app, 'GET', '/api/super-admin/tenants/abc', t.admin)).statusCode).toBe(400);
  });

  it("reads the full tenant record the spec's screens use, with gateway secrets only masked", async () => {
    const id = t.storeB.id;
    const secrets = {
      stripeSecretKey: 'sk_test_51SuperSecretStripeKey0000004242',
      stripeWebhookSecret: 'whsec_SuperSecretWebhookSigningKey9876',
      sumupApiKey: 'sup_sk_SuperSecretSumupApiKey5555',
    };
    const sealed = Object.fromEntries(
      Object.entries(secrets).map(([field, plain]) => [
        field,
        sealSecret(t.config.APP_SECRET, plain, secretContext(id, field as keyof typeof secrets)),
      ]),
    );
    await t.db
      .update(tenants)
      .set({
        ...sealed,
        emailStoreName: 'Bravo Mail',
        emailFromAddress: 'orders@bravo.test',
        emailSupportAddress: 'help@bravo.test',
        emailProcessingTime: '3-5 business days',
        emailCustomMessage: 'Thank you!',
        emailBrandColor: '#123456',
        colorTemplate: 'emerald',
        stripePublicKey: 'pk_test_bravo',
        sumupMerchantCode: 'MBRAVO',
        primaryPaymentGateway: 'sumup',
        paymentMethodsEnabled: ['card', 'wallet'],
      })
      .where(eq(tenants.id, id));

    const res = await call(t.app, 'GET', `/api/super-admin/tenants/${id}`, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      colorTemplate: 'emerald',
      currency: 'GBP',
      emailStoreName: 'Bravo Mail',
      emailFromAddress: 'orders@bravo.test',
      emailSupportAddress: 'help@bravo.test',
      emailProcessingTime: '3-5 business days',
      emailCustomMessage: 'Thank you!',
      emailBrandColor: '#123456',
      emailLogoUrl: null,
      primaryPaymentGateway: 'sumup',
      paymentMethodsEnabled: ['card', 'wallet'],
      stripePublicKey: 'pk_test_bravo',
      stripeSecretKeyMasked: 'sk_test_…4242',
      stripeWebhookSecretMasked: 'whsec_…9876',
      sumupApiKeyMasked: 'sup_sk_…5555',
      sumupMerchantCode: 'MBRAVO',
      stats: { users: 1 },
    });
    for (const [field, plain] of Object.entries(secrets)) {
      expect(res.body).not.toContain(plain);
      expect(res.body).not.toContain(sealed[field]!);
      expect(res.json()).not.toHaveProperty(field);
    }
    expect((await call(t.app, 'GET', `/api/super-admin/tenants/${id}`, t.ownerB)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/super-admin/tenants/${id}`)).statusCode).toBe(401);
  });

  describe('PUT /api/super-admin/tenants/{id}', () => {
    const edit = {
      name: 'Alpha Stores Ltd',
      slug: 'alpha',
      domain: 'alpha.test',
      status: 'active',
      subscriptionPlan: 'Pro',
    };

    it('changes name, domain, status and plan', async () => {
      const res = await call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeA.id}`, t.admin, edit);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Alpha Stores Ltd',
        domain: 'alpha.test',
        subscriptionPlan: 'pro',
      });
      const back = { ...edit, name: 'Alpha Store', domain: '', subscriptionPlan: 'basic' };
      const res2 = await call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeA.id}`, t.admin, back);
      expect(res2.json()).toMatchObject({ domain: null, subscriptionPlan: 'basic' });
    });

    it('refuses a slug or domain another store uses', async () => {
      const slug = await call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeA.id}`, t.admin, {
        ...edit,
        slug: 'bravo',
      });
      expect(slug.statusCode).toBe(409);
      expect(slug.json().message).toBe('The slug "bravo" is already used by another store');
      const domain = await call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeA.id}`, t.admin, {
        ...edit,
        domain: 'shop.corner.test',
      });
      expect(domain.statusCode).toBe(409);
    });

    it('answers 404 for an unknown store and 400 for a missing plan', async () => {
      expect((await call(t.app, 'PUT', '/api/super-admin/tenants/9999', t.admin, edit)).statusCode).toBe(404);
      const res = await call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeA.id}`, t.admin, {
        ...edit,
        subscriptionPlan: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select a subscription plan');
    });
  });
});
