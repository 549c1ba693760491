// The platform operator's store management (spec admin §2 Tenant Management, Super Admin
// Dashboard, Tenant detail; §5 tenant create/edit; DESIGN §9 owner). Super admin only.
import {
  type AdminTenant,
  type AdminTenantDetail,
  type createTenantInputSchema,
  formatMinor,
  slugify,
  TRIAL_DAYS,
  type updateTenantInputSchema,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { type Ctx, platformDb, tenantCtx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { createAccountToken, SET_PASSWORD_TOKEN_TTL_MS } from '../account/account.service.ts';
import { PASSWORD_RESET, resetPasswordUrl } from '../account/password-reset.service.ts';
import { requireSuperAdmin } from '../auth/authorize.service.ts';
import { hashPassword } from '../auth/password.service.ts';
import { createStoreOwner } from '../auth/users.service.ts';
import { storeAddress, storeAddresses } from '../domains/store-address.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { emailBrandOf } from '../email/email-brand.service.ts';
import { findPlanForReference, listAllPlanRows, type PlanRow } from '../plans/plans.service.ts';
import { newStorefrontPassword } from '../tenants/storefront-pass.service.ts';
import {
  countTenantRecords,
  insertTenantRecord,
  listTenantRecords,
  recordSlugRename,
  type TenantListFilter,
  tenantFigures,
  updateTenantRecord,
} from '../tenants/tenant-records.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { storeOwnerInviteEmail } from './store-owner-invite-email.ts';
import { assertTenantFree, asTenantConflict } from './tenant-conflicts.ts';
import { nextTrialEnd } from './tenant-trial.ts';
import { planNamedBy, toAdminTenant, toTenantSettingsFields } from './tenants.admin.view.ts';

type CreateTenant = z.output<typeof createTenantInputSchema>;
type UpdateTenant = z.output<typeof updateTenantInputSchema>;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function listAdminTenants(
  ctx: Ctx,
  filter: TenantListFilter,
): Promise<{ items: AdminTenant[]; total: number }> {
  requireSuperAdmin(ctx);
  const [rows, total, plans] = await Promise.all([
    listTenantRecords(ctx, filter),
    countTenantRecords(ctx, filter),
    listAllPlanRows(ctx),
  ]);
  const addresses = await storeAddresses(ctx, rows);
  return {
    items: rows.map((row, i) => ({
      ...toAdminTenant(row, planNamedBy(plans, row.subscriptionPlan)),
      storeUrl: addresses[i]!.home,
    })),
    total,
  };
}

/** The operator's view of a store it names: the target travels in the input, no store acts. */
export async function getAdminTenant(
  ctx: Ctx,
  { tenantId }: { tenantId: number },
): Promise<AdminTenantDetail> {
  requireSuperAdmin(ctx);
  const row = await getTenant(ctx, tenantId);
  const [plan, figures, address] = await Promise.all([
    findPlanForReference(ctx, row.subscriptionPlan),
    tenantFigures(tenantCtx(ctx, tenantId)),
    storeAddress(ctx, row),
  ]);
  return {
    ...toAdminTenant(row, plan),
    storeUrl: address.home,
    ...toTenantSettingsFields(ctx.config, row),
    stats: { ...figures, revenue: formatMinor(figures.revenueMinor) },
  };
}

/** Stores open for business (status active), for the billing screen's card. */
export function countActiveStores(ctx: Ctx): Promise<number> {
  return countTenantRecords(ctx, { status: 'active' });
}

/**
 * A new store starts on its plan's 14-day trial. With `owner`, its owner's account is made with it:
 * given `owner.password` (the API's older form) they can sign in at once; without one (the operator's
 * form, ADR 0040) the account has no usable password and the owner is e-mailed a single-use link,
 * valid for 7 days, to choose one. The link's token is stored only as its sha256 and never logged.
 */
export async function createTenant(
  ctx: Ctx,
  { input, now = new Date() }: { input: CreateTenant; now?: Date },
): Promise<AdminTenant> {
  requireSuperAdmin(ctx);
  const plan = await getOfferedPlan(ctx, input.subscriptionPlan);
  const slug = input.slug ?? slugify(input.name).slice(0, 100).replace(/-+$/, '');
  if (!slug)
    throw new BadRequestError('Enter a slug: the store name has no letters or numbers to make one from');
  const domain = input.domain ?? null;
  await assertTenantFree(ctx, { slug, domain, ownerUsername: input.owner?.username });
  const passwordHash = input.owner?.password ? await hashPassword(input.owner.password) : null;

  try {
    // Making a store is the platform's act: its first rows (the owner's membership) belong to a
    // store that does not exist until this transaction makes it.
    const row = await platformDb(ctx).transaction(async (tx) => {
      const tenant = await insertTenantRecord(
        { db: tx as Db },
        {
          name: input.name,
          slug,
          domain,
          status: input.status,
          subscriptionPlan: plan.slug,
          subscriptionStatus: 'trial',
          trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
          emailStoreName: input.name,
          currency: 'GBP',
          // A new store front opens when its owner launches it (ADR 0081).
          launchedAt: null,
          storefrontPassword: newStorefrontPassword(ctx),
        },
      );
      if (input.owner) {
        const { username, email } = input.owner;
        const { userId } = await createStoreOwner(
          { db: tx },
          { tenantId: tenant.id, username, email, passwordHash },
        );
        if (!passwordHash) {
          await inviteStoreOwner(
            { db: tx as Db, config: ctx.config },
            tenant,
            { userId, username, email },
            now,
          );
        }
      }
      return tenant;
    });
    ctx.log.info(
      { tenantId: row.id, slug, ownerInvited: Boolean(input.owner && !passwordHash) },
      'Store created',
    );
    return toAdminTenant(row, plan, now);
  } catch (error) {
    throw asTenantConflict(error, { slug, domain, ownerUsername: input.owner?.username });
  }
}

/**
 * PUT /api/super-admin/tenants/{id}: name, slug, domain, status and plan, as the edit dialog sends,
 * and the trial's end when the operator ends or extends it (tenant-trial.ts, ADR 0049).
 */
export async function updateTenant(
  ctx: Ctx,
  { tenantId, input, now = new Date() }: { tenantId: number; input: UpdateTenant; now?: Date },
): Promise<AdminTenant> {
  requireSuperAdmin(ctx);
  const current = await getTenant(ctx, tenantId);
  const trialEndsAt = nextTrialEnd(current, input.trialEndsAt, now);
  // Keeping a plan that is no longer offered is allowed; moving a store onto one is not.
  const keepsPlan = input.subscriptionPlan.toLowerCase() === current.subscriptionPlan.toLowerCase();
  const plan = keepsPlan
    ? await findPlanForReference(ctx, input.subscriptionPlan)
    : await getOfferedPlan(ctx, input.subscriptionPlan);
  const domain = input.domain ?? null;
  const fields = { slug: input.slug, domain };
  await assertTenantFree(ctx, fields, tenantId);
  try {
    const row = await updateTenantRecord(
      { db: ctx.db, tenantId },
      {
        name: input.name,
        slug: input.slug,
        domain,
        status: input.status,
        subscriptionPlan: plan?.slug ?? current.subscriptionPlan,
        ...(trialEndsAt ? { trialEndsAt } : {}),
        ...(input.paysByTransfer === undefined ? {} : { paysByTransfer: input.paysByTransfer }),
      },
    );
    if (!row) throw new NotFoundError('Tenant not found');
    if (row.slug.toLowerCase() !== current.slug.toLowerCase()) {
      await recordSlugRename({ scopes: ctx.scopes, tenantId }, current.slug);
    }
    const trial = trialEndsAt ? { trialEndsAt: trialEndsAt.toISOString() } : {};
    ctx.log.info({ tenantId, status: row.status, ...trial }, 'Store updated');
    return toAdminTenant(row, plan, now);
  } catch (error) {
    throw asTenantConflict(error, fields);
  }
}

/** The owner's set-password link (a password-reset token: /reset-password spends it), e-mailed by the new store. */
async function inviteStoreOwner(
  ctx: Pick<Ctx, 'db' | 'config'>,
  tenant: Awaited<ReturnType<typeof getTenant>>,
  owner: { userId: number; username: string; email: string },
  now: Date,
): Promise<void> {
  const token = await createAccountToken(ctx, {
    userId: owner.userId,
    purpose: PASSWORD_RESET,
    ttlMs: SET_PASSWORD_TOKEN_TTL_MS,
    now,
  });
  const email = storeOwnerInviteEmail(emailBrandOf(tenant), {
    storeName: tenant.name,
    username: owner.username,
    // On the platform's host (the owner's admin is there), naming the store so the page wears it.
    link: resetPasswordUrl({ origin: ctx.config.PUBLIC_URL, ownHost: false, slug: tenant.slug }, token, {
      welcome: '1',
    }),
    validDays: SET_PASSWORD_TOKEN_TTL_MS / (24 * 60 * 60 * 1000),
  });
  await queueEmail(ctx, { tenantId: tenant.id, to: owner.email, ...email });
}

async function getOfferedPlan(ctx: Ctx, reference: string): Promise<PlanRow> {
  const plan = await findPlanForReference(ctx, reference);
  if (!plan) throw new BadRequestError('Please select a subscription plan');
  if (!plan.isActive) throw new BadRequestError(`The ${plan.name} plan is no longer offered`);
  return plan;
}
