// The operator's side of platform billing (ADR 0085): the revenue view's figures equal sums over
// the bills and stores made here (a fixed clock), a store's timeline, waiving an unpaid bill and
// refunding one paid by a card on the sandbox.
import { sandboxTestCards } from '@storefleet/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/app.ts';
import type { Ctx } from '../../context.ts';
import {
  auditLog,
  billing,
  billingEvents,
  emailOutbox,
  platformCreditNotes,
  sandboxPaymentIntents,
  tenants,
  users,
} from '../../db/schema/index.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';
import { getBillingOverview } from './billing-overview.service.ts';
import { billsOf, runJobAt, storeRow, timelineKinds } from './platform-billing.test-support.ts';

const at = (iso: string) => new Date(iso);
const month = (y: number, m: number) => ({
  billingPeriodStart: new Date(Date.UTC(y, m - 1, 1)),
  billingPeriodEnd: new Date(Date.UTC(y, m, 1)),
});
const NOW = at('2027-05-20T12:00:00Z');

/** The owners of stores A and B get their e-mail addresses. */
async function giveOwnersEmails(t: PlatformFixture) {
  await t.db.update(users).set({ email: 'owner-a@alpha.test' }).where(eq(users.username, 'owner-a'));
  await t.db.update(users).set({ email: 'owner-b@bravo.test' }).where(eq(users.username, 'owner-b'));
}

/** The e-mails queued for `to`, oldest first. */
const ownerMails = (t: PlatformFixture, to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.id));

