// Payment settings calls: who may read and change them, secrets sealed at rest and shown masked,
// key-prefix warnings that do not block saving, and the gateway state of spec admin §4.
import { paymentKeyWarnings } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, loginCookie } from '../../../test/app.ts';
import { tenants, userTenants } from '../../db/schema/index.ts';
import { CANARY, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';

const t = useCheckoutTestApp();
let storeA: number;
let storeB: number;
let owner: string;
let admin: string;

beforeAll(async () => {
  storeA = (await createTenant(t.db, { slug: 'pay-a' })).id;
  storeB = (await createTenant(t.db, { slug: 'pay-b' })).id;
  await createUser(t.db, { username: 'owner-a', password: 'owner-a-pass', memberOf: [storeA] });
  const staff = await createUser(t.db, { username: 'staff-a', password: 'staff-a-pass', memberOf: [storeA] });
  await t.db.update(userTenants).set({ role: 'staff' }).where(eq(userTenants.userId, staff.id));
  await createUser(t.db, { username: 'customer', password: 'customer-pass' });
  await createUser(t.db, { username: 'root', password: 'root-password', superAdmin: true });
  owner = await loginCookie(t.app, 'owner-a', 'owner-a-pass');
  admin = await loginCookie(t.app, 'root', 'root-password');
});

const read = (cookie?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/tenant/payment-settings${query}`,
    headers: cookie ? { cookie } : {},
  });
const save = (cookie: string | undefined, payload: object, url = '/api/tenant/payment-settings') =>
  t.app.inject({ method: 'PUT', url, payload, headers: cookie ? { cookie } : {} });
/** The signed-in user's password, typed again to change a secret key. */
const OWNER_PASSWORD = { currentPassword: 'owner-a-pass' };
const ADMIN_PASSWORD = { currentPassword: 'root-password' };

describe('who may use the payment settings', () => {
  it('anonymous 401; customers and staff 403; an owner cannot reach another store', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, {})).statusCode).toBe(401);
    const customer = await loginCookie(t.app, 'customer', 'customer-pass');
    expect((await read(customer)).statusCode).toBe(403);
    const staff = await loginCookie(t.app, 'staff-a', 'staff-a-pass');
    expect((await save(staff, { stripeSecretKey: 'sk_test_x' })).json().message).toBe(
      'Only the store owner can manage payment settings',
    );
    expect((await read(owner, `?tenantId=${storeB}`)).statusCode).toBe(403);
    expect((await save(owner, { tenantId: storeB, stripeSecretKey: 'sk_test_x' })).statusCode).toBe(403);
    expect((await save(owner, {}, `/api/admin/tenants/${storeA}/payment-settings`)).statusCode).toBe(403);
  });
});

describe('saving and reading keys', () => {
  it("starts as 'Setup Required' with both gateways 'Not Setup' and sandbox in use", async () => {
    const body = (await read(owner)).json();
    expect(body).toMatchObject({
      tenantId: storeA,
      primaryPaymentGateway: 'stripe',
      stripeSecretKeyMasked: null,
      status: {
        overall: 'Setup Required',
        stripe: { connected: false, label: 'Not Setup' },
        sumup: { connected: false, label: 'Not Setup' },
        readyForPayments: false,
      },
      warnings: [],
      sandboxActive: true,
    });
    expect(body.webhookUrls.stripe).toMatch(new RegExp(`/api/webhooks/stripe/${storeA}$`));
  });

  it('saves canary keys sealed, answers them masked, and reports Connected', async () => {
    const response = await save(owner, {
      stripePublicKey: CANARY.stripePublicKey,
      stripeSecretKey: CANARY.stripeSecretKey,
      stripeWebhookSecret: CANARY.stripeWebhookSecret,
      sumupApiKey: CANARY.sumupApiKey,
      sumupMerchantCode: 'MC1',
      paymentMethodsEnabled: ['card'],
      primaryPaymentGateway: 'stripe',
      ...OWNER_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      stripePublicKey: CANARY.stripePublicKey,
      stripeSecretKeyMasked: 'sk_test_…1c2d',
      stripeWebhookSecretMasked: 'whsec_…1e2f',
      sumupApiKeyMasked: 'sup_sk_…5b4a',
      status: {
        overall: 'Connected',
        stripe: { label: 'Connected' },
        sumup: { label: 'Connected' },
        readyForPayments: true,
      },
      warnings: [],
      sandboxActive: false,
    });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, storeA));
    for (const column of [row!.stripeSecretKey, row!.stripeWebhookSecret, row!.sumupApiKey]) {
      expect(column).toMatch(/^v1\./);
      expect(Object.values(CANARY).some((secret) => column!.includes(secret))).toBe(false);
    }
  });

  it('keeps stored secrets when they are left out, and switches the primary gateway', async () => {
    const body = (await save(owner, { primaryPaymentGateway: 'sumup', ...OWNER_PASSWORD })).json();
    expect(body).toMatchObject({ primaryPaymentGateway: 'sumup', stripeSecretKeyMasked: 'sk_test_…1c2d' });
    expect(body.status.overall).toBe('Connected');
  });

  it('warns about wrong prefixes without refusing to save', async () => {
    const response = await save(owner, {
      stripePublicKey: 'pub_wrong',
      stripeSecretKey: 'secret_wrong',
      stripeWebhookSecret: 'hook_wrong',
      sumupApiKey: 'sk_wrong',
      primaryPaymentGateway: 'stripe',
      ...OWNER_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings).toEqual([
      paymentKeyWarnings.stripePublicKey,
      paymentKeyWarnings.stripeSecretKey,
      paymentKeyWarnings.stripeWebhookSecret,
      paymentKeyWarnings.sumupApiKey,
    ]);
    expect(response.json().status).toMatchObject({
      overall: 'Setup Required',
      stripe: { label: 'Not Setup' },
    });
  });

  it("clears a secret with '' and refuses a junk gateway with 400", async () => {
    const cleared = (
      await save(owner, { stripeSecretKey: '', stripePublicKey: '', ...OWNER_PASSWORD })
    ).json();
    expect(cleared).toMatchObject({ stripeSecretKeyMasked: null, stripePublicKey: null });
    const junk = await save(owner, { primaryPaymentGateway: 'paypal', ...OWNER_PASSWORD });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('Choose Stripe or SumUp');
  });

  it('lets a super admin read and change any store', async () => {
    const response = await save(
      admin,
      { stripeSecretKey: CANARY.stripeSecretKey, ...ADMIN_PASSWORD },
      `/api/admin/tenants/${storeB}/payment-settings`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tenantId: storeB, stripeSecretKeyMasked: 'sk_test_…1c2d' });
    expect((await read(admin, `?tenantId=${storeB}`)).json().tenantId).toBe(storeB);
    expect((await save(admin, {}, '/api/admin/tenants/999999/payment-settings')).statusCode).toBe(404);
  });
});

describe('the password asked again before keys change', () => {
  it('refuses a key, merchant code or gateway change without the current password, or with a wrong one, and changes nothing', async () => {
    await save(owner, {
      stripePublicKey: 'pk_test_own_account',
      sumupMerchantCode: 'MOWN',
      ...OWNER_PASSWORD,
    });
    const before = (await read(owner)).json();
    for (const change of [
      { stripeSecretKey: 'sk_test_stolen_session' },
      { stripeWebhookSecret: '' },
      { sumupApiKey: 'sup_sk_stolen' },
      // Not secret, but each decides which account the shoppers' payments reach.
      { stripePublicKey: 'pk_test_someone_elses_account' },
      { stripePublicKey: '' },
      { sumupMerchantCode: 'MSTOLEN' },
      { primaryPaymentGateway: before.primaryPaymentGateway === 'stripe' ? 'sumup' : 'stripe' },
    ]) {
      const missing = await save(owner, change);
      expect(missing.statusCode).toBe(403);
      expect(missing.json().message).toBe('Enter your current password to change payment keys');
    }
    // A wrong password counts towards the re-check's 5 tries (tested below): two kinds here.
    for (const change of [{ stripeSecretKey: 'sk_test_stolen_session' }, { sumupMerchantCode: 'MSTOLEN' }]) {
      const wrong = await save(owner, { ...change, currentPassword: 'not-my-password' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe('Your current password is not correct');
    }
    expect((await read(owner)).json()).toEqual(before);
  });

  it('needs no password to send saved values back unchanged or to change the payment methods, and the owner’s own for a key', async () => {
    const saved = (await read(owner)).json();
    const unchanged = await save(owner, {
      primaryPaymentGateway: saved.primaryPaymentGateway,
      stripePublicKey: saved.stripePublicKey,
      sumupMerchantCode: saved.sumupMerchantCode ?? '',
      paymentMethodsEnabled: ['card'],
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().paymentMethodsEnabled).toEqual(['card']);
    expect((await save(owner, { sumupMerchantCode: 'MC2', ...OWNER_PASSWORD })).statusCode).toBe(200);
    // Another user's password is not the signed-in user's.
    expect(
      (await save(owner, { stripeSecretKey: 'sk_test_new_key_9876', ...ADMIN_PASSWORD })).statusCode,
    ).toBe(403);
    const ok = await save(owner, { stripeSecretKey: 'sk_test_new_key_9876', ...OWNER_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().stripeSecretKeyMasked).toBe('sk_test_…9876');
  });
});

describe('canary keys never leave the server', () => {
  it('no read of any store endpoint shows them', async () => {
    await save(
      admin,
      { ...CANARY, sumupMerchantCode: 'MC9', primaryPaymentGateway: 'stripe', ...ADMIN_PASSWORD },
      `/api/admin/tenants/${storeA}/payment-settings`,
    );
    const paths = [
      `/api/tenant/${storeA}`,
      `/api/tenant/${storeA}/public`,
      '/api/tenant/current',
      '/api/tenant/slug/pay-a',
      '/api/tenants',
      '/api/super-admin/tenants',
      `/api/super-admin/tenants/${storeA}`,
      '/api/super-admin/stats',
      `/api/tenant/payment-settings?tenantId=${storeA}`,
      '/api/user',
      '/api/orders',
      `/api/products?tenantId=${storeA}`,
      '/api/billing',
    ];
    for (const cookie of [admin, owner, undefined]) {
      for (const url of paths) {
        const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    const webhook = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/stripe/${storeA}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400);
    t.assertNoSecretLeaked();
  });
});

describe('guessing the password asked again', () => {
  it('stops after 5 wrong tries, even with the right one, and says how long to wait', async () => {
    const change = { stripeSecretKey: 'sk_test_guessing_1234' };
    for (let i = 0; i < 5; i++) {
      expect((await save(admin, { ...change, currentPassword: `guess-${i}` })).statusCode).toBe(403);
    }
    const refused = await save(admin, { ...change, ...ADMIN_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(
      /^Too many wrong passwords\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});
