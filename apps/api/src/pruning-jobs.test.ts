// The pruning jobs: expired checkout snapshots, unpaid sandbox intents and saved test cards no
// subscription uses are deleted across every store; what a later refund, renewal or job still
// needs stays. Both run from the job queue on their own schedule.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp, testCtx } from '../test/app.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import {
  checkoutSnapshots,
  productSubscriptions,
  products,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
} from './db/schema/index.ts';
import { pruneCheckoutSnapshots } from './modules/checkout/prune-checkout-snapshots.service.ts';
import { findJob, makeDue, recordingLogger, selectRows } from './modules/jobs/jobs.test-support.ts';
import { pruneSandboxPayments } from './modules/payments/prune-sandbox.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('pruning jobs', () => {
  let t: TestApp;
  let stores: number[];
  beforeAll(async () => {
    t = await createTestApp();
    stores = [(await createTenant(t.db, { slug: 'one' })).id, (await createTenant(t.db, { slug: 'two' })).id];
  });
  afterAll(() => t.close());

  const snapshot = (
    tenantId: number,
    key: string,
    status: string,
    createdAt: Date,
    updatedAt = createdAt,
  ) => ({
    tenantId,
    provider: 'sandbox',
    paymentIntentId: key,
    items: [],
    subtotalMinor: 100,
    totalMinor: 100,
    status,
    createdAt,
    updatedAt,
  });

  it('deletes abandoned and long-finished checkout snapshots of every store, keeping the rest', async () => {
    const [a, b] = stores as [number, number];
    await t.db
      .insert(checkoutSnapshots)
      .values([
        snapshot(a, 'old-open', 'open', daysAgo(8)),
        snapshot(b, 'old-cancelled', 'cancelled', daysAgo(9)),
        snapshot(b, 'old-notified', 'notified', daysAgo(60), daysAgo(31)),
        snapshot(a, 'recent-open', 'open', daysAgo(1)),
        snapshot(a, 'old-ordered', 'ordered', daysAgo(60)),
        snapshot(b, 'old-refunding', 'refunding', daysAgo(60)),
        snapshot(b, 'recently-notified', 'notified', daysAgo(60), daysAgo(10)),
      ]);
    expect(await pruneCheckoutSnapshots(testCtx(t))).toBe(3);
    const left = await t.db.select({ key: checkoutSnapshots.paymentIntentId }).from(checkoutSnapshots);
    expect(left.map((r) => r.key).sort()).toEqual(
      ['old-ordered', 'old-refunding', 'recent-open', 'recently-notified'].sort(),
    );
  });

  it('deletes unpaid sandbox intents and unused saved cards, never a paid intent or a card in use', async () => {
    const [a, b] = stores as [number, number];
    const intent = (id: string, tenantId: number, status: string, createdAt: Date) => ({
      id,
      tenantId,
      amountMinor: 500,
      status,
      clientSecret: `${id}_secret`,
      createdAt,
      updatedAt: createdAt,
    });
    await t.db
      .insert(sandboxPaymentIntents)
      .values([
        intent('sbpi_old_unpaid', a, 'requires_payment_method', daysAgo(8)),
        intent('sbpi_old_canceled', b, 'canceled', daysAgo(8)),
        intent('sbpi_old_failed', b, 'failed', daysAgo(20)),
        intent('sbpi_old_paid', a, 'succeeded', daysAgo(200)),
        intent('sbpi_old_refunded', b, 'partially_refunded', daysAgo(200)),
        intent('sbpi_recent_unpaid', a, 'requires_payment_method', daysAgo(1)),
      ]);
    const card = (id: string, tenantId: number, createdAt: Date) => ({
      id,
      tenantId,
      cardLast4: '4242',
      expMonth: 12,
      expYear: 2040,
      createdAt,
    });
    await t.db
      .insert(sandboxPaymentMethods)
      .values([
        card('sbpm_unused', a, daysAgo(30)),
        card('sbpm_active_sub', a, daysAgo(30)),
        card('sbpm_cancelled_sub', b, daysAgo(30)),
        card('sbpm_recent', b, daysAgo(1)),
      ]);
    const [productA] = await t.db
      .insert(products)
      .values({ tenantId: a, name: 'Beans', priceMinor: 900 })
      .returning();
    const [productB] = await t.db
      .insert(products)
      .values({ tenantId: b, name: 'Tea', priceMinor: 900 })
      .returning();
    const subscription = (tenantId: number, productId: number, method: string, status: string) => ({
      tenantId,
      productId,
      customerEmail: 'sub@example.test',
      status,
      paymentProvider: 'sandbox',
      providerPaymentMethodId: method,
    });
    await t.db
      .insert(productSubscriptions)
      .values([
        subscription(a, productA!.id, 'sbpm_active_sub', 'paused'),
        subscription(b, productB!.id, 'sbpm_cancelled_sub', 'cancelled'),
      ]);

    expect(await pruneSandboxPayments(testCtx(t))).toEqual({ intents: 3, paymentMethods: 2 });
    const intents = await t.db.select({ id: sandboxPaymentIntents.id }).from(sandboxPaymentIntents);
    expect(intents.map((r) => r.id).sort()).toEqual([
      'sbpi_old_paid',
      'sbpi_old_refunded',
      'sbpi_recent_unpaid',
    ]);
    const cards = await t.db.select({ id: sandboxPaymentMethods.id }).from(sandboxPaymentMethods);
    expect(cards.map((r) => r.id).sort()).toEqual(['sbpm_active_sub', 'sbpm_recent']);
  });

  it('runs both as recurring jobs from the queue', async () => {
    const [a] = stores as [number];
    const log = recordingLogger();
    const first = startBackgroundJobs({ ...testCtx(t), log }, { pollIntervalMs: 10 });
    await first.stop();
    const keys = ['checkout.prune-snapshots', 'payments.prune-sandbox'];
    const scheduled = await selectRows<{ id: number; key: string; cron: string }>(
      t.db,
      sql`select id, key, cron from jobs where key in ('checkout.prune-snapshots', 'payments.prune-sandbox') order by key`,
    );
    expect(scheduled.map((j) => j.key)).toEqual(keys);
    expect(scheduled.every((j) => j.cron.length > 0)).toBe(true);

    await t.db.insert(checkoutSnapshots).values(snapshot(a, 'queue-old-open', 'open', daysAgo(30)));
    await t.db.insert(sandboxPaymentIntents).values({
      id: 'sbpi_queue_old',
      tenantId: a,
      amountMinor: 1,
      clientSecret: 'x',
      createdAt: daysAgo(30),
    });
    for (const job of scheduled) await makeDue(t.db, job.id);
    const again = startBackgroundJobs({ ...testCtx(t), log }, { pollIntervalMs: 10 });
    for (const job of scheduled) {
      await expect.poll(async () => (await findJob(t.db, job.id))?.status, { timeout: 3000 }).toBe('done');
    }
    await again.stop();
    const snapshots = await t.db
      .select()
      .from(checkoutSnapshots)
      .where(inArray(checkoutSnapshots.paymentIntentId, ['queue-old-open']));
    expect(snapshots).toEqual([]);
    const intents = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(inArray(sandboxPaymentIntents.id, ['sbpi_queue_old']));
    expect(intents).toEqual([]);
  });
});
