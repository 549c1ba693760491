// A store's discount codes and their uses. Every query names the store; codes match ignoring case
// (the unique index is on (tenant_id, lower(code))).
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { valuePlaceholder } from '../../db/prepared.ts';
import { anyRow, firstRow, insertedRow, inTenant } from '../../db/rows.ts';
import { discountRedemptions, discounts } from '../../db/schema/index.ts';
import type { OrderStatementPart } from '../orders/place-order.service.ts';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountValues = Pick<
  DiscountRow,
  | 'code'
  | 'type'
  | 'value'
  | 'minSubtotalMinor'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'usageLimitPerCustomer'
  | 'appliesTo'
  | 'productIds'
  | 'categories'
  | 'isActive'
>;

/** `search` matches the code (any case, anywhere in it). At most 1000 codes, newest first. */
export function listDiscounts(db: Db, tenantId: number, search?: string): Promise<DiscountRow[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(discounts)
    .where(inTenant(discounts, tenantId, {}, pattern ? ilike(discounts.code, pattern) : undefined))
    .orderBy(asc(sql`lower(${discounts.code})`), asc(discounts.id))
    .limit(1000);
}

export function insertDiscount(db: Db, tenantId: number, values: DiscountValues): Promise<DiscountRow> {
  return insertedRow(
    db
      .insert(discounts)
      .values({ ...values, tenantId })
      .returning(),
  );
}

export function updateDiscountRow(db: Db, tenantId: number, id: number, values: DiscountValues) {
  return firstRow(
    db
      .update(discounts)
      .set({ ...values, updatedAt: new Date() })
      .where(inTenant(discounts, tenantId, { id }))
      .returning(),
  );
}

export function deleteDiscountRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return anyRow(
    db
      .delete(discounts)
      .where(inTenant(discounts, tenantId, { id }))
      .returning({ id: discounts.id }),
  );
}

/** The store's code, matched ignoring case. */
export function findDiscountByCode(db: Db, tenantId: number, code: string): Promise<DiscountRow | undefined> {
  return firstRow(
    db
      .select()
      .from(discounts)
      .where(inTenant(discounts, tenantId, {}, sql`lower(${discounts.code}) = lower(${code})`))
      .limit(1),
  );
}

export function findDiscountById(db: Db, tenantId: number, id: number): Promise<DiscountRow | undefined> {
  return firstRow(
    db
      .select()
      .from(discounts)
      .where(inTenant(discounts, tenantId, { id }))
      .limit(1),
  );
}

/**
 * Counts one use, atomically: only while the code is active and below its total limit. The row
 * stays locked to COMMIT, so concurrent uses of one code take turns here and the last use goes to
 * exactly one order. Undefined: disabled, deleted or used up (the caller reads why).
 */
export function claimDiscountUse(db: Db, tenantId: number, id: number): Promise<DiscountRow | undefined> {
  return firstRow(
    db
      .update(discounts)
      .set({ usedCount: sql`${discounts.usedCount} + 1` })
      .where(
        inTenant(
          discounts,
          tenantId,
          { id },
          eq(discounts.isActive, true),
          sql`(${discounts.usageLimit} is null or ${discounts.usedCount} < ${discounts.usageLimit})`,
        ),
      )
      .returning(),
  );
}

/** How often this (lower-cased) e-mail used the code. */
export async function countCustomerUses(
  db: Db,
  tenantId: number,
  discountId: number,
  email: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.tenantId, tenantId),
        eq(discountRedemptions.discountId, discountId),
        eq(discountRedemptions.email, email.toLowerCase()),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The redemption's insert, as a part of the order's statement built once per shape
 * (db/prepared.ts): the order's id comes from that statement, the rest are the part's placeholders.
 */
export function redemptionPart(values: {
  tenantId: number;
  discountId: number;
  email: string;
  amountMinor: number;
}): OrderStatementPart {
  return {
    shape: 'discount used',
    sql: (db, placed) =>
      sql`discount_use as (${db
        .insert(discountRedemptions)
        .values({
          tenantId: valuePlaceholder<number>('discount_tenant_id'),
          discountId: valuePlaceholder<number>('discount_id'),
          orderId: placed.id,
          email: valuePlaceholder<string>('discount_email'),
          amountMinor: valuePlaceholder<number>('discount_amount_minor'),
        })
        .getSQL()})`,
    values: {
      discount_tenant_id: values.tenantId,
      discount_id: values.discountId,
      discount_email: values.email.toLowerCase(),
      discount_amount_minor: values.amountMinor,
    },
  };
}
