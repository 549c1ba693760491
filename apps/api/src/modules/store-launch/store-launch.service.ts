// A store's launch (ADR 0081): a new store front is shut behind its store-front password until
// its owner launches it. The dashboard's checklist reads each step from the store's data: a live
// product, a payment gateway ready, an active shipping option, a colour template chosen.
import type { LaunchStepKey, StoreLaunch } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { toPaymentSettings } from '../payments/payment-settings.service.ts';
import { updateTenantSettings } from '../tenants/tenant-settings.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { countLaunchReadiness } from './store-launch.queries.ts';

const stepTitles: Record<LaunchStepKey, string> = {
  product: 'Add a product',
  payments: 'Set up payments',
  shipping: 'Set up shipping',
  theme: 'Choose a theme',
};

/** The admin screens, under /tenant/{id} when the operator acts on the store. */
const stepPaths: Record<LaunchStepKey, string> = {
  product: '/product-management',
  payments: '/payment-settings',
  shipping: '/shipping-options',
  theme: '/color-settings',
};

async function launchView(ctx: Ctx, tenant: TenantRow, prefix: string): Promise<StoreLaunch> {
  const ready = await countLaunchReadiness(ctx.db, tenant.id);
  const done: Record<LaunchStepKey, boolean> = {
    product: ready.liveProducts > 0,
    payments: toPaymentSettings(ctx.config, tenant).status.readyForPayments,
    shipping: ready.activeShippingOptions > 0,
    theme: tenant.colorTemplate !== 'default',
  };
  return {
    launched: tenant.launchedAt !== null,
    launchedAt: tenant.launchedAt?.toISOString() ?? null,
    storefrontPassword: tenant.storefrontPassword,
    steps: (Object.keys(stepTitles) as LaunchStepKey[]).map((key) => ({
      key,
      title: stepTitles[key],
      done: done[key],
      href: `${prefix}${stepPaths[key]}`,
    })),
  };
}

/** The screens' prefix: /tenant/{id} when a super admin names the store, else none. */
const prefixFor = (requestedTenantId: number | undefined) =>
  requestedTenantId === undefined ? '' : `/tenant/${requestedTenantId}`;

/** GET /api/admin/store-launch: the checklist, the launch state and the store-front password. */
export async function getStoreLaunch(
  ctx: Ctx,
  { requestedTenantId }: { requestedTenantId?: number },
): Promise<StoreLaunch> {
  await requireTenantAdmin(ctx, { requestedTenantId });
  return launchView(ctx, await getTenant(ctx, actingTenant(ctx)), prefixFor(requestedTenantId));
}

/** PUT /api/admin/store-launch/password: what shoppers type while the store is not launched. */
export async function setStorefrontPassword(
  ctx: Ctx,
  { requestedTenantId, password }: { requestedTenantId?: number; password: string },
): Promise<StoreLaunch> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await updateTenantSettings(ctx, { storefrontPassword: password });
  if (!row) throw new NotFoundError('Tenant not found');
  return launchView(ctx, row, prefixFor(requestedTenantId));
}

/**
 * POST /api/admin/store-launch: the store front opens to everyone (again a no-op once launched).
 * The checklist advises; it does not hold the launch back (an owner may sell before choosing a theme).
 */
export async function launchStore(
  ctx: Ctx,
  { requestedTenantId, now = new Date() }: { requestedTenantId?: number; now?: Date },
): Promise<StoreLaunch> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const current = await getTenant(ctx, actingTenant(ctx));
  if (current.launchedAt) return launchView(ctx, current, prefixFor(requestedTenantId));
  const row = await updateTenantSettings(ctx, { launchedAt: now });
  if (!row) throw new NotFoundError('Tenant not found');
  ctx.log.info({ tenantId: row.id }, 'Store launched');
  return launchView(ctx, row, prefixFor(requestedTenantId));
}
