import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing, tenants } from '../../db/schema/index.ts';
import { markOverdueBills } from '../billing/billing.jobs.ts';
import { selectRows } from '../jobs/jobs.test-support.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenants/platform.test-support.ts';
import { endCancelledSubscriptions } from './store-plan.jobs.ts';

describe("the store's plan lifecycle", () => {
  let t: PlatformFixture;
  let plans: Record<string, number>;
  beforeAll(async () => {
    t = await createPlatformFixture();
    const list = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    plans = Object.fromEntries(list.map((p: { slug: string; id: number }) => [p.slug, p.id]));
  });
  afterAll(() => t.close());

  const upgrade = (cookie: string | undefined, planId: unknown, query = '') =>
    call(t.app, 'POST', `/api/subscription/upgrade${query}`, cookie, { planId });
  const cancel = (cookie: string | undefined, query = '') =>
    call(t.app, 'POST', `/api/subscription/cancel${query}`, cookie);
  const tenantRow = async (id: number) => (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;
  const billsOf = (id: number) => t.db.select().from(billing).where(eq(billing.tenantId, id));

  it('needs a signed-in member of the store', async () => {
    expect((await upgrade(undefined, plans.pro)).statusCode).toBe(401);
    expect((await cancel(undefined)).statusCode).toBe(401);
    expect((await upgrade(t.customer, plans.pro)).statusCode).toBe(403);
    const other = await upgrade(t.ownerA, plans.pro, `?tenantId=${t.storeB.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not have access to this store');
  });

  it('validates the plan', async () => {
    expect((await upgrade(t.ownerA, undefined)).json().message).toBe('Please choose a plan');
    expect((await upgrade(t.ownerA, 999)).statusCode).toBe(404);
  });

  it('refuses to cancel a trial: only an active paid plan can be cancelled', async () => {
    const res = await cancel(t.ownerA);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an active paid plan can be cancelled');
  });

  const markPaid = (billId: number) =>
    call(t.app, 'PUT', `/api/billing/${billId}/mark-paid`, t.admin, { paymentMethod: 'stripe' });
  const limitsOf = async (cookie: string, id: number) =>
    (await call(t.app, 'GET', `/api/tenant/${id}`, cookie)).json().usage.limits;

  it('an upgrade waits for its bill: the plan stays, the month is billed, a repeat adds nothing', async () => {
    const res = await upgrade(t.ownerA, plans.pro);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tenantId: t.storeA.id,
      subscriptionPlan: 'basic',
      subscriptionStatus: 'trial',
      pendingPlan: 'pro',
    });
    const [bill] = await billsOf(t.storeA.id);
    expect(bill).toMatchObject({
      id: res.json().billingId,
      amountMinor: 7999,
      status: 'unpaid',
      subscriptionPlanId: plans.pro,
    });
    expect((await tenantRow(t.storeA.id)).subscriptionPlan).toBe('basic');
    const again = await upgrade(t.ownerA, plans.pro);
    expect(again.json()).toMatchObject({ pendingPlan: 'pro', billingId: bill!.id });
    expect(await billsOf(t.storeA.id)).toHaveLength(1);
  });

  it('switching again changes the open bill of the month instead of adding one', async () => {
    const res = await upgrade(t.ownerA, plans.enterprise);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscriptionPlan: 'basic', pendingPlan: 'enterprise' });
    const bills = await billsOf(t.storeA.id);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      amountMinor: 19999,
      subscriptionPlanId: plans.enterprise,
      status: 'unpaid',
    });
    expect(bills[0]!.description).toMatch(/^Enterprise plan, /);
  });

  it('the unlimited plan is not unlimited before it is paid, even once the bill is overdue; paid, it is', async () => {
    expect(await limitsOf(t.ownerA, t.storeA.id)).toEqual({
      maxProducts: 50,
      maxOrders: 500,
      maxStorage: 1024,
    });
    const [bill] = await billsOf(t.storeA.id);
    expect(await markOverdueBills(t.db, new Date(bill!.dueDate!.getTime() + 1000))).toBe(1);
    expect(await tenantRow(t.storeA.id)).toMatchObject({
      subscriptionPlan: 'basic',
      subscriptionStatus: 'trial',
    });
    expect((await limitsOf(t.ownerA, t.storeA.id)).maxProducts).toBe(50);

    const paid = await markPaid(bill!.id);
    expect(paid.statusCode).toBe(200);
    expect(await tenantRow(t.storeA.id)).toMatchObject({
      subscriptionPlan: 'enterprise',
      subscriptionStatus: 'active',
    });
    expect(await limitsOf(t.ownerA, t.storeA.id)).toEqual({
      maxProducts: null,
      maxOrders: null,
      maxStorage: null,
    });
  });

  it('a cheaper plan applies at once, and a paid month is not billed again', async () => {
    const res = await upgrade(t.ownerA, plans.basic);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscriptionPlan: 'basic', pendingPlan: null });
    const bills = await billsOf(t.storeA.id);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ status: 'paid', amountMinor: 19999 });
    expect((await tenantRow(t.storeA.id)).subscriptionPlan).toBe('basic');
  });

  it('cancelling sets subscriptionEndsAt to the end of the paid period and queues the end job', async () => {
    const res = await cancel(t.ownerA);
    expect(res.statusCode).toBe(200);
    const now = new Date();
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(res.json()).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionEndsAt: monthEnd.toISOString(),
    });
    const again = await cancel(t.ownerA);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Your subscription is already set to end on /);

    const [job] = await selectRows<{ run_at: Date | string }>(
      t.db,
      sql`select run_at from jobs where key = ${`store-plan.end-due:${t.storeA.id}`} and status = 'queued'`,
    );
    expect(new Date(job!.run_at).toISOString()).toBe(monthEnd.toISOString());

    const account = (await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerA)).json();
    expect(account.subscriptionState).toBe('ending');
  });

  it('the end job ends it only once the date has come', async () => {
    expect(await endCancelledSubscriptions(t.db, new Date())).toEqual([]);
    const endsAt = (await tenantRow(t.storeA.id)).subscriptionEndsAt!;
    expect(await endCancelledSubscriptions(t.db, new Date(endsAt.getTime() + 1000))).toEqual([t.storeA.id]);
    expect((await tenantRow(t.storeA.id)).subscriptionStatus).toBe('canceled');
    // The store front stays open: the operator decides whether to suspend.
    expect((await call(t.app, 'GET', '/api/tenant/slug/alpha')).statusCode).toBe(200);
  });

  it('upgrading after a cancellation has ended starts a paid plan again', async () => {
    const res = await upgrade(t.ownerA, plans.pro);
    expect(res.json()).toMatchObject({ subscriptionStatus: 'active', subscriptionEndsAt: null });
  });

  it('a dearer plan already paid for this month applies at once', async () => {
    // Store A (now on Pro) paid 199.99 for this month: Enterprise costs no more than that.
    const res = await upgrade(t.ownerA, plans.enterprise);
    expect(res.json()).toMatchObject({
      subscriptionPlan: 'enterprise',
      subscriptionStatus: 'active',
      pendingPlan: null,
    });
    expect(await billsOf(t.storeA.id)).toHaveLength(1);
  });

  it('a super admin changes any store’s plan with ?tenantId, on the same terms', async () => {
    const res = await upgrade(t.admin, plans.basic, `?tenantId=${t.storeB.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tenantId: t.storeB.id,
      subscriptionPlan: 'pro',
      pendingPlan: 'basic',
    });
    expect((await markPaid(res.json().billingId)).statusCode).toBe(200);
    expect(await tenantRow(t.storeB.id)).toMatchObject({
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
    });
  });

  it('an upgrade within a month paid on a cheaper plan bills the difference, and can be withdrawn', async () => {
    const up = await upgrade(t.ownerB, plans.pro);
    expect(up.json()).toMatchObject({ subscriptionPlan: 'basic', pendingPlan: 'pro' });
    const upgradeBill = (await billsOf(t.storeB.id)).find((b) => b.id === up.json().billingId)!;
    expect(upgradeBill).toMatchObject({
      status: 'unpaid',
      amountMinor: 7999 - 2999,
      subscriptionPlanId: plans.pro,
    });
    expect(upgradeBill.description).toMatch(/^Upgrade to the Pro plan, /);

    // Choosing the current plan again takes the unpaid upgrade back.
    const back = await upgrade(t.ownerB, plans.basic);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ subscriptionPlan: 'basic', pendingPlan: null });
    expect((await billsOf(t.storeB.id)).map((b) => b.status)).toEqual(['paid']);
    expect((await upgrade(t.ownerB, plans.basic)).statusCode).toBe(409);

    const again = await upgrade(t.ownerB, plans.pro);
    expect((await markPaid(again.json().billingId)).statusCode).toBe(200);
    expect((await tenantRow(t.storeB.id)).subscriptionPlan).toBe('pro');
  });

  it('refuses a plan that is no longer offered', async () => {
    const list = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    const pro = list.find((p: { slug: string }) => p.slug === 'pro');
    await call(t.app, 'PUT', `/api/subscription-plans/${pro.id}`, t.admin, { ...pro, isActive: false });
    const res = await upgrade(t.ownerB, pro.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Pro plan is no longer offered');
  });
});
