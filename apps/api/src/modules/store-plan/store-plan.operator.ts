// The operator changes a store's plan from Tenant Management (ADR 0097): first the same quote the
// owner sees (planChangeOf, priced at the moment asked), then, confirmed, the owner's own change
// (upgradeSubscription: a card on file pays what is due at once, else the bill waits or the amount
// comes with the next bill), a step on the store's billing timeline, and an e-mail to the owner
// saying what changed, the amounts, and that the platform made the change.
import {
  formatMoney,
  type OperatorPlanChange,
  type PlanChangeQuote,
  type SubscriptionSummary,
} from '@storefleet/contracts';
import { actAsTenant, type Ctx } from '../../context.ts';
import { requireSuperAdmin } from '../auth/authorize.service.ts';
import { emailStoreOwner, recordBillingStep } from '../billing/billing.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { quotePlanChange } from './store-plan.quote.ts';
import { upgradeSubscription } from './store-plan.service.ts';

const pounds = (amount: string) => formatMoney(amount);
const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

/** The store the operator names, the request then acting for it (404 when there is none). */
async function operatorStore(ctx: Ctx, tenantId: number) {
  requireSuperAdmin(ctx);
  const tenant = await getTenant(ctx, tenantId);
  actAsTenant(ctx, tenant.id);
  return tenant;
}

/** GET /api/tenants/{id}/plan-quote?planId=: what the change would do, nothing changed. */
export async function quoteOperatorPlanChange(
  ctx: Ctx,
  { tenantId, planId, now = new Date() }: { tenantId: number; planId: number; now?: Date },
): Promise<PlanChangeQuote> {
  const tenant = await operatorStore(ctx, tenantId);
  return quotePlanChange(ctx, { planId, tenantId: tenant.id }, now);
}

/** What the change did, in a sentence for the owner and the timeline. */
function outcomeOf(quote: PlanChangeQuote, summary: SubscriptionSummary, charged: boolean): string {
  const from = quote.currentPlanName ?? 'no plan';
  const due = `${pounds(quote.dueNow)} GBP`;
  switch (quote.kind) {
    case 'trial':
      return `Your plan changed from ${from} to ${quote.planName}. Your trial goes on until ${day(quote.trialEndsAt)}; nothing is charged before then.`;
    case 'downgrade':
      return `Your plan changes from ${from} to ${quote.planName} on ${day(quote.effectiveAt)}; until then you keep ${from}. Nothing is charged now.`;
    case 'upgrade':
    case 'start':
      if (quote.appliesAt === 'now')
        return `Your plan changed from ${from} to ${quote.planName}. Nothing is due now.`;
      return charged
        ? `Your plan changed from ${from} to ${quote.planName}: ${due} was charged to your card on file.`
        : `Your plan changes from ${from} to ${quote.planName} once its bill of ${due} is paid (bill #${summary.billingId}).`;
    case 'switch':
      return `Your plan changed from ${from} to ${quote.planName}; the new price comes with your next bill.`;
    default:
      return `Your plan stays ${quote.planName}; what was scheduled was taken back.`;
  }
}

/** POST /api/tenants/{id}/plan-change: the change as quoted, applied as the owner's would be. */
export async function changePlanAsOperator(
  ctx: Ctx,
  { tenantId, planId, now = new Date() }: { tenantId: number; planId: number; now?: Date },
): Promise<OperatorPlanChange> {
  const tenant = await operatorStore(ctx, tenantId);
  const quote = await quotePlanChange(ctx, { planId, tenantId: tenant.id }, now);
  const subscription = await upgradeSubscription(ctx, { planId, tenantId: tenant.id, now });
  // A bill raised and paid at once by the card on file: the plan is in effect, nothing pending.
  const charged = quote.appliesAt === 'paid' && subscription.billingId !== null && !subscription.pendingPlan;
  const outcome = outcomeOf(quote, subscription, charged);
  const figures = [
    `New price: ${pounds(quote.newPrice)} GBP per month.`,
    ...(quote.kind === 'upgrade' || quote.kind === 'start'
      ? [
          `For the ${quote.daysRemaining} of ${quote.daysInPeriod} days left this month: ${pounds(quote.charge)} GBP for ${quote.planName}, less ${pounds(quote.credit)} GBP for the unused days of ${quote.currentPlanName ?? 'your plan'}.`,
          `Charged now: ${pounds(quote.dueNow)} GBP.`,
        ]
      : []),
  ];
  await recordBillingStep(ctx, {
    tenantId: tenant.id,
    kind: 'plan_changed',
    message: `Plan changed by the platform from ${quote.currentPlanName ?? 'no plan'} to ${quote.planName}; ${pounds(quote.dueNow)} due now.`,
    now,
    audit: false,
  });
  await emailStoreOwner(ctx, {
    subject: `The platform changed your Storefleet plan to ${quote.planName}`,
    lines: [
      `The platform changed the plan of ${tenant.name}.`,
      outcome,
      ...figures,
      `See your plan and bills on Subscription Management: ${ctx.config.PUBLIC_URL}/subscription`,
    ],
  });
  ctx.log.info(
    { tenantId: tenant.id, planId, kind: quote.kind, dueNow: quote.dueNow, charged },
    'Plan changed by the platform',
  );
  return { quote, subscription, charged };
}
