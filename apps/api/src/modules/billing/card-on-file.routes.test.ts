// GET, PUT and DELETE /api/billing/payment-method on the sandbox (ADR 0084): the owner keeps one
// card per store, masked in every answer; staff are refused (the owners-only `billing` permission,
// ADR 0080); a store never sees another's card.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUsers, staffMember } from '../../../test/app.ts';
import { auditLog, billingEvents, platformPaymentMethods, tenants } from '../../db/schema/index.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';
import { billsOf, giveEmail, mailTo, runJobAt } from './platform-billing.test-support.ts';

const URL = '/api/billing/payment-method';
const card = (cardNumber = '4242 4242 4242 4242') => ({ cardNumber, expMonth: 12, expYear: 34, cvc: '123' });

describe('the card on file', () => {
  let t: PlatformFixture;
  let staff: { clerk: string; manager: string };
  beforeAll(async () => {
    t = await createPlatformFixture();
    staff = await signInUsers(t, {
      clerk: staffMember('clerk-a', t.storeA.id, ['orders']),
      manager: staffMember('manager-a', t.storeA.id, ['settings']),
    });
  });
  afterAll(() => t.close());

  it('starts with no card, nothing owed, on the sandbox account', async () => {
    const res = await call(t.app, 'GET', URL, t.ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'sandbox',
      publishableKey: null,
      card: null,
      paysByTransfer: false,
      amountDue: '0.00',
      currency: 'GBP',
      nextChargeAt: null,
      pastDue: null,
      orderLimit: null,
      timeline: [],
    });
  });

  it.each([
    ['GET', undefined],
    ['PUT', card()],
    ['DELETE', undefined],
  ] as const)(
    "%s: anonymous 401, a shopper 403, staff 403 even with settings (the owner's)",
    async (method, body) => {
      expect((await call(t.app, method, URL, undefined, body)).statusCode).toBe(401);
      expect((await call(t.app, method, URL, t.customer, body)).statusCode).toBe(403);
      for (const member of [staff.clerk, staff.manager]) {
        const refused = await call(t.app, method, URL, member, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toMatch(/owner/i);
      }
    },
  );

  it('saves a test card, masked: brand, last four and expiry, never the number', async () => {
    const res = await call(t.app, 'PUT', URL, t.ownerA, card());
    expect(res.statusCode).toBe(200);
    expect(res.json().card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toContain('4242424242424242');
    expect(res.json().timeline[0]).toMatchObject({ kind: 'card_saved' });
    expect(res.json().timeline[0].message).toBe('Visa card ending 4242 (expires 12/2034) saved for bills.');
    const [row] = await t.db
      .select()
      .from(platformPaymentMethods)
      .where(eq(platformPaymentMethods.tenantId, t.storeA.id));
    expect(row).toMatchObject({ provider: 'sandbox', last4: '4242' });
  });

  it('is written to the audit log by the route', async () => {
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.tenantId, t.storeA.id));
    expect(entries.map((e) => e.route)).toContain('PUT /api/billing/payment-method');
  });

  it('refuses bad input and declined cards with a sentence', async () => {
    const missing = await call(t.app, 'PUT', URL, t.ownerA, { expMonth: 12, expYear: 34, cvc: '123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Card number is required');
    const month = await call(t.app, 'PUT', URL, t.ownerA, { ...card(), expMonth: 13 });
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toBe('Expiry month is invalid');
    const declined = await call(t.app, 'PUT', URL, t.ownerA, card('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const expired = await call(t.app, 'PUT', URL, t.ownerA, { ...card(), expYear: 20 });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe('Your card has expired.');
    // The card on file is still the first one.
    expect((await call(t.app, 'GET', URL, t.ownerA)).json().card.last4).toBe('4242');
  });

  it('lets the owner replace it', async () => {
    const res = await call(t.app, 'PUT', URL, t.ownerA, {
      cardNumber: '5555555555554444',
      expMonth: 6,
      expYear: 2031,
      cvc: '321',
    });
    // Not a test card the sandbox accepts: the readable refusal, nothing replaced.
    expect(res.statusCode).toBe(402);
    const replaced = await call(t.app, 'PUT', URL, t.ownerA, { ...card(), expMonth: 6, expYear: 2031 });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().card).toMatchObject({ last4: '4242', expMonth: 6, expYear: 2031 });
    expect(replaced.json().timeline[0].kind).toBe('card_replaced');
  });

  it('keeps each store to its own card', async () => {
    expect((await call(t.app, 'GET', URL, t.ownerB)).json().card).toBeNull();
    const other = await call(t.app, 'GET', `${URL}?tenantId=${t.storeA.id}`, t.ownerB);
    expect(other.statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `${URL}?tenantId=${t.storeA.id}`, t.ownerB)).statusCode).toBe(403);
    const events = await t.db.select().from(billingEvents).where(eq(billingEvents.tenantId, t.storeB.id));
    expect(events).toEqual([]);
    // The operator may look at any store's.
    const operator = await call(t.app, 'GET', `${URL}?tenantId=${t.storeA.id}`, t.admin);
    expect(operator.json().card.last4).toBe('4242');
  });

  it('removes the card; a second removal is 404', async () => {
    const removed = await call(t.app, 'DELETE', URL, t.ownerA);
    expect(removed.statusCode).toBe(204);
    const after = (await call(t.app, 'GET', URL, t.ownerA)).json();
    expect(after.card).toBeNull();
    expect(after.timeline[0]).toMatchObject({ kind: 'card_removed' });
    const again = await call(t.app, 'DELETE', URL, t.ownerA);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('There is no card on file');
  });

  it('a store the operator marks "pays by transfer" gets its bill by e-mail, never charged', async () => {
    await t.db
      .update(tenants)
      .set({ subscriptionStatus: 'active', trialEndsAt: null })
      .where(eq(tenants.id, t.storeB.id));
    await giveEmail(t.db, 'owner-b', 'owner-b@bravo.test');
    expect((await call(t.app, 'PUT', URL, t.ownerB, card())).statusCode).toBe(200);
    const current = (await call(t.app, 'GET', `/api/super-admin/tenants/${t.storeB.id}`, t.admin)).json();
    const tenant = Array.isArray(current) ? current[0] : current;
    const edit = await call(t.app, 'PUT', `/api/super-admin/tenants/${t.storeB.id}`, t.admin, {
      name: tenant.name,
      slug: tenant.slug,
      domain: '',
      status: 'active',
      subscriptionPlan: 'pro',
      paysByTransfer: true,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().paysByTransfer).toBe(true);
    expect((await call(t.app, 'GET', URL, t.ownerB)).json().paysByTransfer).toBe(true);

    expect(await runJobAt(t.ctx(), '2027-02-01T00:19:00Z')).toMatchObject({ raised: 1, paid: 0 });
    const [bill] = await billsOf(t.db, t.storeB.id);
    expect(bill).toMatchObject({
      status: 'unpaid',
      amountMinor: 7999,
      nextChargeAt: null,
      chargeAttempts: 0,
    });
    expect(await mailTo(t.db, 'owner-b@bravo.test')).toEqual(['Your Storefleet bill of £79.99']);
  });

  it('refuses the platform Stripe webhook when the platform has no Stripe account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/platform-stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Stripe webhooks are not set up for the platform');
  });

  it('has no Stripe setup on the sandbox', async () => {
    const res = await call(t.app, 'POST', `${URL}/setup`, t.ownerA);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/test cards/);
  });
});
