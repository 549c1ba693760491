// GET /api/tenant/{id} (DESIGN §9): a store's own record for its settings screens (e-mail
// settings, plan, subscription status, trial and period dates, usage). Members of the store and
// super admins only; gateway secrets only masked, by the payment settings' own reader.
import type { TenantAccount } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { getPlanUsage } from '../plans/plan-usage.service.ts';
import { findPlanForReference, toSubscriptionPlan } from '../plans/plans.service.ts';
import { getTenant, readOnlyReason } from '../tenants/tenants.service.ts';
import { toAdminTenant, toTenantSettingsFields } from './tenants.admin.view.ts';

export async function getTenantAccount(ctx: Ctx, requestedTenantId: number): Promise<TenantAccount> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const row = await getTenant(ctx, tenantId);
  const [plan, usage, scheduled] = await Promise.all([
    findPlanForReference(ctx, row.subscriptionPlan),
    getPlanUsage(ctx),
    row.scheduledPlan ? findPlanForReference(ctx, row.scheduledPlan) : undefined,
  ]);
  return {
    ...toAdminTenant(row, plan),
    ...toTenantSettingsFields(ctx.config, row),
    plan: plan ? toSubscriptionPlan(plan) : null,
    usage,
    readOnlyReason: readOnlyReason(row),
    // A downgrade waiting for the period's end (ADR 0036).
    scheduledChange:
      row.scheduledPlan && row.scheduledPlanAt
        ? {
            plan: row.scheduledPlan,
            planName: scheduled?.name ?? row.scheduledPlan,
            at: row.scheduledPlanAt.toISOString(),
          }
        : null,
  };
}