describe('the operator’s billing: overview, timeline, waive', () => {
  let t: PlatformFixture;
  let operator: Ctx;
  const ids: Record<string, number> = {};
  const bills: Record<string, number> = {};

  beforeAll(async () => {
    t = await createPlatformFixture();
    await giveOwnersEmails(t);
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'root'));
    operator = {
      ...t.ctx(),
      actor: {
        userId: admin!.id,
        username: 'root',
        email: null,
        isSuperAdmin: true,
        memberships: [],
        sessionTenantId: null,
      },
    } as Ctx;
    // A: Basic, paying. B (the fixture's): Pro, still in its trial.
    await t.db.update(tenants).set({ subscriptionStatus: 'active' }).where(eq(tenants.id, t.storeA.id));
    ids.A = t.storeA.id;
    ids.B = t.storeB.id;
    const store = async (slug: string, values: Partial<typeof tenants.$inferInsert>) =>
      (await createTenant(t.db, { slug, name: `${slug[0]!.toUpperCase()}${slug.slice(1)}`, ...values })).id;
    // C: Pro, its May charge failed. D: Basic, its May bill refunded. E: suspended by dunning in April.
    // F: Pro, cancelled, ended in April. G: Pro, cancelling at the end of May, read-only.
    ids.C = await store('charlie', { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    ids.D = await store('delta', { subscriptionPlan: 'basic', subscriptionStatus: 'active' });
    ids.E = await store('echo', {
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
      status: 'suspended',
      billingHold: 'suspended',
    });
    ids.F = await store('foxtrot', {
      subscriptionPlan: 'pro',
      subscriptionStatus: 'canceled',
      subscriptionEndsAt: at('2027-04-30T00:00:00Z'),
    });
    ids.G = await store('golf', {
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      subscriptionEndsAt: at('2027-06-01T00:00:00Z'),
      billingHold: 'read_only',
    });
    const bill = async (
      key: string,
      values: Omit<typeof billing.$inferInsert, 'tenantId'> & { tenantId: number },
    ) => {
      const [row] = await t.db.insert(billing).values(values).returning();
      bills[key] = row!.id;
    };
    const paid = (
      tenantId: number,
      y: number,
      m: number,
      minor: number,
      paidAt: string,
      currency = 'GBP',
    ) => ({
      tenantId,
      status: 'paid',
      amountMinor: minor,
      currency,
      paidAt: at(paidAt),
      ...month(y, m),
    });
    await bill('aFeb', paid(ids.A, 2027, 2, 2999, '2027-02-01T00:19:00Z'));
    await bill('aApr', paid(ids.A, 2027, 4, 2999, '2027-04-01T00:19:00Z'));
    await bill('aMay', paid(ids.A, 2027, 5, 2999, '2027-05-01T00:19:00Z'));
    await bill('dMar', paid(ids.D, 2027, 3, 2999, '2027-03-02T10:00:00Z'));
    await bill('dMay', { ...paid(ids.D, 2027, 5, 2999, '2027-05-01T00:19:00Z'), status: 'refunded' });
    await bill('gMar', paid(ids.G, 2027, 3, 5000, '2027-03-15T10:00:00Z', 'EUR'));
    await bill('cMay', {
      tenantId: ids.C,
      status: 'past_due',
      amountMinor: 7999,
      description: 'Pro plan, May 2027',
      pastDueAt: at('2027-05-01T00:19:00Z'),
      nextChargeAt: at('2027-05-22T00:19:00Z'),
      chargeAttempts: 3,
      lastChargeError: 'Your card was declined.',
      ...month(2027, 5),
    });
    await bill('eApr', {
      tenantId: ids.E,
      status: 'past_due',
      amountMinor: 2999,
      description: 'Basic plan, April 2027',
      pastDueAt: at('2027-04-01T00:19:00Z'),
      nextChargeAt: null,
      chargeAttempts: 4,
      lastChargeError: 'Insufficient funds.',
      ...month(2027, 4),
    });
    await bill('gMay', { tenantId: ids.G, status: 'unpaid', amountMinor: 7999, ...month(2027, 5) });
    await t.db.insert(billingEvents).values([
      {
        tenantId: ids.E,
        kind: 'suspended',
        message: 'Suspended: £29.99 unpaid for 30 days.',
        createdAt: at('2027-05-01T00:19:00Z'),
      },
      {
        tenantId: ids.E,
        kind: 'charge_failed',
        message: 'Declined.',
        amountMinor: 2999,
        currency: 'GBP',
        createdAt: at('2027-04-01T00:19:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  const url = '/api/super-admin/billing/overview';

  it('is the super admin’s only: anonymous 401, a store owner or customer 403; bad months 400', async () => {
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', url, t.ownerA)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, t.customer)).statusCode).toBe(403);
    for (const months of ['0', '25', 'many']) {
      const res = await call(t.app, 'GET', `${url}?months=${months}`, t.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Months must be a whole number from 1 to 24');
    }
    const res = await call(t.app, 'GET', `${url}?months=2`, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().revenueByMonth).toHaveLength(2);
  });

  it('sums MRR, store states, revenue by month, failed payments, churn and stores per plan', async () => {
    const overview = await getBillingOverview(operator, { months: 3, now: NOW });
    // A (Basic) and C (Pro, past due but still a customer); not D (May refunded), G (cancelling),
    // E (suspended), F (ended) or B (trial).
    expect(overview.mrr).toEqual([{ amount: '109.98', currency: 'GBP', stores: 2 }]);
    expect(overview.stores).toEqual({ active: 4, trialing: 1, pastDue: 2, readOnly: 1, suspended: 1 });
    expect(overview.revenueByMonth).toEqual([
      { month: '2027-05', totals: [{ amount: '29.99', currency: 'GBP', bills: 1 }] },
      { month: '2027-04', totals: [{ amount: '29.99', currency: 'GBP', bills: 1 }] },
      {
        month: '2027-03',
        totals: [
          { amount: '50.00', currency: 'EUR', bills: 1 },
          { amount: '29.99', currency: 'GBP', bills: 1 },
        ],
      },
    ]);
    expect(overview.failedPayments).toEqual([
      {
        billId: bills.eApr,
        tenantId: ids.E,
        tenantName: 'Echo',
        description: 'Basic plan, April 2027',
        amount: '29.99',
        currency: 'GBP',
        pastDueSince: '2027-04-01T00:19:00.000Z',
        attempts: 4,
        lastError: 'Insufficient funds.',
        nextRetryAt: null,
      },
      {
        billId: bills.cMay,
        tenantId: ids.C,
        tenantName: 'Charlie',
        description: 'Pro plan, May 2027',
        amount: '79.99',
        currency: 'GBP',
        pastDueSince: '2027-05-01T00:19:00.000Z',
        attempts: 3,
        lastError: 'Your card was declined.',
        nextRetryAt: '2027-05-22T00:19:00.000Z',
      },
    ]);
    expect(overview.churn).toEqual([
      { month: '2027-05', cancelled: 0, suspended: 1 },
      { month: '2027-04', cancelled: 1, suspended: 0 },
      { month: '2027-03', cancelled: 0, suspended: 0 },
    ]);
    expect(overview.plans.map((p) => [p.slug, p.price, p.stores])).toEqual([
      ['basic', '29.99', 3],
      ['pro', '79.99', 4],
      ['enterprise', '199.99', 0],
    ]);
  });

  describe('a store’s billing timeline', () => {
    const timeline = (id: number | string, cookie?: string) =>
      call(t.app, 'GET', `/api/super-admin/tenants/${id}/billing-timeline`, cookie);

    it('answers the store’s events, newest first, and no other store’s', async () => {
      const res = await timeline(ids.E!, t.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ tenantId: ids.E, tenantName: 'Echo', billingHold: 'suspended' });
      expect(res.json().events.map((e: { kind: string }) => e.kind)).toEqual(['suspended', 'charge_failed']);
      expect(res.json().events[1]).toMatchObject({ amount: '29.99', currency: 'GBP', billId: null });
      expect((await timeline(ids.A!, t.admin)).json().events).toEqual([]);
    });

    it('is the super admin’s only, 404 for a store that does not exist, 400 for a bad id', async () => {
      expect((await timeline(ids.A!)).statusCode).toBe(401);
      expect((await timeline(ids.A!, t.ownerA)).statusCode).toBe(403);
      const missing = await timeline(99999, t.admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Tenant not found');
      expect((await timeline('abc', t.admin)).statusCode).toBe(400);
    });
  });

  describe('waiving a bill', () => {
    const waive = (id: number, cookie?: string, body: unknown = { reason: 'Goodwill after an outage' }) =>
      call(t.app, 'POST', `/api/billing/${id}/waive`, cookie, body);

    it('is the super admin’s only and asks for a reason', async () => {
      expect((await waive(bills.eApr!)).statusCode).toBe(401);
      expect((await waive(bills.eApr!, t.ownerA)).statusCode).toBe(403);
      const bad = await waive(bills.eApr!, t.admin, {});
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please give a reason');
      expect((await waive(99999, t.admin)).json()).toMatchObject({ message: 'Billing record not found' });
    });

    it('waives a past-due bill: dunning stops, the suspended store reopens, timeline and audit log', async () => {
      const res = await waive(bills.eApr!, t.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: bills.eApr, status: 'waived', tenantName: 'Echo' });
      const [row] = (await billsOf(t.db, ids.E!)).filter((b) => b.id === bills.eApr);
      expect(row).toMatchObject({ status: 'waived', nextChargeAt: null });
      expect(row!.notes).toBe('Waived: Goodwill after an outage');
      expect(await storeRow(t.db, ids.E!)).toMatchObject({ status: 'active', billingHold: null });
      expect((await timelineKinds(t.db, ids.E!)).slice(-2)).toEqual(['waived', 'restored']);
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.route, 'POST /api/billing/:id/waive'));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        entityType: 'billing',
        entityId: String(bills.eApr),
        actorName: 'root',
      });
      // A waived bill is no longer a failed payment, nor revenue.
      const overview = await getBillingOverview(operator, { months: 3, now: NOW });
      expect(overview.failedPayments.map((f) => f.billId)).toEqual([bills.cMay]);
      expect(overview.stores).toMatchObject({ pastDue: 1, suspended: 0 });
    });

    it('refuses a bill already waived or paid, with the reason', async () => {
      const again = await waive(bills.eApr!, t.admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Only an unpaid, overdue or past-due bill can be waived; this one is waived',
      );
      expect((await waive(bills.aMay!, t.admin)).json().message).toBe(
        'Only an unpaid, overdue or past-due bill can be waived; this one is paid',
      );
    });

    it('e-mails the store owner the amount waived, with its currency and the reason', async () => {
      const [open] = await t.db
        .insert(billing)
        .values({
          tenantId: ids.A!,
          status: 'unpaid',
          amountMinor: 1333,
          description: 'Upgrade to the Pro plan, 8 days of June 2027',
          ...month(2027, 6),
        })
        .returning();
      expect((await waive(open!.id, t.admin)).statusCode).toBe(200);
      const mails = await ownerMails(t, 'owner-a@alpha.test');
      expect(mails.at(-1)!.subject).toBe('Storefleet waived your bill of £13.33 GBP');
      expect(mails.at(-1)!.text).toContain(
        'The platform waived £13.33 GBP for "Upgrade to the Pro plan, 8 days of June 2027"',
      );
      expect(mails.at(-1)!.text).toContain('Reason: Goodwill after an outage');
      // Store B's owner hears nothing of store A's bill.
      expect(await ownerMails(t, 'owner-b@bravo.test')).toEqual([]);
    });

    it('a waived month is out of MRR', async () => {
      expect((await waive(bills.cMay!, t.admin)).statusCode).toBe(200);
      const overview = await getBillingOverview(operator, { months: 3, now: NOW });
      // A, and E (open again, its April waived); C's May is waived.
      expect(overview.mrr).toEqual([{ amount: '59.98', currency: 'GBP', stores: 2 }]);
      expect(overview.failedPayments).toEqual([]);
    });

    it('a refunded upgrade leaves the store’s paid month in MRR', async () => {
      // A's May is paid; an upgrade bill for the rest of May, refunded, does not take A out.
      await t.db.insert(billing).values({
        tenantId: ids.A!,
        status: 'refunded',
        amountMinor: 1200,
        description: 'Upgrade to the Pro plan, 12 days of May 2027',
        billingPeriodStart: at('2027-05-20T09:00:00Z'),
        billingPeriodEnd: at('2027-06-01T00:00:00Z'),
      });
      const overview = await getBillingOverview(operator, { months: 3, now: NOW });
      expect(overview.mrr).toEqual([{ amount: '59.98', currency: 'GBP', stores: 2 }]);
    });
  });
});

describe('refunding a bill paid by a card on the sandbox', () => {
  let t: PlatformFixture;
  const goodCard = { cardNumber: sandboxTestCards.success, expMonth: 12, expYear: 2034, cvc: '123' };
  beforeAll(async () => {
    t = await createPlatformFixture();
    await giveOwnersEmails(t);
    await t.db
      .update(tenants)
      .set({ trialEndsAt: at('2027-03-10T09:00:00Z') })
      .where(eq(tenants.id, t.storeA.id));
  });
  afterAll(() => t.close());
  const refund = (id: number, cookie?: string, body: unknown = { reason: 'Charged twice by mistake' }) =>
    call(t.app, 'POST', `/api/billing/${id}/refund`, cookie, body);

  it('refunds in full through the sandbox, once; the bill is refunded and on the timeline', async () => {
    expect((await call(t.app, 'PUT', '/api/billing/payment-method', t.ownerA, goodCard)).statusCode).toBe(
      200,
    );
    await runJobAt(t.ctx(), '2027-03-10T09:19:00Z');
    const [bill] = await billsOf(t.db, t.storeA.id);
    expect(bill).toMatchObject({ status: 'paid', amountMinor: 2128 });

    expect((await refund(bill!.id)).statusCode).toBe(401);
    expect((await refund(bill!.id, t.ownerA)).statusCode).toBe(403);
    expect((await refund(bill!.id, t.admin, { reason: '' })).json().message).toBe('Please give a reason');

    const res = await refund(bill!.id, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', amount: '21.28' });
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, bill!.providerPaymentId!));
    expect(intent).toMatchObject({ status: 'refunded', refundedMinor: 2128 });
    expect((await timelineKinds(t.db, t.storeA.id)).at(-1)).toBe('refunded');
    const notes = await t.db
      .select()
      .from(platformCreditNotes)
      .where(eq(platformCreditNotes.billingId, bill!.id));
    expect(notes).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^SFCN-\d{4}-\d{5}$/), amountMinor: 2128 }),
    ]);

    const [step] = await t.db.select().from(billingEvents).where(eq(billingEvents.kind, 'refunded'));
    expect(step!.message).toBe(
      `£21.28 refunded to the card by the platform operator: Charged twice by mistake (credit note ${notes[0]!.number})`,
    );
    // The owner hears of it: the amount with its currency and the credit note's number (ADR 0086).
    const mail = (await ownerMails(t, 'owner-a@alpha.test')).at(-1)!;
    expect(mail.subject).toBe('Storefleet refunded £21.28 GBP');
    expect(mail.text).toContain('The platform refunded £21.28 GBP to your card');
    expect(mail.text).toContain(`Credit note ${notes[0]!.number} answers invoice ${bill!.invoiceNumber}`);
    expect(mail.text).toContain('Reason: Charged twice by mistake');

    const again = await refund(bill!.id, t.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a paid bill can be refunded; this one is refunded');
    const stats = (await call(t.app, 'GET', '/api/billing/stats', t.admin)).json();
    expect(stats.totalRevenue).toBe('0.00');
  });

  it('refuses a bill paid outside Storefleet (a transfer), and one not paid', async () => {
    await t.db
      .update(tenants)
      .set({ trialEndsAt: at('2020-01-01T00:00:00Z') })
      .where(eq(tenants.id, t.storeB.id));
    const plans = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    const pro = plans.find((p: { slug: string }) => p.slug === 'pro').id;
    const made = await call(t.app, 'POST', '/api/billing/generate-monthly', t.admin, {
      tenantId: t.storeB.id,
      subscriptionPlanId: pro,
      amount: '79.99',
    });
    const id = made.json().id;
    expect((await refund(id, t.admin)).json().message).toBe(
      'Only a paid bill can be refunded; this one is unpaid',
    );
    await call(t.app, 'PUT', `/api/billing/${id}/mark-paid`, t.admin, { paymentMethod: 'bank_transfer' });
    const res = await refund(id, t.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This bill was not paid by card through Storefleet: refund it the way it was paid, outside Storefleet',
    );
    expect((await refund(99999, t.admin)).statusCode).toBe(404);
  });
});
