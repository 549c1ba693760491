// Helpers the *.queries.ts files share: the tenant guard every query names first (STYLE 4), and
// what a query gives back when the caller wants one row, or only whether it touched any.
import { and, type Column, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type TenantTable = PgTable & { tenantId: Column };
type Matches<T extends TenantTable> = { [K in keyof T['$inferSelect']]?: NonNullable<T['$inferSelect'][K]> };

/**
 * `tenant_id = $tenantId and <column> = <value> … and <conditions>`, the columns named by their
 * keys in `matches`. A missing value throws rather than widening the query.
 */
export function inTenant<T extends TenantTable>(
  table: T,
  tenantId: number,
  matches: Matches<T> = {},
  ...conditions: (SQL | undefined)[]
): SQL {
  const columns: Record<string, Column> = getTableColumns(table);
  const equalities = Object.entries(matches).map(([key, value]) => {
    if (value === undefined || value === null) throw new Error(`inTenant: no value for ${key}`);
    return eq(columns[key]!, value);
  });
  return and(eq(table.tenantId, tenantId), ...equalities, ...conditions)!;
}

/** The first row of a select or `returning()`, or undefined when nothing matched. */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

/** The row an insert's `returning()` gives back: always one, there is no conflict clause to skip it. */
export async function insertedRow<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query;
  return row!;
}

/** Whether an update or delete touched a row: give it `returning({ id })`. */
export async function anyRow(query: PromiseLike<unknown[]>): Promise<boolean> {
  const rows = await query;
  return rows.length > 0;
}

/**
 * A row of `table` as drizzle's select gives it, from the row a raw statement gave (`select *`,
 * keyed by column name, values as the driver parsed them): each value through its column's
 * mapping (a timestamp's text to a Date, say), as drizzle maps its own selects.
 */
export function tableRowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, Column>)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
