// A store's plan limits (spec admin §3 subscription_plans.limits). Absent limit = unlimited.
import { actingTenant, type Ctx } from '../../context.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import type { PlanLimits } from './plans.queries.ts';
import { findPlanByReference } from './plans.queries.ts';

export type TenantPlanLimits = { planName: string | null; limits: PlanLimits };

export async function getTenantPlanLimits(ctx: Ctx): Promise<TenantPlanLimits> {
  const tenant = await getTenant(ctx, actingTenant(ctx));
  const plan = await findPlanByReference(ctx.db, tenant.subscriptionPlan);
  return { planName: plan?.name ?? null, limits: plan?.limits ?? {} };
}

/** A limit is set when it is a finite number; null, undefined or a missing key mean unlimited. */
export function limitOf(limits: PlanLimits, key: keyof PlanLimits): number | null {
  const value = limits[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
