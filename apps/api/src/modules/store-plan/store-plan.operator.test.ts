// The operator changes a store's plan from Tenant Management (ADR 0097): the owner's quote first,
// then the owner's change itself, on the store's timeline and audit log, and an e-mail to the owner.
import { sandboxTestCards } from '@storefleet/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/app.ts';
import { auditLog, billingEvents, emailOutbox, tenants } from '../../db/schema/index.ts';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { billsOf, giveEmail, storeRow } from '../billing/platform-billing.test-support.ts';
import { prorate } from '../billing/proration.service.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';

const pence = (amount: string) => Math.round(Number(amount) * 100);

describe('the operator’s change of a store’s plan', () => {
  let t: PlatformFixture;
  let plan: Record<string, number>;
  const quote = (tenantId: number | string, planId: number | string, cookie?: string) =>
    call(t.app, 'GET', `/api/tenants/${tenantId}/plan-quote?planId=${planId}`, cookie);
  const change = (tenantId: number | string, body: unknown, cookie?: string) =>
    call(t.app, 'POST', `/api/tenants/${tenantId}/plan-change`, cookie, body);
  const mails = (to: string) =>
    t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.id));

  beforeAll(async () => {
    t = await createPlatformFixture();
    await giveEmail(t.db, 'owner-a', 'owner-a@alpha.test');
    await giveEmail(t.db, 'owner-b', 'owner-b@bravo.test');
    // Both stores pay for their plan: A on Basic, B on Basic too (its card is saved below).
    await t.db
      .update(tenants)
      .set({ subscriptionStatus: 'active', trialEndsAt: null, subscriptionPlan: 'basic' })
      .where(eq(tenants.id, t.storeA.id));
    await t.db
      .update(tenants)
      .set({ subscriptionStatus: 'active', trialEndsAt: null, subscriptionPlan: 'basic' })
      .where(eq(tenants.id, t.storeB.id));
    const plans = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    plan = Object.fromEntries(plans.map((p: { slug: string; id: number }) => [p.slug, p.id]));
  });
  afterAll(() => t.close());

  it('is the super admin’s only, with readable refusals', async () => {
    expect((await quote(t.storeA.id, plan.pro!)).statusCode).toBe(401);
    const owner = await quote(t.storeA.id, plan.pro!, t.ownerA);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toEqual(expect.any(String));
    // An owner cannot change even their own store's plan through the operator's path.
    expect((await change(t.storeA.id, { planId: plan.pro }, t.ownerA)).statusCode).toBe(403);
    expect((await change(t.storeB.id, { planId: plan.pro }, t.ownerA)).statusCode).toBe(403);
    expect((await change(t.storeA.id, { planId: plan.pro })).statusCode).toBe(401);
    const missing = await quote(99999, plan.pro!, t.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tenant not found');
    const noPlan = await change(t.storeA.id, {}, t.admin);
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json().message).toContain('Please choose a plan');
    expect((await quote('abc', plan.pro!, t.admin)).statusCode).toBe(400);
    expect((await quote(t.storeA.id, 'x', t.admin)).statusCode).toBe(400);
    // Nothing changed, nothing sent.
    expect((await storeRow(t.db, t.storeA.id)).subscriptionPlan).toBe('basic');
    expect(await mails('owner-a@alpha.test')).toEqual([]);
  });

  it('quotes exactly what the owner is quoted for the same change', async () => {
    const operator = await quote(t.storeA.id, plan.pro!, t.admin);
    expect(operator.statusCode).toBe(200);
    const owner = await call(t.app, 'GET', `/api/subscription/change-quote?planId=${plan.pro}`, t.ownerA);
    expect(operator.json()).toEqual(owner.json());
    const now = new Date();
    const expected = prorate({
      oldPriceMinor: 2999,
      newPriceMinor: 7999,
      period: calendarMonthOf(now),
      at: now,
    });
    expect(operator.json()).toMatchObject({
      kind: 'upgrade',
      planName: 'Pro',
      currentPlanName: 'Basic',
      daysRemaining: expected.daysRemaining,
    });
    expect(pence(operator.json().dueNow)).toBe(expected.dueMinor);
    expect(pence(operator.json().credit)).toBe(expected.creditMinor);
    expect(pence(operator.json().charge)).toBe(expected.chargeMinor);
  });

  it('without a card: the quoted amount is billed, the plan waits for it, the owner is told by the platform', async () => {
    const res = await change(t.storeA.id, { planId: plan.pro }, t.admin);
    expect(res.statusCode).toBe(200);
    const { quote: q, subscription, charged } = res.json();
    expect(charged).toBe(false);
    expect(subscription).toMatchObject({
      tenantId: t.storeA.id,
      subscriptionPlan: 'basic',
      pendingPlan: 'pro',
    });
    const [bill] = await billsOf(t.db, t.storeA.id);
    expect(bill).toMatchObject({
      id: subscription.billingId,
      status: 'unpaid',
      amountMinor: pence(q.dueNow),
    });

    const [event] = await t.db.select().from(billingEvents).where(eq(billingEvents.tenantId, t.storeA.id));
    expect(event).toMatchObject({ kind: 'plan_changed' });
    expect(event!.message).toContain('Plan changed by the platform from Basic to Pro');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.route, 'POST /api/tenants/:id/plan-change'), eq(auditLog.tenantId, t.storeA.id)),
      );
    expect(audit).toMatchObject({ actorName: 'root' });

    const [mail] = await mails('owner-a@alpha.test');
    expect(mail!.subject).toBe('The platform changed your Storefleet plan to Pro');
    expect(mail!.text).toContain('The platform changed the plan of Alpha Store.');
    expect(mail!.text).toContain(
      `Your plan changes from Basic to Pro once its bill of £${q.dueNow} GBP is paid (bill #${bill!.id}).`,
    );
    expect(mail!.text).toContain(`less £${q.credit} GBP for the unused days of Basic`);
    expect(mail!.text).toContain(`Charged now: £${q.dueNow} GBP.`);
    // Store B's owner hears nothing of it, and B's plan is untouched.
    expect(await mails('owner-b@bravo.test')).toEqual([]);
    expect((await storeRow(t.db, t.storeB.id)).subscriptionPlan).toBe('basic');
  });

  it('with a card on file: the amount due is charged at once and the plan applies', async () => {
    const card = { cardNumber: sandboxTestCards.success, expMonth: 12, expYear: 2034, cvc: '123' };
    expect((await call(t.app, 'PUT', '/api/billing/payment-method', t.ownerB, card)).statusCode).toBe(200);
    const res = await change(t.storeB.id, { planId: plan.enterprise }, t.admin);
    expect(res.statusCode).toBe(200);
    const { quote: q, subscription, charged } = res.json();
    expect(charged).toBe(true);
    expect(subscription).toMatchObject({ subscriptionPlan: 'enterprise', pendingPlan: null });
    const bills = await billsOf(t.db, t.storeB.id);
    expect(bills.find((b) => b.id === subscription.billingId)).toMatchObject({
      status: 'paid',
      amountMinor: pence(q.dueNow),
    });
    const subjects = (await mails('owner-b@bravo.test')).map((m) => m.subject);
    expect(subjects).toContain('The platform changed your Storefleet plan to Enterprise');
    const mail = (await mails('owner-b@bravo.test')).find((m) =>
      m.subject.startsWith('The platform changed'),
    );
    expect(mail!.text).toContain(`£${q.dueNow} GBP was charged to your card on file`);
  });

  it('a store in its trial changes at once and is told its trial goes on', async () => {
    const trialEndsAt = new Date(Date.now() + 10 * 86_400_000);
    const c = await createTenant(t.db, {
      slug: 'charlie',
      name: 'Charlie',
      subscriptionPlan: 'basic',
      trialEndsAt,
    });
    const res = await change(c.id, { planId: plan.pro }, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quote: { kind: 'trial', dueNow: '0.00' }, charged: false });
    expect((await storeRow(t.db, c.id)).subscriptionPlan).toBe('pro');
    // Charlie has no owner's address: nothing is sent, nothing fails.
    const again = await change(c.id, { planId: plan.pro }, t.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your store is already on the Pro plan');
  });
});
