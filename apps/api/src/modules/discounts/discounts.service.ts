// Discount codes for the store admin (ADR 0032): list with a status computed from
// the clock, create, edit, delete. A code is unique per store ignoring case (409 otherwise); writes
// pass the read-only guard of an inactive or suspended store like the rest of the admin.
import {
  type Discount,
  type DiscountStatus,
  discountMessages,
  formatMinor,
  type ParsedDiscountInput,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { discountClock } from './discount-clock.ts';
import { discountStatus } from './discount-rules.ts';
import {
  type DiscountRow,
  type DiscountValues,
  deleteDiscountRow,
  findDiscountByCode,
  insertDiscount,
  listDiscounts,
  updateDiscountRow,
} from './discounts.queries.ts';

export function toDiscount(row: DiscountRow, now: Date): Discount {
  const type = row.type as Discount['type'];
  return {
    id: row.id,
    code: row.code,
    type,
    value: type === 'fixed_amount' ? formatMinor(row.value) : type === 'percentage' ? row.value : 0,
    minSubtotal: row.minSubtotalMinor === null ? null : formatMinor(row.minSubtotalMinor),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usageLimitPerCustomer: row.usageLimitPerCustomer,
    appliesTo: row.appliesTo as Discount['appliesTo'],
    productIds: row.productIds,
    categories: row.categories,
    isActive: row.isActive,
    usedCount: row.usedCount,
    status: discountStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const valuesOf = (input: ParsedDiscountInput): DiscountValues => ({
  code: input.code,
  type: input.type,
  value: input.value,
  minSubtotalMinor: input.minSubtotal,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  usageLimit: input.usageLimit,
  usageLimitPerCustomer: input.usageLimitPerCustomer,
  appliesTo: input.appliesTo,
  productIds: input.productIds,
  categories: input.categories,
  isActive: input.isActive,
});

const duplicate = () => new ConflictError(discountMessages.duplicate);

export async function listAdminDiscounts(
  ctx: Ctx,
  query: { requestedTenantId?: number; search?: string; status?: DiscountStatus },
): Promise<{ discounts: Discount[] }> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId: query.requestedTenantId });
  const now = discountClock.now();
  const all = (await listDiscounts(ctx.db, acting, query.search || undefined)).map((row) =>
    toDiscount(row, now),
  );
  return { discounts: query.status ? all.filter((d) => d.status === query.status) : all };
}

/** A duplicate found first answers the readable 409; the unique index catches a concurrent one. */
async function writeUnique<T>(
  ctx: Ctx,
  acting: number,
  code: string,
  id: number | null,
  write: () => Promise<T>,
) {
  const same = await findDiscountByCode(ctx.db, acting, code);
  if (same && same.id !== id) throw duplicate();
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function createDiscount(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: ParsedDiscountInput },
): Promise<Discount> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await writeUnique(ctx, acting, input.code, null, () =>
    insertDiscount(ctx.db, acting, valuesOf(input)),
  );
  return toDiscount(row, discountClock.now());
}

export async function updateDiscount(
  ctx: Ctx,
  { requestedTenantId, id, input }: { requestedTenantId?: number; id: number; input: ParsedDiscountInput },
): Promise<Discount> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await writeUnique(ctx, acting, input.code, id, () =>
    updateDiscountRow(ctx.db, acting, id, valuesOf(input)),
  );
  if (!row) throw new NotFoundError(discountMessages.notFound);
  return toDiscount(row, discountClock.now());
}

export async function deleteDiscount(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<void> {
  const acting = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await deleteDiscountRow(ctx.db, acting, id))) throw new NotFoundError(discountMessages.notFound);
}
