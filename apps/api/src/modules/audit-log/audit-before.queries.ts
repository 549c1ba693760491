// The "before" of an audit entry: the row a write is about to change, read just before the route
// runs. The one place the audit log reads other domains' tables, read-only and by primary key (or
// a content entry's key), through the acting store's handle so row-level security still applies
// (ADR 0031). The caller summarizes and redacts the row; nothing here is returned by an endpoint.
import { and, type Column, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  billing,
  categories,
  cmsContent,
  discounts,
  orders,
  products,
  productVariants,
  shippingOptions,
  storeCurrencies,
  subscriptionPlans,
  tenants,
  variantAttributes,
} from '../../db/schema/index.ts';

type Lookup = { table: PgTable; column: Column; numeric: boolean; byTenant?: Column };

const BY_ID: Record<string, Lookup> = {
  product: { table: products, column: products.id, numeric: true },
  category: { table: categories, column: categories.id, numeric: true },
  variant: { table: productVariants, column: productVariants.id, numeric: true },
  'variant-attribute': { table: variantAttributes, column: variantAttributes.id, numeric: true },
  order: { table: orders, column: orders.id, numeric: true },
  'shipping-option': { table: shippingOptions, column: shippingOptions.id, numeric: true },
  discount: { table: discounts, column: discounts.id, numeric: true },
  content: { table: cmsContent, column: cmsContent.key, numeric: false, byTenant: cmsContent.tenantId },
  tenant: { table: tenants, column: tenants.id, numeric: true },
  'subscription-plan': { table: subscriptionPlans, column: subscriptionPlans.id, numeric: true },
  billing: { table: billing, column: billing.id, numeric: true },
  currency: {
    table: storeCurrencies,
    column: storeCurrencies.currency,
    numeric: false,
    byTenant: storeCurrencies.tenantId,
  },
};

/** A store's settings live on its tenants row. */
const SETTINGS = new Set(['email-settings', 'payment-settings', 'vat-settings', 'base-currency']);

/** The row as it is now, or undefined (no such row, not this store's, or nothing to read). */
export async function findRowBeforeWrite(
  db: Db,
  target: { entityType: string; entityId: string | null; tenantId: number | null },
): Promise<Record<string, unknown> | undefined> {
  if (SETTINGS.has(target.entityType)) {
    const id = target.entityId !== null ? Number(target.entityId) : target.tenantId;
    if (id === null || !Number.isSafeInteger(id)) return undefined;
    const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
    return row;
  }
  const lookup = BY_ID[target.entityType];
  if (!lookup || target.entityId === null) return undefined;
  const value = lookup.numeric ? Number(target.entityId) : target.entityId;
  if (
    lookup.numeric &&
    (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > 2_147_483_647)
  ) {
    return undefined;
  }
  const byTenant =
    lookup.byTenant && target.tenantId !== null ? eq(lookup.byTenant, target.tenantId) : undefined;
  const [row] = await db
    .select()
    .from(lookup.table)
    .where(and(eq(lookup.column, value), byTenant))
    .limit(1);
  return row as Record<string, unknown> | undefined;
}

/** Each entity's name today, for the log's sentences: a column that names it (or how to word it). */
const NAMES: Record<
  string,
  { table: PgTable; id: PgColumn; name: PgColumn; format?: (v: unknown) => string }
> = {
  product: { table: products, id: products.id, name: products.name },
  category: { table: categories, id: categories.id, name: categories.name },
  'variant-attribute': { table: variantAttributes, id: variantAttributes.id, name: variantAttributes.name },
  order: { table: orders, id: orders.id, name: orders.orderNumber, format: (v) => `#${v}` },
  'shipping-option': { table: shippingOptions, id: shippingOptions.id, name: shippingOptions.name },
  discount: { table: discounts, id: discounts.id, name: discounts.code },
};

/**
 * `${entityType}:${id}` → the entity's current name, for a page of entries (one query per type on
 * the page, through the reader's handle). Deleted things are simply absent.
 */
export async function findEntityLabels(
  db: Db,
  refs: { entityType: string; entityId: string | null }[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsByType = new Map<string, Set<number>>();
  for (const ref of refs) {
    if (!NAMES[ref.entityType] || ref.entityId === null || !/^\d{1,10}$/.test(ref.entityId)) continue;
    const id = Number(ref.entityId);
    if (id < 1 || id > 2_147_483_647) continue;
    const ids = idsByType.get(ref.entityType) ?? new Set<number>();
    ids.add(id);
    idsByType.set(ref.entityType, ids);
  }
  for (const [type, ids] of idsByType) {
    const lookup = NAMES[type]!;
    const rows = await db
      .select({ id: lookup.id, name: lookup.name })
      .from(lookup.table)
      .where(inArray(lookup.id, [...ids]));
    for (const row of rows) {
      if (row.name === null || row.name === undefined || row.name === '') continue;
      labels.set(`${type}:${row.id}`, lookup.format ? lookup.format(row.name) : String(row.name));
    }
  }
  return labels;
}
