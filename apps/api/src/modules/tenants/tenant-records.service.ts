// The store records as the operator's store management (modules/tenant-admin) reads and writes
// them: lists and counts with a filter, the figures of one store, whether a slug or domain is
// taken, and inserting or updating a row. The tenants module owns the table; these are its doors.
import { actingTenant, type Ctx } from '../../context.ts';
import { countTenantFigures } from './tenant-stats.queries.ts';
import {
  countTenantRows,
  findTenantUsing,
  insertSlugHistory,
  insertTenant,
  listTenantRows,
  type NewTenantRow,
  type TenantListFilter,
  updateTenantRow,
} from './tenants.admin.queries.ts';
import type { TenantRow } from './tenants.queries.ts';
import { forgetRenamedSlugs } from './tenants.service.ts';

export type { NewTenantRow, TenantListFilter };

export function listTenantRecords(ctx: Pick<Ctx, 'db'>, filter: TenantListFilter): Promise<TenantRow[]> {
  return listTenantRows(ctx.db, filter);
}

export function countTenantRecords(
  ctx: Pick<Ctx, 'db'>,
  filter: Omit<TenantListFilter, 'limit' | 'offset'>,
): Promise<number> {
  return countTenantRows(ctx.db, filter);
}

/** The acting store's orders, revenue, products and members, read in that store's scope. */
export function tenantFigures(ctx: Ctx) {
  const tenantId = actingTenant(ctx);
  return countTenantFigures(ctx.scopes.tenant(tenantId), tenantId);
}

/** Another store already using this slug or domain (ignoring case), other than `exceptId`. */
export function findTenantUsingName(
  ctx: Pick<Ctx, 'db'>,
  { field, value, exceptId }: { field: 'slug' | 'domain'; value: string; exceptId?: number },
): Promise<TenantRow | undefined> {
  return findTenantUsing(ctx.db, field, value, exceptId);
}

/** Inserts a store row; pass `{ db: tx }` to write inside the caller's transaction. */
export function insertTenantRecord(ctx: Pick<Ctx, 'db'>, values: NewTenantRow): Promise<TenantRow> {
  return insertTenant(ctx.db, values);
}

/** Updates the row of the store `ctx.tenantId` names, through `ctx.db` (a transaction, or the caller's handle). */
export function updateTenantRecord(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  values: Partial<Omit<NewTenantRow, 'id' | 'createdAt'>>,
): Promise<TenantRow | undefined> {
  return updateTenantRow(ctx.db, actingTenant(ctx), values);
}

/**
 * Records that the store `ctx.tenantId` names gave up `oldSlug`: its old subdomain and `/s/` pages
 * redirect to the new slug for 90 days (docs/deployment.md, "Store addresses").
 */
export async function recordSlugRename(
  ctx: Pick<Ctx, 'scopes' | 'tenantId'>,
  oldSlug: string,
): Promise<void> {
  const tenantId = actingTenant(ctx);
  await insertSlugHistory(ctx.scopes.tenant(tenantId), tenantId, oldSlug);
  forgetRenamedSlugs(ctx);
}
