// Generate Monthly Billing proposes each store's month split by the plans in force in it (ADR 0097):
// a plan changed on the 28th bills 27 days of the old plan and the rest of the new, never a full
// month of either, and generating without an amount bills that proposal.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/app.ts';
import { billing, tenantPlanChanges, tenants } from '../../db/schema/index.ts';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';
import { billsOf } from './platform-billing.test-support.ts';
import { prorate, shareOf } from './proration.service.ts';

const DAY_MS = 86_400_000;

describe('Generate Monthly Billing’s prorated proposal', () => {
  let t: PlatformFixture;
  let plan: Record<string, number>;
  const month = calendarMonthOf(new Date());
  const days = Math.round((month.end.getTime() - month.start.getTime()) / DAY_MS);
  const dayOf = (n: number, hour = 10) =>
    new Date(month.start.getTime() + (n - 1) * DAY_MS + hour * 3_600_000);
  const propose = (tenantId: number | string, cookie?: string) =>
    call(t.app, 'GET', `/api/billing/generate-monthly/proposal?tenantId=${tenantId}`, cookie);
  /** Generate Monthly Billing for the store on Pro, as the super admin, without an amount. */
  const generate = (tenantId: number) =>
    call(t.app, 'POST', '/api/billing/generate-monthly', t.admin, { tenantId, subscriptionPlanId: plan.pro });
  /** A store on the Pro plan, active: its id. */
  const proStore = async (slug: string, name: string, values: { trialEndsAt?: Date } = {}) =>
    (
      await createTenant(t.db, {
        slug,
        name,
        subscriptionPlan: 'pro',
        subscriptionStatus: 'active',
        ...values,
      })
    ).id;
  let delta: number;

  beforeAll(async () => {
    t = await createPlatformFixture();
    const plans = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    plan = Object.fromEntries(plans.map((p: { slug: string; id: number }) => [p.slug, p.id]));
    // Delta: on Basic until the 28th, then Pro (the trigger's rows, dated as the changes were made).
    delta = await proStore('delta', 'Delta');
    await t.db
      .insert(tenantPlanChanges)
      .values({ tenantId: delta, fromPlan: 'basic', toPlan: 'pro', changedAt: dayOf(28, 15) });
    // A change before this month does not split it.
    await t.db.insert(tenantPlanChanges).values({
      tenantId: delta,
      fromPlan: 'enterprise',
      toPlan: 'basic',
      changedAt: new Date(month.start.getTime() - 3 * DAY_MS),
    });
  });
  afterAll(() => t.close());

  it('bills 27 days of the old plan and the rest of the new one, part by part', async () => {
    const res = await propose(delta, t.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const basic = shareOf(2999, 27, days);
    const pro = shareOf(7999, days - 27, days);
    expect(body).toMatchObject({
      tenantId: delta,
      tenantName: 'Delta',
      daysInPeriod: days,
      planId: plan.pro,
      currency: 'GBP',
      amount: ((basic + pro) / 100).toFixed(2),
      alreadyBilled: false,
    });
    expect(body.parts).toEqual([
      {
        planId: plan.basic,
        planName: 'Basic',
        start: month.start.toISOString(),
        end: dayOf(28, 0).toISOString(),
        days: 27,
        amount: (basic / 100).toFixed(2),
      },
      {
        planId: plan.pro,
        planName: 'Pro',
        start: dayOf(28, 0).toISOString(),
        end: month.end.toISOString(),
        days: days - 27,
        amount: (pro / 100).toFixed(2),
      },
    ]);
    const mon = month.start.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(body.summary).toBe(
      `Basic 1–27 ${mon} £${(basic / 100).toFixed(2)}, Pro 28–${days} ${mon} £${(pro / 100).toFixed(2)}`,
    );
  });

  it('a store whose plan did not change this month is proposed its full price', async () => {
    await t.db
      .update(tenants)
      .set({ subscriptionStatus: 'active', trialEndsAt: null })
      .where(eq(tenants.id, t.storeB.id));
    const res = await propose(t.storeB.id, t.admin);
    expect(res.json()).toMatchObject({ amount: '79.99', parts: [{ planName: 'Pro', days }] });
  });

  it('generating without an amount bills the proposal, described part by part; then the month is billed', async () => {
    const made = await generate(delta);
    expect(made.statusCode).toBe(201);
    const proposal = (await propose(delta, t.admin)).json();
    expect(made.json()).toMatchObject({ amount: proposal.amount, currency: 'GBP' });
    const [bill] = await billsOf(t.db, delta);
    expect(bill!.description).toContain(proposal.summary);
    expect(proposal.alreadyBilled).toBe(true);
    const again = await generate(delta);
    expect(again.statusCode).toBe(409);
  });

  it('takes off an upgrade already billed for part of the month, whatever became of its bill', async () => {
    // Echo: Basic until the 28th, then Pro, the upgrade charged at once (its own bill, later refunded).
    const echo = await proStore('echo', 'Echo');
    await t.db
      .insert(tenantPlanChanges)
      .values({ tenantId: echo, fromPlan: 'basic', toPlan: 'pro', changedAt: dayOf(28, 15) });
    const upgrade = prorate({ oldPriceMinor: 2999, newPriceMinor: 7999, period: month, at: dayOf(28, 15) });
    const [bill] = await t.db
      .insert(billing)
      .values({
        tenantId: echo,
        subscriptionPlanId: plan.pro,
        status: 'refunded',
        amountMinor: upgrade.dueMinor,
        currency: 'GBP',
        description: 'Upgrade to the Pro plan, 4 days',
        billingPeriodStart: dayOf(28, 15),
        billingPeriodEnd: month.end,
      })
      .returning();
    const body = (await propose(echo, t.admin)).json();
    const parts = shareOf(2999, 27, days) + shareOf(7999, days - 27, days);
    expect(body.amount).toBe(((parts - upgrade.dueMinor) / 100).toFixed(2));
    expect(body.billedAlready).toEqual([
      {
        billId: bill!.id,
        description: 'Upgrade to the Pro plan, 4 days',
        amount: (upgrade.dueMinor / 100).toFixed(2),
      },
    ]);
    expect(body.summary).toContain(`, less £${(upgrade.dueMinor / 100).toFixed(2)} billed before`);
    // Generated without an amount: the month's bill is that difference, described with it.
    const made = await generate(echo);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      amount: body.amount,
      description: expect.stringContaining('billed before'),
    });
  });

  it('bills nothing for the trial’s days, and nothing at all when the bill after the trial covers the rest', async () => {
    // Foxtrot's trial ended on the 10th; the hourly job billed Pro from then to the month's end.
    const foxtrot = await proStore('foxtrot', 'Foxtrot', { trialEndsAt: dayOf(10, 9) });
    const before = (await propose(foxtrot, t.admin)).json();
    expect(before.parts).toEqual([
      expect.objectContaining({ planId: null, planName: 'Trial', days: 9, amount: '0.00' }),
      expect.objectContaining({
        planId: plan.pro,
        planName: 'Pro',
        days: days - 9,
        amount: (shareOf(7999, days - 9, days) / 100).toFixed(2),
      }),
    ]);
    expect(before.planId).toBe(plan.pro);
    const rest = prorate({ oldPriceMinor: 0, newPriceMinor: 7999, period: month, at: dayOf(10, 9) }).dueMinor;
    await t.db.insert(billing).values({
      tenantId: foxtrot,
      subscriptionPlanId: plan.pro,
      status: 'paid',
      amountMinor: rest,
      currency: 'GBP',
      description: 'Pro plan from the end of the trial',
      billingPeriodStart: dayOf(10, 9),
      billingPeriodEnd: month.end,
    });
    const after = (await propose(foxtrot, t.admin)).json();
    expect(after).toMatchObject({ amount: '0.00', alreadyBilled: false });
    const refused = await generate(foxtrot);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Foxtrot's bills for .+ already cover the month: there is nothing left to bill$/,
    );
    expect(await billsOf(t.db, foxtrot)).toHaveLength(1);
  });

  it('is the super admin’s only; a store in its trial or unknown is a readable 4xx', async () => {
    expect((await propose(delta)).statusCode).toBe(401);
    const owner = await propose(t.storeA.id, t.ownerA);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toEqual(expect.any(String));
    const trial = await propose(t.storeA.id, t.admin);
    expect(trial.statusCode).toBe(409);
    expect(trial.json().message).toContain('Alpha Store is in its trial until');
    const missing = await propose(99999, t.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tenant not found');
    const none = await call(t.app, 'GET', '/api/billing/generate-monthly/proposal', t.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Store is required');
  });

  it('a plan change writes its own row, with the plans it went from and to, whoever writes it', async () => {
    // The daily job changes plans on no store's scope (tenant tables show it nothing): the row is
    // still written, for the store it belongs to, and the job's scope is left as it was.
    const none = t.database.scopes.none;
    await none.update(tenants).set({ subscriptionPlan: 'enterprise' }).where(eq(tenants.id, t.storeB.id));
    expect(await none.select().from(tenantPlanChanges)).toEqual([]);
    await t.db.update(tenants).set({ name: 'Bravo Renamed' }).where(eq(tenants.id, t.storeB.id));
    const rows = await t.db
      .select()
      .from(tenantPlanChanges)
      .where(eq(tenantPlanChanges.tenantId, t.storeB.id));
    expect(rows).toEqual([expect.objectContaining({ fromPlan: 'pro', toPlan: 'enterprise' })]);
    const res = await propose(t.storeB.id, t.admin);
    expect(res.json().parts.map((p: { planName: string }) => p.planName)).toEqual(
      new Date().getUTCDate() === 1 ? ['Enterprise'] : ['Pro', 'Enterprise'],
    );
  });
});
