// A store's other currencies (docs/decisions/0105): the rows of `store_currencies`. Every query names the store.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow, firstRow, insertedRow } from '../../db/rows.ts';
import { storeCurrencies } from '../../db/schema/index.ts';

export type StoreCurrencyRow = typeof storeCurrencies.$inferSelect;

/** The store's other currencies in the order they were added. */
export function listStoreCurrencyRows(db: Db, tenantId: number): Promise<StoreCurrencyRow[]> {
  return db
    .select()
    .from(storeCurrencies)
    .where(eq(storeCurrencies.tenantId, tenantId))
    .orderBy(asc(storeCurrencies.createdAt), asc(storeCurrencies.currency));
}

export function findStoreCurrencyRow(
  db: Db,
  tenantId: number,
  currency: string,
): Promise<StoreCurrencyRow | undefined> {
  return firstRow(
    db
      .select()
      .from(storeCurrencies)
      .where(and(eq(storeCurrencies.tenantId, tenantId), eq(storeCurrencies.currency, currency))),
  );
}

/** Adds the currency, or changes its rate and rounding when the store has it already. */
export function upsertStoreCurrencyRow(
  db: Db,
  tenantId: number,
  values: { currency: string; rate: string; rounding: string },
): Promise<StoreCurrencyRow> {
  return insertedRow(
    db
      .insert(storeCurrencies)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({
        target: [storeCurrencies.tenantId, storeCurrencies.currency],
        set: { rate: values.rate, rounding: values.rounding, updatedAt: new Date() },
      })
      .returning(),
  );
}

/** Removes the currency; its explicit product prices go with it (the foreign key cascades). */
export function deleteStoreCurrencyRow(db: Db, tenantId: number, currency: string): Promise<boolean> {
  return anyRow(
    db
      .delete(storeCurrencies)
      .where(and(eq(storeCurrencies.tenantId, tenantId), eq(storeCurrencies.currency, currency)))
      .returning({ currency: storeCurrencies.currency }),
  );
}
