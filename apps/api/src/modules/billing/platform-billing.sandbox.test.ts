// The whole loop of bills that pay themselves on the sandbox account (ADR 0084), with a fixed clock:
// card saved → trial ends → charged → renewal → decline → retries on days 1, 3 and 7 → read-only
// after 14 days (the store front keeps selling) → suspended after 30 → card updated → paid →
// restored; and a retried job charging once.
import { sandboxTestCards, UNPAID_BILL_READ_ONLY } from '@storefleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantCtx } from '../../context.ts';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema/index.ts';
import { call, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';
import {
  billingAuditEvents,
  billsOf,
  createBillingLoopFixture,
  mailTo,
  runJobAt,
  storeRow,
  timelineKinds,
} from './platform-billing.test-support.ts';
import { claimChargeAttempt } from './platform-charges.queries.ts';

const URL = '/api/billing/payment-method';
const goodCard = { cardNumber: sandboxTestCards.success, expMonth: 12, expYear: 2034, cvc: '123' };

describe('bills that pay themselves, on the sandbox', () => {
  let t: PlatformFixture;
  const charges = async () =>
    (
      await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.tenantId, t.storeA.id))
    ).filter((i) => i.metadata.offSession === '1');

  beforeAll(async () => {
    t = await createBillingLoopFixture({
      trialEndsAt: '2027-03-10T09:00:00Z',
      ownerAEmail: 'owner-a@alpha.test',
    });
  });
  afterAll(() => t.close());

  it('bills nothing while the trial runs, even with a card saved', async () => {
    expect((await call(t.app, 'PUT', URL, t.ownerA, goodCard)).statusCode).toBe(200);
    expect(await runJobAt(t.ctx(), '2027-03-10T08:19:00Z')).toEqual({ raised: 0, paid: 0, failed: 0 });
    expect(await billsOf(t.db, t.storeA.id)).toEqual([]);
  });

  it('ends the trial with the first charge: the rest of the month, prorated, paid at once', async () => {
    expect(await runJobAt(t.ctx(), '2027-03-10T09:19:00Z')).toEqual({ raised: 1, paid: 1, failed: 0 });
    const [bill] = await billsOf(t.db, t.storeA.id);
    // 22 of March's 31 days (the 10th counts) of £29.99: £21.28.
    expect(bill).toMatchObject({ status: 'paid', amountMinor: 2128, currency: 'GBP', chargeAttempts: 1 });
    expect(bill!.notes).toBe('Charged to the visa card ending 4242 (test card)');
    expect(await storeRow(t.db, t.storeA.id)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'basic',
    });
    // Store B has no card and is still in its trial: no bill.
    expect(await billsOf(t.db, t.storeB.id)).toEqual([]);
  });

  it('a second run in the same period raises and charges nothing', async () => {
    expect(await runJobAt(t.ctx(), '2027-03-10T10:19:00Z')).toEqual({ raised: 0, paid: 0, failed: 0 });
    expect(await charges()).toHaveLength(1);
  });

  it('renews on the first of the next month at the plan price', async () => {
    await runJobAt(t.ctx(), '2027-04-01T00:19:00Z');
    const bills = await billsOf(t.db, t.storeA.id);
    expect(bills).toHaveLength(2);
    expect(bills[1]).toMatchObject({
      status: 'paid',
      amountMinor: 2999,
      description: 'Basic plan, April 2027',
      billingPeriodStart: new Date('2027-04-01T00:00:00Z'),
    });
  });

  it('a declined renewal is past due, mails the owner, and is retried on days 1, 3 and 7', async () => {
    // The card starts declining (as Stripe's 4000 0000 0000 0341 does after saving).
    await t.db.update(sandboxPaymentMethods).set({ behaviour: 'declines_off_session' });
    expect(await runJobAt(t.ctx(), '2027-05-01T00:19:00Z')).toEqual({ raised: 1, paid: 0, failed: 1 });
    const may = (await billsOf(t.db, t.storeA.id))[2]!;
    expect(may).toMatchObject({
      status: 'past_due',
      pastDueAt: new Date('2027-05-01T00:19:00Z'),
      nextChargeAt: new Date('2027-05-02T00:19:00Z'),
      lastChargeError: 'Your card was declined.',
    });
    // The two bills paid so far each sent a receipt with its invoice (ADR 0086).
    expect(await mailTo(t.db, 'owner-a@alpha.test')).toEqual([
      'Receipt for your Storefleet bill of £21.28 (invoice SF-2027-00001)',
      'Receipt for your Storefleet bill of £29.99 (invoice SF-2027-00002)',
      'Your Storefleet bill of £29.99 could not be paid',
    ]);
    const account = (await call(t.app, 'GET', URL, t.ownerA)).json();
    expect(account.pastDue).toEqual({
      amount: '29.99',
      currency: 'GBP',
      since: '2027-05-01T00:19:00.000Z',
      nextRetryAt: '2027-05-02T00:19:00.000Z',
      lastError: 'Your card was declined.',
    });
    expect(account.amountDue).toBe('29.99');

    expect((await runJobAt(t.ctx(), '2027-05-01T12:19:00Z')).failed).toBe(0); // not yet
    expect((await runJobAt(t.ctx(), '2027-05-02T00:19:00Z')).failed).toBe(1);
    expect((await billsOf(t.db, t.storeA.id))[2]!.nextChargeAt).toEqual(new Date('2027-05-04T00:19:00Z'));
    expect((await runJobAt(t.ctx(), '2027-05-04T00:19:00Z')).failed).toBe(1);
    expect((await billsOf(t.db, t.storeA.id))[2]!.nextChargeAt).toEqual(new Date('2027-05-08T00:19:00Z'));
    expect((await runJobAt(t.ctx(), '2027-05-08T00:19:00Z')).failed).toBe(1);
    const afterRetries = (await billsOf(t.db, t.storeA.id))[2]!;
    expect(afterRetries).toMatchObject({ chargeAttempts: 4, nextChargeAt: null, status: 'past_due' });
    expect((await runJobAt(t.ctx(), '2027-05-12T00:19:00Z')).failed).toBe(0);
    expect((await storeRow(t.db, t.storeA.id)).billingHold).toBeNull();
  });

  it('after the 14-day grace period the admin is read-only and the store front keeps selling', async () => {
    await runJobAt(t.ctx(), '2027-05-15T00:19:00Z');
    expect(await storeRow(t.db, t.storeA.id)).toMatchObject({ status: 'active', billingHold: 'read_only' });
    const write = await call(t.app, 'POST', '/api/subscription/cancel', t.ownerA);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(UNPAID_BILL_READ_ONLY);
    expect((await call(t.app, 'GET', '/api/tenant/slug/alpha')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/tenant/${t.storeA.id}`, t.ownerA)).json().readOnlyReason).toBe(
      UNPAID_BILL_READ_ONLY,
    );
  });

  it('after 30 days the store is suspended: the closed-store page', async () => {
    await runJobAt(t.ctx(), '2027-05-30T00:19:00Z');
    expect((await storeRow(t.db, t.storeA.id)).status).toBe('active');
    await runJobAt(t.ctx(), '2027-05-31T00:19:00Z');
    expect(await storeRow(t.db, t.storeA.id)).toMatchObject({
      status: 'suspended',
      billingHold: 'suspended',
    });
    // The job wrote outside any request: the store front's cached answer is dropped when its
    // NOTIFY arrives (ADR 0013), which a request's own write would have waited for.
    await t.app.storefrontCache.sync();
    const front = await call(t.app, 'GET', '/api/tenant/slug/alpha');
    expect(front.statusCode).toBe(404);
    expect(front.json().message).toBe('This store is not available at the moment');
    expect(await mailTo(t.db, 'owner-a@alpha.test')).toContain('Your store is suspended: a bill is unpaid');
  });

  it('a card update retries at once: paid, and the store is restored', async () => {
    // Updating the card is allowed while suspended: it is how the owner pays.
    const res = await call(t.app, 'PUT', URL, t.ownerA, { ...goodCard, expMonth: 3, expYear: 2033 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pastDue: null, amountDue: '0.00' });
    expect((await billsOf(t.db, t.storeA.id))[2]).toMatchObject({ status: 'paid', chargeAttempts: 5 });
    expect(await storeRow(t.db, t.storeA.id)).toMatchObject({ status: 'active', billingHold: null });
    expect((await call(t.app, 'GET', '/api/tenant/slug/alpha')).statusCode).toBe(200);
    const timeline = [
      'card_saved',
      'bill_raised',
      'paid',
      'bill_raised',
      'paid',
      'bill_raised',
      'charge_failed',
      'charge_failed',
      'charge_failed',
      'charge_failed',
      'read_only',
      'suspended',
      'card_replaced',
      'paid',
      'restored',
    ];
    expect(await timelineKinds(t.db, t.storeA.id)).toEqual(timeline);
    // The job's steps in the audit log, under its own name (the card's steps are the owner's writes).
    expect(await billingAuditEvents(t.db, t.storeA.id)).toEqual(
      timeline.filter((kind) => !kind.startsWith('card_')),
    );
  });

  it('a job retried after claiming an attempt repeats that attempt: one charge', async () => {
    await runJobAt(t.ctx(), '2027-06-01T00:19:00Z');
    const june = (await billsOf(t.db, t.storeA.id))[3]!;
    expect(june.status).toBe('paid');
    const before = (await charges()).length;
    // A bill whose attempt was claimed by a job that then stopped: two instances run the job again.
    await t.db.execute(
      sql`update billing set status = 'unpaid', paid_at = null, charge_attempts = 1, charging_attempt = 1 where id = ${june.id}`,
    );
    const store = tenantCtx(t.ctx(), t.storeA.id);
    expect(
      await claimChargeAttempt(store.db, {
        billId: june.id,
        tenantId: t.storeA.id,
        now: new Date('2027-06-01T01:00:00Z'),
        force: false,
      }),
    ).toMatchObject({ attempt: 1 });
    const runs = await Promise.all([
      runJobAt(t.ctx(), '2027-06-01T01:19:00Z'),
      runJobAt(t.ctx(), '2027-06-01T01:19:00Z'),
    ]);
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBeGreaterThanOrEqual(1);
    // The same idempotency key (bill, attempt 1) as June's first charge: no new charge at all.
    expect(await charges()).toHaveLength(before);
    expect((await billsOf(t.db, t.storeA.id))[3]).toMatchObject({ status: 'paid', chargeAttempts: 1 });
  });
});
