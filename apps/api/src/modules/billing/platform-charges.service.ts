// Bills that pay themselves (ADR 0084). An hourly job raises each period's bill (the plan's price;
// a trial that has ended with a card on file gets the rest of its month, prorated as in ADR 0012),
// charges the card on file off-session, and runs dunning: a failed charge makes the bill past due,
// e-mails the owner and is retried on the configured days; after the grace period the store's admin
// is read-only, after 30 days the store is suspended; paying restores it at once. Every step is an
// event on the store's billing timeline and an entry in its audit log (billing.timeline.ts). This
// file owns the job and the order of its steps: platform-charges.raise.ts, .charge.ts (and
// .settle.ts when a charge succeeds), .dunning.ts.
import { type Ctx, platformDb, tenantCtx } from '../../context.ts';
import { chargeBill } from './platform-charges.charge.ts';
import { runDunning } from './platform-charges.dunning.ts';
import { listBillsToCharge } from './platform-charges.queries.ts';
import { raiseDueBills } from './platform-charges.raise.ts';
import { issueMissingInvoices } from './platform-invoices.service.ts';
import { notifyOrderLimits } from './usage-limits.service.ts';

/** Hourly, off the hour. */
export const CHARGE_DUE_CRON = '19 * * * *';

/** The hourly job: raise the bills owed, charge those due, then dunning. `ctx` is the job's. */
export async function runPlatformBilling(ctx: Ctx, now = new Date()) {
  const raised = await raiseDueBills(ctx, now);
  let paid = 0;
  let failed = 0;
  for (const due of await listBillsToCharge(platformDb(ctx), now)) {
    const outcome = await chargeBill(tenantCtx(ctx, due.tenantId), { billId: due.id, now });
    if (outcome === 'paid') paid++;
    if (outcome === 'failed') failed++;
  }
  await runDunning(ctx, now);
  // Stores over their plan's orders this month: the owner is told once a month (ADR 0087).
  await notifyOrderLimits(ctx, now);
  // Bills paid before invoices were numbered get theirs (ADR 0086).
  await issueMissingInvoices(ctx, now);
  return { raised: raised.length, paid, failed };
}
