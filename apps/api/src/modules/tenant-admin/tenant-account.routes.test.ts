import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import {
  addOrder,
  addProducts,
  addUpload,
  call,
  createPlatformFixture,
  type PlatformFixture,
} from './platform.test-support.ts';

describe('GET /api/tenant/{id}: a store’s own record', () => {
  let t: PlatformFixture;
  beforeAll(async () => {
    t = await createPlatformFixture();
    const keys = await call(t.app, 'PUT', '/api/tenant/payment-settings', t.ownerA, {
      stripeSecretKey: 'sk_test_verysecretvalue4242',
      stripeWebhookSecret: 'whsec_hiddenhiddenvalue',
      sumupApiKey: 'sup_sk_hiddenhiddenvalue',
      currentPassword: 'owner-a-pass',
    });
    expect(keys.statusCode).toBe(200);
    await addProducts(t.db, t.storeA.id, 4);
    await addUpload(t.db, t.storeA.id, 2 * 1024 * 1024);
    for (let i = 0; i < 3; i++) await addOrder(t.db, t.storeA.id, { totalMinor: 500 });
  });
  afterAll(() => t.close());

  it('serves the owner their store with plan, trial dates and usage from real rows, and no secret', async () => {
    const res = await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerA);
    expect(res.statusCode).toBe(200);
    const account = res.json();
    expect(account).toMatchObject({
      id: t.storeA.id,
      slug: 'alpha',
      subscriptionPlan: 'basic',
      subscriptionStatus: 'trial',
      subscriptionState: 'trial',
      emailProcessingTime: '1-2 business days',
      emailBrandColor: '#16a34a',
      plan: { slug: 'basic', price: '29.99' },
      usage: {
        products: 4,
        ordersThisMonth: 3,
        storageBytes: 2 * 1024 * 1024,
        storageMb: 2,
        limits: { maxProducts: 50, maxOrders: 500, maxStorage: 1024 },
        orderWarning: null,
      },
      readOnlyReason: null,
    });
    expect(account.trialEndsAt).toEqual(expect.any(String));
    expect(account).toMatchObject({
      stripeSecretKeyMasked: 'sk_test_…4242',
      stripeWebhookSecretMasked: 'whsec_…alue',
      sumupApiKeyMasked: 'sup_sk_…alue',
    });
    expect(res.body).not.toMatch(/verysecret|hiddenhidden/);
  });

  it('is for members of that store and super admins only', async () => {
    expect((await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.customer)).statusCode).toBe(403);
    const other = await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerB);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not have access to this store');
    expect((await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.admin)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/tenant/9999', t.admin)).statusCode).toBe(404);
  });

  it('keeps the public reads working beside it', async () => {
    expect((await call(t.app, 'GET', `/api/tenant/${t.storeA.id}/public`)).json().slug).toBe('alpha');
    expect((await call(t.app, 'GET', '/api/tenant/slug/bravo')).json().id).toBe(t.storeB.id);
  });

  it('reports an expired trial as expired', async () => {
    await t.db
      .update(tenants)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(tenants.id, t.storeB.id));
    const res = await call(t.app, 'GET', `/api/tenant/${t.storeB.id}`, t.ownerB);
    expect(res.json()).toMatchObject({ subscriptionStatus: 'trial', subscriptionState: 'expired' });
    const listed = (await call(t.app, 'GET', '/api/super-admin/tenants', t.admin)).json();
    expect(listed.find((s: { id: number }) => s.id === t.storeB.id).subscriptionState).toBe('expired');
    // An expired trial keeps the store front open. The trial was ended outside any request: the
    // answer cached by the test above is dropped when its NOTIFY arrives (ADR 0013), so wait for it.
    await t.app.storefrontCache.sync();
    expect((await call(t.app, 'GET', '/api/tenant/slug/bravo')).statusCode).toBe(200);
  });
});
