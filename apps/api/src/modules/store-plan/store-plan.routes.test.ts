import { parseMinor } from '@storefleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCtx } from '../../../test/app.ts';
import { startBackgroundJobs } from '../../background-jobs.ts';
import { billing, tenants } from '../../db/schema/index.ts';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { markOverdueBills } from '../billing/billing.jobs.ts';
import { prorate } from '../billing/proration.service.ts';
import { findJob, makeDue, recordingLogger, selectRows } from '../jobs/jobs.test-support.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';
import { applyScheduledPlanChanges, endCancelledSubscriptions } from './store-plan.jobs.ts';
import { quotePlanChange } from './store-plan.quote.ts';
import { upgradeSubscription } from './store-plan.service.ts';

const DAY_MS = 86_400_000;

describe("the store's plan lifecycle (ADR 0012, 0036)", () => {
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
  const quote = (cookie: string | undefined, planId: unknown, query = '') =>
    call(t.app, 'GET', `/api/subscription/change-quote?planId=${planId ?? ''}${query}`, cookie);
  const cancel = (cookie: string | undefined, query = '') =>
    call(t.app, 'POST', `/api/subscription/cancel${query}`, cookie);
  const tenantRow = async (id: number) => (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;
  const billsOf = (id: number) =>
    t.db.select().from(billing).where(eq(billing.tenantId, id)).orderBy(billing.id);
  const markPaid = (billId: number) =>
    call(t.app, 'PUT', `/api/billing/${billId}/mark-paid`, t.admin, { paymentMethod: 'stripe' });
  const limitsOf = async (cookie: string, id: number) =>
    (await call(t.app, 'GET', `/api/tenant/${id}`, cookie)).json().usage.limits;
  /** A paid plan running, the trial over. */
  const makeActive = (id: number, plan: string) =>
    t.db
      .update(tenants)
      .set({
        subscriptionPlan: plan,
        subscriptionStatus: 'active',
        trialEndsAt: new Date(Date.now() - DAY_MS),
      })
      .where(eq(tenants.id, id));
  const minor = (money: string) => parseMinor(money)!;

  it('needs a signed-in member of the store; other stores are refused', async () => {
    expect((await upgrade(undefined, plans.pro)).statusCode).toBe(401);
    expect((await quote(undefined, plans.pro)).statusCode).toBe(401);
    expect((await cancel(undefined)).statusCode).toBe(401);
    expect((await upgrade(t.customer, plans.pro)).statusCode).toBe(403);
    expect((await quote(t.customer, plans.pro)).statusCode).toBe(403);
    for (const res of [
      await upgrade(t.ownerA, plans.pro, `&tenantId=${t.storeB.id}`.replace('&', '?')),
      await quote(t.ownerA, plans.pro, `&tenantId=${t.storeB.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have access to this store');
    }
  });

  it('validates the plan', async () => {
    expect((await upgrade(t.ownerA, undefined)).json().message).toBe('Please choose a plan');
    expect((await quote(t.ownerA, undefined)).json().message).toBe('Please choose a plan');
    expect((await upgrade(t.ownerA, 999)).statusCode).toBe(404);
    expect((await quote(t.ownerA, 999)).statusCode).toBe(404);
  });

  it('refuses to cancel a trial: only an active paid plan can be cancelled', async () => {
    const res = await cancel(t.ownerA);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an active paid plan can be cancelled');
  });

  describe('during the trial', () => {
    it('the quote charges nothing now and names the trial’s end', async () => {
      const res = await quote(t.ownerA, plans.pro);
      expect(res.statusCode).toBe(200);
      const trialEndsAt = (await tenantRow(t.storeA.id)).trialEndsAt!.toISOString();
      expect(res.json()).toMatchObject({
        planName: 'Pro',
        newPrice: '79.99',
        currentPlanName: 'Basic',
        kind: 'trial',
        dueNow: '0.00',
        appliesAt: 'now',
        trialEndsAt,
      });
    });

    it('an upgrade applies at once, keeps the trial and bills nothing; the plan’s limits apply', async () => {
      const before = await tenantRow(t.storeA.id);
      const res = await upgrade(t.ownerA, plans.enterprise);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        subscriptionPlan: 'enterprise',
        subscriptionStatus: 'trial',
        trialEndsAt: before.trialEndsAt!.toISOString(),
        billingId: null,
        pendingPlan: null,
      });
      expect(await billsOf(t.storeA.id)).toEqual([]);
      expect((await limitsOf(t.ownerA, t.storeA.id)).maxProducts).toBeNull();
      // And back down: still the trial, still nothing billed, nothing scheduled.
      const down = await upgrade(t.ownerA, plans.basic);
      expect(down.json()).toMatchObject({
        subscriptionPlan: 'basic',
        subscriptionStatus: 'trial',
        scheduledPlan: null,
      });
      expect(await billsOf(t.storeA.id)).toEqual([]);
      expect((await upgrade(t.ownerA, plans.basic)).statusCode).toBe(409);
    });

    it('the operator’s monthly billing refuses a store in its trial', async () => {
      const res = await call(t.app, 'POST', '/api/billing/generate-monthly', t.admin, {
        tenantId: t.storeA.id,
        subscriptionPlanId: plans.basic,
        amount: 29.99,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(
        /^Alpha Store is in its trial until .*: its first bill comes when the trial ends$/,
      );
      expect(await billsOf(t.storeA.id)).toEqual([]);
    });
  });

  describe('on a paid plan', () => {
    beforeAll(() => makeActive(t.storeA.id, 'basic'));

    it('an upgrade bills exactly the quoted, prorated amount and waits for it to be paid', async () => {
      const q = (await quote(t.ownerA, plans.pro)).json();
      const now = new Date();
      const expected = prorate({
        oldPriceMinor: 2999,
        newPriceMinor: 7999,
        period: calendarMonthOf(now),
        at: now,
      });
      expect(q).toMatchObject({
        kind: 'upgrade',
        appliesAt: 'paid',
        trialEndsAt: null,
        daysRemaining: expected.daysRemaining,
        dueNow: (expected.dueMinor / 100).toFixed(2),
      });
      expect(minor(q.dueNow)).toBe(minor(q.charge) - minor(q.credit));
      expect(minor(q.dueNow)).toBeLessThanOrEqual(7999 - 2999);

      const res = await upgrade(t.ownerA, plans.pro);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        subscriptionPlan: 'basic',
        subscriptionStatus: 'active',
        pendingPlan: 'pro',
      });
      const [bill] = await billsOf(t.storeA.id);
      expect(bill).toMatchObject({
        id: res.json().billingId,
        amountMinor: minor(q.dueNow),
        status: 'unpaid',
        subscriptionPlanId: plans.pro,
        billingPeriodEnd: calendarMonthOf(now).end,
      });
      expect(bill!.description).toMatch(/^Upgrade to the Pro plan, \d+ days? of /);
    });

    it('a second upgrade before paying changes that bill to the new quote instead of adding one', async () => {
      const q = (await quote(t.ownerA, plans.enterprise)).json();
      const res = await upgrade(t.ownerA, plans.enterprise);
      expect(res.json()).toMatchObject({ subscriptionPlan: 'basic', pendingPlan: 'enterprise' });
      const bills = await billsOf(t.storeA.id);
      expect(bills).toHaveLength(1);
      expect(bills[0]).toMatchObject({ amountMinor: minor(q.dueNow), subscriptionPlanId: plans.enterprise });
    });

    it('the plan stays until the bill is paid, even overdue; paid, it applies', async () => {
      expect((await limitsOf(t.ownerA, t.storeA.id)).maxProducts).toBe(50);
      const [bill] = await billsOf(t.storeA.id);
      expect(await markOverdueBills(t.db, new Date(bill!.dueDate!.getTime() + 1000))).toBe(1);
      expect((await tenantRow(t.storeA.id)).subscriptionPlan).toBe('basic');
      expect((await markPaid(bill!.id)).statusCode).toBe(200);
      expect(await tenantRow(t.storeA.id)).toMatchObject({
        subscriptionPlan: 'enterprise',
        subscriptionStatus: 'active',
      });
      expect((await limitsOf(t.ownerA, t.storeA.id)).maxProducts).toBeNull();
    });

    it('a downgrade is scheduled for the period’s end, shown on the account, and can be taken back', async () => {
      const monthEnd = calendarMonthOf(new Date()).end.toISOString();
      const q = (await quote(t.ownerA, plans.basic)).json();
      expect(q).toMatchObject({
        kind: 'downgrade',
        dueNow: '0.00',
        appliesAt: 'periodEnd',
        effectiveAt: monthEnd,
      });
      const res = await upgrade(t.ownerA, plans.basic);
      expect(res.json()).toMatchObject({
        subscriptionPlan: 'enterprise',
        scheduledPlan: 'basic',
        scheduledPlanAt: monthEnd,
        billingId: null,
      });
      expect(await billsOf(t.storeA.id)).toHaveLength(1);
      const account = (await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerA)).json();
      expect(account.scheduledChange).toEqual({ plan: 'basic', planName: 'Basic', at: monthEnd });
      const [job] = await selectRows<{ run_at: Date | string }>(
        t.db,
        sql`select run_at from jobs where key = ${`store-plan.apply-scheduled:${t.storeA.id}`} and status = 'queued'`,
      );
      expect(new Date(job!.run_at).toISOString()).toBe(monthEnd);

      // Choosing the current plan again takes the scheduled change back.
      const keep = await upgrade(t.ownerA, plans.enterprise);
      expect(keep.json()).toMatchObject({ subscriptionPlan: 'enterprise', scheduledPlan: null });
      expect(
        (await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerA)).json().scheduledChange,
      ).toBeNull();
    });

    it('the period-end job applies a scheduled downgrade once its date has come (fixed clock)', async () => {
      await upgrade(t.ownerA, plans.pro);
      const at = (await tenantRow(t.storeA.id)).scheduledPlanAt!;
      expect(await applyScheduledPlanChanges(t.db, new Date(at.getTime() - 1000))).toEqual([]);
      expect((await tenantRow(t.storeA.id)).subscriptionPlan).toBe('enterprise');
      expect(await applyScheduledPlanChanges(t.db, at)).toEqual([t.storeA.id]);
      expect(await tenantRow(t.storeA.id)).toMatchObject({
        subscriptionPlan: 'pro',
        subscriptionStatus: 'active',
        scheduledPlan: null,
        scheduledPlanAt: null,
      });
      expect(await applyScheduledPlanChanges(t.db, new Date(at.getTime() + DAY_MS))).toEqual([]);
    });

    it('a super admin changes any store’s plan with ?tenantId, on the same terms', async () => {
      await makeActive(t.storeB.id, 'basic');
      const q = (await quote(t.admin, plans.pro, `&tenantId=${t.storeB.id}`)).json();
      const res = await upgrade(t.admin, plans.pro, `?tenantId=${t.storeB.id}`);
      expect(res.json()).toMatchObject({
        tenantId: t.storeB.id,
        subscriptionPlan: 'basic',
        pendingPlan: 'pro',
      });
      const [bill] = await billsOf(t.storeB.id);
      expect(bill!.amountMinor).toBe(minor(q.dueNow));
      // Choosing the current plan again withdraws the unpaid upgrade.
      const back = await upgrade(t.ownerB, plans.basic);
      expect(back.json()).toMatchObject({ subscriptionPlan: 'basic', pendingPlan: null });
      expect(await billsOf(t.storeB.id)).toEqual([]);
      expect((await upgrade(t.ownerB, plans.basic)).statusCode).toBe(409);
    });

    it('cancelling sets subscriptionEndsAt to the end of the paid period, queues the end job, and drops a scheduled downgrade', async () => {
      await upgrade(t.ownerA, plans.basic);
      expect((await tenantRow(t.storeA.id)).scheduledPlan).toBe('basic');
      const res = await cancel(t.ownerA);
      expect(res.statusCode).toBe(200);
      const monthEnd = calendarMonthOf(new Date()).end;
      expect(res.json()).toMatchObject({
        subscriptionStatus: 'active',
        subscriptionEndsAt: monthEnd.toISOString(),
        scheduledPlan: null,
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
      expect((await call(t.app, 'GET', '/api/tenant/slug/alpha')).statusCode).toBe(200);
    });

    it('after the plan ended, a paid plan is billed from today (prorated, no credit) and starts when paid', async () => {
      const q = (await quote(t.ownerA, plans.basic)).json();
      expect(q).toMatchObject({ kind: 'start', credit: '0.00', appliesAt: 'paid' });
      const res = await upgrade(t.ownerA, plans.basic);
      expect(res.json()).toMatchObject({ subscriptionStatus: 'canceled', pendingPlan: 'basic' });
      const bill = (await billsOf(t.storeA.id)).find((b) => b.id === res.json().billingId)!;
      expect(bill.amountMinor).toBe(minor(q.dueNow));
      expect((await markPaid(bill.id)).statusCode).toBe(200);
      expect(await tenantRow(t.storeA.id)).toMatchObject({
        subscriptionPlan: 'basic',
        subscriptionStatus: 'active',
        subscriptionEndsAt: null,
      });
    });
  });

  it('with a fixed clock, the issue’s example: Basic to Pro on 23 November is quoted and billed £13.33, not £79.99', async () => {
    const user = (await call(t.app, 'GET', '/api/user', t.ownerB)).json();
    const ctx = {
      ...t.ctx(),
      actor: {
        userId: user.id,
        username: user.username,
        email: user.email,
        isSuperAdmin: false,
        memberships: user.memberships,
        sessionTenantId: null,
      },
    };
    await makeActive(t.storeB.id, 'basic');
    const at = new Date(Date.UTC(2026, 10, 23, 10, 0));
    const q = await quotePlanChange(ctx, { planId: plans.pro! }, at);
    expect(q).toMatchObject({
      kind: 'upgrade',
      credit: '8.00',
      charge: '21.33',
      dueNow: '13.33',
      daysRemaining: 8,
      daysInPeriod: 30,
    });
    const summary = await upgradeSubscription(ctx, { planId: plans.pro!, now: at });
    const bill = (await billsOf(t.storeB.id)).find((b) => b.id === summary.billingId)!;
    expect(bill).toMatchObject({
      amountMinor: 1333,
      billingPeriodStart: at,
      billingPeriodEnd: new Date(Date.UTC(2026, 11, 1)),
      description: 'Upgrade to the Pro plan, 8 days of November 2026',
    });
    await t.db.delete(billing).where(eq(billing.id, bill.id));
  });

  it('the period-end job runs daily from the job queue and applies what is due', async () => {
    const log = recordingLogger();
    const first = startBackgroundJobs({ ...testCtx(t), log }, { pollIntervalMs: 10 });
    await first.stop();
    const [job] = await selectRows<{ id: number; cron: string }>(
      t.db,
      sql`select id, cron from jobs where key = 'store-plan.apply-scheduled'`,
    );
    expect(job?.cron).toBe('13 0 * * *');
    await t.db
      .update(tenants)
      .set({ scheduledPlan: 'enterprise', scheduledPlanAt: new Date(Date.now() - 1000) })
      .where(eq(tenants.id, t.storeB.id));
    await makeDue(t.db, job!.id);
    const again = startBackgroundJobs({ ...testCtx(t), log }, { pollIntervalMs: 10 });
    await expect.poll(async () => (await findJob(t.db, job!.id))?.status, { timeout: 3000 }).toBe('done');
    await again.stop();
    expect(await tenantRow(t.storeB.id)).toMatchObject({
      subscriptionPlan: 'enterprise',
      scheduledPlan: null,
    });
  });

  it('refuses a plan that is no longer offered, in the quote and the change', async () => {
    const list = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    const pro = list.find((p: { slug: string }) => p.slug === 'pro');
    await call(t.app, 'PUT', `/api/subscription-plans/${pro.id}`, t.admin, { ...pro, isActive: false });
    for (const res of [await upgrade(t.ownerB, pro.id), await quote(t.ownerB, pro.id)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The Pro plan is no longer offered');
    }
  });
});
