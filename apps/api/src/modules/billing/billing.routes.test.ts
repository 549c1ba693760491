import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing, tenants } from '../../db/schema/index.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';

describe('platform billing', () => {
  let t: PlatformFixture;
  let basicId: number;
  let proId: number;
  beforeAll(async () => {
    t = await createPlatformFixture();
    const plans = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    basicId = plans.find((p: { slug: string }) => p.slug === 'basic').id;
    proId = plans.find((p: { slug: string }) => p.slug === 'pro').id;
    // The fixture's stores are in their trials; these tests bill stores whose trial ended before
    // this month (a trial ending inside the month leaves its days unbilled: ADR 0097).
    await endTrial(t.storeA.id);
    await endTrial(t.storeB.id);
  });
  const endTrial = (id: number, trialEndsAt = new Date(Date.now() - 40 * 86_400_000)) =>
    t.db.update(tenants).set({ trialEndsAt }).where(eq(tenants.id, id));
  afterAll(() => t.close());

  const generate = (cookie: string | undefined, body: unknown) =>
    call(t.app, 'POST', '/api/billing/generate-monthly', cookie, body);
  const statsFor = async (cookie: string) => (await call(t.app, 'GET', '/api/billing/stats', cookie)).json();
  /** The stat cards' figures; no bill in these tests is overdue. */
  const cards = (totalRevenue: string, pendingRevenue: string, activeStores: number) => ({
    totalRevenue,
    pendingRevenue,
    activeStores,
    overdueCount: 0,
    // Every bill of these tests is paid this year; none renews (the stores are still on trial).
    paidThisYear: totalRevenue,
    currency: 'GBP',
    nextBill: null,
  });

  describe('who may call', () => {
    it.each([
      ['GET', '/api/billing/overdue', undefined],
      ['POST', '/api/billing/generate-monthly', { tenantId: 1, subscriptionPlanId: 1, amount: 1 }],
      ['PUT', '/api/billing/1/mark-paid', { paymentMethod: 'manual' }],
    ] as const)('%s %s is super admin only', async (method, url, body) => {
      expect((await call(t.app, method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(t.app, method, url, t.ownerA, body)).statusCode).toBe(403);
      expect((await call(t.app, method, url, t.customer, body)).statusCode).toBe(403);
    });

    it.each(['/api/billing', '/api/billing/stats', '/api/billing/history'])(
      '%s: anonymous 401, a customer without a store 403',
      async (url) => {
        expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
        expect((await call(t.app, 'GET', url, t.customer)).statusCode).toBe(403);
      },
    );
  });

  it('refuses to bill a store still in its trial (ADR 0036): its first bill comes when the trial ends', async () => {
    await endTrial(t.storeA.id, new Date(Date.UTC(2099, 0, 7, 12)));
    const res = await generate(t.admin, {
      tenantId: t.storeA.id,
      subscriptionPlanId: basicId,
      amount: 29.99,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Alpha Store is in its trial until 7 January 2099: its first bill comes when the trial ends',
    );
    expect(await t.db.select().from(billing).where(eq(billing.tenantId, t.storeA.id))).toEqual([]);
    await endTrial(t.storeA.id);
  });

  it('generates this month’s bill: unpaid, due in 14 days, the period a calendar month', async () => {
    const res = await generate(t.admin, {
      tenantId: t.storeA.id,
      subscriptionPlanId: basicId,
      amount: 29.99,
    });
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    expect(bill).toMatchObject({
      tenantId: t.storeA.id,
      tenantName: 'Alpha Store',
      planName: 'Basic',
      status: 'unpaid',
      amount: '29.99',
      currency: 'GBP',
      billingPeriodStart: monthStart.toISOString(),
      paidAt: null,
    });
    const dueInDays = (new Date(bill.dueDate).getTime() - Date.now()) / 86_400_000;
    expect(dueInDays).toBeGreaterThan(13.9);
    expect(dueInDays).toBeLessThanOrEqual(14);
  });

  it('refuses to bill the same store for the same month twice', async () => {
    const res = await generate(t.admin, {
      tenantId: t.storeA.id,
      subscriptionPlanId: proId,
      amount: '79.99',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Alpha Store already has a bill for [A-Z][a-z]+ \d{4}$/);
    const list = (await call(t.app, 'GET', `/api/billing?tenantId=${t.storeA.id}`, t.admin)).json();
    expect(list).toHaveLength(1);
  });

  it.each([
    [{ subscriptionPlanId: 1, amount: 1 }, 'Store is required'],
    [{ tenantId: '', subscriptionPlanId: 1, amount: 1 }, 'Store is required'],
    [{ tenantId: 1, amount: 1 }, 'Subscription plan is required'],
    [{ tenantId: 1, subscriptionPlanId: 1, amount: '' }, 'Amount is required'],
    [{ tenantId: 1, subscriptionPlanId: 1, amount: 'lots' }, 'Enter an amount in pounds, like 29.99'],
  ])('validates %j → %s', async (body, message) => {
    const res = await generate(t.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an unknown store or plan', async () => {
    expect(
      (await generate(t.admin, { tenantId: 999, subscriptionPlanId: basicId, amount: 1 })).json().message,
    ).toBe('Tenant not found');
    expect(
      (await generate(t.admin, { tenantId: t.storeB.id, subscriptionPlanId: 999, amount: 1 })).statusCode,
    ).toBe(404);
  });

  it('marks a bill paid with method and notes; a second time is 409', async () => {
    const b = (
      await generate(t.admin, { tenantId: t.storeB.id, subscriptionPlanId: proId, amount: '79.99' })
    ).json();
    const missing = await call(t.app, 'PUT', `/api/billing/${b.id}/mark-paid`, t.admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Payment method is required');
    const wrong = await call(t.app, 'PUT', `/api/billing/${b.id}/mark-paid`, t.admin, {
      paymentMethod: 'cash',
    });
    expect(wrong.json().message).toBe('Payment method is required');

    const res = await call(t.app, 'PUT', `/api/billing/${b.id}/mark-paid`, t.admin, {
      paymentMethod: 'bank_transfer',
      notes: 'BACS ref 1234',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      paymentMethod: 'bank_transfer',
      notes: 'BACS ref 1234',
    });
    expect(res.json().paidAt).not.toBeNull();
    const again = await call(t.app, 'PUT', `/api/billing/${b.id}/mark-paid`, t.admin, {
      paymentMethod: 'manual',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bill has already been marked as paid');
    expect(
      (await call(t.app, 'PUT', '/api/billing/9999/mark-paid', t.admin, { paymentMethod: 'manual' }))
        .statusCode,
    ).toBe(404);
  });

  it('sums the cards over every bill for the operator', async () => {
    expect(await statsFor(t.admin)).toEqual(cards('79.99', '29.99', 2));
  });

  it('shows a store owner only their own store’s bills, read-only', async () => {
    const own = await call(t.app, 'GET', '/api/billing', t.ownerA);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((b: { tenantName: string }) => b.tenantName)).toEqual(['Alpha Store']);
    expect(own.headers['x-total-count']).toBe('1');
    const other = await call(t.app, 'GET', `/api/billing?tenantId=${t.storeB.id}`, t.ownerA);
    expect(other.statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/billing/history?tenantId=${t.storeB.id}`, t.ownerA)).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/billing/stats?tenantId=${t.storeB.id}`, t.ownerA)).statusCode,
    ).toBe(403);
    expect(await statsFor(t.ownerA)).toEqual(cards('0.00', '29.99', 1));
  });

  it('serves the history entries of the spec for the acting store', async () => {
    const res = await call(t.app, 'GET', '/api/billing/history', t.ownerB);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json();
    expect(entry).toMatchObject({ amount: '79.99', status: 'paid' });
    expect(entry.description).toMatch(/^Pro plan, [A-Z][a-z]+ \d{4}$/);
    expect(entry.billingDate).toEqual(expect.any(String));
    const forAdmin = await call(t.app, 'GET', `/api/billing/history?tenantId=${t.storeB.id}`, t.admin);
    expect(forAdmin.json()).toEqual(res.json());
  });

  it('filters the list by status and search and pages it', async () => {
    const paid = await call(t.app, 'GET', '/api/billing?status=paid', t.admin);
    expect(paid.json().map((b: { tenantName: string }) => b.tenantName)).toEqual(['Bravo Store']);
    const search = await call(t.app, 'GET', '/api/billing?search=alpha', t.admin);
    expect(search.json()).toHaveLength(1);
    const page = await call(t.app, 'GET', '/api/billing?limit=1&offset=1', t.admin);
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('2');
    expect((await call(t.app, 'GET', '/api/billing?status=late', t.admin)).statusCode).toBe(400);
  });
});
