import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCtx } from '../../../test/app.ts';
import { startBackgroundJobs } from '../../background-jobs.ts';
import { billing } from '../../db/schema/index.ts';
import { findJob, makeDue, recordingLogger, selectRows } from '../jobs/jobs.test-support.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';
import { markOverdueBills } from './billing.jobs.ts';

const DAY_MS = 86_400_000;

describe('the daily overdue sweep', () => {
  let t: PlatformFixture;
  beforeAll(async () => {
    t = await createPlatformFixture();
  });
  afterAll(() => t.close());

  const bill = (tenantId: number, month: number, status: string, dueDate: Date) => ({
    tenantId,
    amountMinor: 2999,
    status,
    billingPeriodStart: new Date(Date.UTC(2025, month, 1)),
    billingPeriodEnd: new Date(Date.UTC(2025, month + 1, 1)),
    dueDate,
  });

  it('marks unpaid bills past their due date overdue, and only those', async () => {
    const now = new Date();
    const [late, notYet, paid] = await t.db
      .insert(billing)
      .values([
        bill(t.storeA.id, 0, 'unpaid', new Date(now.getTime() - DAY_MS)),
        bill(t.storeA.id, 1, 'unpaid', new Date(now.getTime() + DAY_MS)),
        bill(t.storeB.id, 0, 'paid', new Date(now.getTime() - 10 * DAY_MS)),
      ])
      .returning();

    expect(await markOverdueBills(t.db, now)).toBe(1);
    const rows = await t.db.select({ id: billing.id, status: billing.status }).from(billing);
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [late!.id]: 'overdue', [notYet!.id]: 'unpaid', [paid!.id]: 'paid' });
    expect(await markOverdueBills(t.db, now)).toBe(0);
  });

  it('lists overdue bills for the operator, counts them, and still lets them be marked paid', async () => {
    const overdue = await call(t.app, 'GET', '/api/billing/overdue', t.admin);
    expect(overdue.json()).toHaveLength(1);
    expect(overdue.json()[0]).toMatchObject({ status: 'overdue', tenantName: 'Alpha Store' });
    expect((await call(t.app, 'GET', '/api/billing/stats', t.admin)).json().overdueCount).toBe(1);
    const paid = await call(t.app, 'PUT', `/api/billing/${overdue.json()[0].id}/mark-paid`, t.admin, {
      paymentMethod: 'paypal',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('paid');
  });

  it('runs daily from the job queue', async () => {
    const log = recordingLogger();
    const jobs = startBackgroundJobs({ ...testCtx(t), log }, { pollIntervalMs: 10 });
    await jobs.stop();
    const [job] = await selectRows<{ id: number; cron: string }>(
      t.db,
      sql`select id, cron from jobs where key = 'billing.mark-overdue'`,
    );
    expect(job?.cron).toBe('7 0 * * *');
    await t.db.insert(billing).values(bill(t.storeB.id, 5, 'unpaid', new Date(Date.now() - DAY_MS)));
    await makeDue(t.db, job!.id);
    const again = startBackgroundJobs({ ...testCtx(t), log }, { pollIntervalMs: 10 });
    await expect.poll(async () => (await findJob(t.db, job!.id))?.status, { timeout: 3000 }).toBe('done');
    await again.stop();
    const overdue = await call(t.app, 'GET', '/api/billing/overdue', t.admin);
    expect(overdue.json().map((b: { tenantName: string }) => b.tenantName)).toEqual(['Bravo Store']);
  });
});
