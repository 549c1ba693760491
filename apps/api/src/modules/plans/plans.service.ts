// The platform's subscription plans: everyone signed in reads the offered ones; the super admin
// lists all, creates, edits and deactivates them (DESIGN §4). Stores name their plan by slug.
import {
  type createPlanInputSchema,
  DEFAULT_GRACE_DAYS,
  formatMinor,
  type SubscriptionPlan,
  slugify,
  type updatePlanInputSchema,
} from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { requireSuperAdmin, requireUser } from '../auth/authorize.service.ts';
import { limitOf } from './plan-limits.service.ts';
import type { PlanLimits } from './plans.queries.ts';
import {
  countActivePlans,
  findPlanById,
  findPlanByReference,
  findPlanBySlug,
  insertPlan,
  listPlanRows,
  type PlanRow,
  updatePlanRow,
} from './plans.queries.ts';

export type { PlanRow };

type CreatePlan = z.output<typeof createPlanInputSchema>;
type UpdatePlan = z.output<typeof updatePlanInputSchema>;

export function toSubscriptionPlan(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: formatMinor(row.priceMinor),
    currency: row.currency,
    features: row.features,
    limits: {
      ...normalizeLimits(row.limits),
      graceDays: typeof row.limits.graceDays === 'number' ? row.limits.graceDays : DEFAULT_GRACE_DAYS,
    },
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export function normalizeLimits(limits: PlanLimits) {
  return {
    maxProducts: limitOf(limits, 'maxProducts'),
    maxOrders: limitOf(limits, 'maxOrders'),
    maxStorage: limitOf(limits, 'maxStorage'),
  };
}

/** GET /api/subscription-plans: a super admin sees every plan; anyone else the offered ones. */
export async function listPlans(ctx: Ctx): Promise<SubscriptionPlan[]> {
  const actor = requireUser(ctx);
  const rows = await listPlanRows(ctx.db, { activeOnly: !actor.isSuperAdmin });
  return rows.map(toSubscriptionPlan);
}

export async function createPlan(ctx: Ctx, input: CreatePlan): Promise<SubscriptionPlan> {
  requireSuperAdmin(ctx);
  const slug = input.slug ?? slugify(input.name).slice(0, 50).replace(/-+$/, '');
  if (!slug) throw new BadRequestError('Choose a slug: the name has no letters or numbers to make one from');
  if (await findPlanBySlug(ctx.db, slug)) throw duplicateSlug(slug);
  try {
    const row = await insertPlan(ctx.db, { ...planValues(input), slug, currency: 'GBP' });
    return toSubscriptionPlan(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(slug);
    throw error;
  }
}

export async function updatePlan(
  ctx: Ctx,
  { id, input }: { id: number; input: UpdatePlan },
): Promise<SubscriptionPlan> {
  requireSuperAdmin(ctx);
  const row = await updatePlanRow(ctx.db, id, planValues(input));
  if (!row) throw new NotFoundError('Subscription plan not found');
  return toSubscriptionPlan(row);
}

function planValues(input: UpdatePlan) {
  return {
    name: input.name,
    description: input.description ?? null,
    priceMinor: input.price,
    features: input.features,
    limits: stripUnlimited(input.limits),
    isActive: input.isActive,
  };
}

/** Absent means unlimited, so null limits are left out of the stored JSON. */
function stripUnlimited(limits: UpdatePlan['limits']): PlanLimits {
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => typeof value === 'number'));
}

const duplicateSlug = (slug: string) => new ConflictError(`A plan with the slug "${slug}" already exists`);

/** The plan a store names (slug or name), or undefined when it no longer exists. */
export function findPlanForReference(ctx: Ctx, reference: string): Promise<PlanRow | undefined> {
  return findPlanByReference(ctx.db, reference);
}

export async function getPlan(ctx: Ctx, id: number): Promise<PlanRow> {
  const row = await findPlanById(ctx.db, id);
  if (!row) throw new NotFoundError('Subscription plan not found');
  return row;
}

export function countOfferedPlans(ctx: Ctx): Promise<number> {
  return countActivePlans(ctx.db);
}

/** Every plan, offered or not: for naming each store's plan in the operator's lists. */
export function listAllPlanRows(ctx: Ctx): Promise<PlanRow[]> {
  return listPlanRows(ctx.db, { activeOnly: false });
}
