// A bill paid by the card, and what paying changes (ADR 0084): the bill's plan applies, its invoice
// is issued and sent, and a store held by dunning is restored once it owes nothing past due.
import type { Ctx } from '../../context.ts';
import { setTenantBillingHold } from '../tenants/tenant-plan.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { applyPaidPlan } from './billing.plan-change.ts';
import { money, recordBillingStep } from './billing.timeline.ts';
import { listPastDueBills, recordBillPaidByCard } from './platform-charges.queries.ts';
import { issuePlatformInvoice, sendPaidBillReceipt } from './platform-invoices.service.ts';

/**
 * A bill paid by the card (the job's charge or the platform's Stripe webhook, whichever comes
 * first; the other changes nothing): the bill's plan applies and a held store is restored.
 */
export async function settleBill(
  ctx: Ctx,
  input: { billId: number; paymentId: string; method: string; notes: string; now: Date },
): Promise<boolean> {
  const tenantId = ctx.tenantId!;
  const paid = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const row = await recordBillPaidByCard(db, { ...input, tenantId });
    if (row) {
      await applyPaidPlan(tx, row, input.now);
      await issuePlatformInvoice(tx, { billId: row.id, now: input.now });
    }
    return row;
  });
  if (!paid) return false;
  await sendPaidBillReceipt(ctx, paid.id);
  await recordBillingStep(ctx, {
    tenantId,
    kind: 'paid',
    message: `${money(paid.amountMinor)} paid for "${paid.description ?? 'your plan'}". ${input.notes}.`,
    bill: paid,
    now: input.now,
  });
  await restoreIfPaidUp(ctx, input.now);
  return true;
}

/** Lifts dunning's hold on the acting store when it owes nothing past due any more. */
export async function restoreIfPaidUp(ctx: Ctx, now: Date): Promise<void> {
  const tenantId = ctx.tenantId!;
  const tenant = await getTenant(ctx, tenantId);
  if (!tenant.billingHold) return;
  if ((await listPastDueBills(ctx.db, tenantId)).length > 0) return;
  const reopen = tenant.billingHold === 'suspended' && tenant.status === 'suspended';
  await setTenantBillingHold(ctx, { billingHold: null, ...(reopen ? { status: 'active' } : {}) });
  await recordBillingStep(ctx, {
    tenantId,
    kind: 'restored',
    message: reopen
      ? 'Paid up: the store is open again and its admin can make changes.'
      : 'Paid up: the store’s admin can make changes again.',
    now,
  });
}
