// Credit notes and the store's credit-note counter (ADR 0068). The number is taken in the refund's
// settling transaction, so a rollback gives it back, and concurrent refunds of one store queue on
// the counter row: numbers run 1, 2, 3… per store without gaps or duplicates.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, insertedRow, inTenant } from '../../db/rows.ts';
import { type CreditNoteLine, creditNoteSequences, creditNotes } from '../../db/schema/index.ts';

export type { CreditNoteLine };
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id' | 'number' | 'createdAt'>;

export async function insertCreditNoteRow(db: Db, note: NewCreditNote): Promise<CreditNoteRow> {
  const [next] = await db
    .insert(creditNoteSequences)
    .values({ tenantId: note.tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteSequences.tenantId,
      set: { lastNumber: sql`${creditNoteSequences.lastNumber} + 1` },
    })
    .returning({ number: creditNoteSequences.lastNumber });
  if (!next) throw new Error(`No credit-note number for store ${note.tenantId}`);
  return insertedRow(
    db
      .insert(creditNotes)
      .values({ ...note, number: next.number })
      .returning(),
  );
}

export function listCreditNoteRowsOfOrder(db: Db, tenantId: number, orderId: number) {
  return db
    .select()
    .from(creditNotes)
    .where(inTenant(creditNotes, tenantId, { orderId }))
    .orderBy(desc(creditNotes.number));
}

export function findCreditNoteRow(db: Db, tenantId: number, orderId: number, id: number) {
  return firstRow(
    db
      .select()
      .from(creditNotes)
      .where(and(inTenant(creditNotes, tenantId, { orderId }), eq(creditNotes.id, id))),
  );
}
