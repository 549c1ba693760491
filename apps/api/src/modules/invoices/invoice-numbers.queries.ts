// The store's invoice counter (invoice_sequences) and the number it gives an order. One statement
// moves the counter and writes the number on the order, so the counter row is locked from here to
// the order's COMMIT only (the commit step runs it last but for the stock). The invoice number is
// this module's column on the order: nothing else writes it.
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invoiceSequences, orders } from '../../db/schema/index.ts';

/** The order's invoice number: the store's next, given in the caller's transaction. */
export async function assignInvoiceNumberRow(db: Db, tenantId: number, orderId: number): Promise<number> {
  const result = (await db.execute(sql`
    with next as (
      insert into ${invoiceSequences} (tenant_id, last_number) values (${tenantId}, 1)
      on conflict (tenant_id) do update set last_number = ${invoiceSequences.lastNumber} + 1
      returning last_number
    )
    update ${orders} set invoice_number = next.last_number from next
    where ${orders.tenantId} = ${tenantId} and ${orders.id} = ${orderId}
    returning next.last_number as "invoiceNumber"`)) as unknown as { rows: { invoiceNumber: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error(`Order ${orderId} of store ${tenantId} not found for its invoice number`);
  return Number(row.invoiceNumber);
}

/**
 * The store's next invoice number as a statement that returns it (`last_number`), for the
 * checkout's numbering statement to run as a CTE: it writes the number on the order itself, in
 * the same statement as the order number, so the order gets one row version for both.
 */
export function nextInvoiceNumberStatement(tenantId: number | Placeholder): SQL {
  return sql`insert into ${invoiceSequences} (tenant_id, last_number) values (${tenantId}, 1)
    on conflict (tenant_id) do update set last_number = ${invoiceSequences.lastNumber} + 1
    returning last_number`;
}
