// The platform's invoice and credit-note numbers and rows (ADR 0086). A number is the next of its
// series and year, moved by the same statement that writes it on the document, in the transaction
// that issues it: a rollback gives the number back, and concurrent issuers queue on the counter row
// until their commit, so the numbers have no gap and no duplicate.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  billing,
  type PlatformInvoiceDetails,
  platformCreditNotes,
  platformDocumentSequences,
} from '../../db/schema/index.ts';
import type { BillRow } from './billing.queries.ts';

export type { DocumentParty, PlatformInvoiceDetails } from '../../db/schema/index.ts';
export type PlatformCreditNoteRow = typeof platformCreditNotes.$inferSelect;
export type DocumentSeries = 'invoice' | 'credit_note';

/** The next number of `series` in `year`, as a statement returning `last_number`. */
function nextNumber(series: DocumentSeries, year: number) {
  return sql`insert into ${platformDocumentSequences} (series, year, last_number) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last_number = ${platformDocumentSequences.lastNumber} + 1
    returning last_number`;
}

/** 'SF-2026-00001': the prefix, the year and the number of five digits at least. */
function numberText(prefix: string, year: number) {
  return sql`${`${prefix}-${year}-`} || lpad(next.last_number::text, 5, '0')`;
}

/**
 * Gives paid bill `billId` of the store its invoice number and details; undefined when it has one
 * already (nothing is numbered twice). Run in the transaction that marked it paid.
 */
export async function assignInvoiceNumberRow(
  db: Db,
  input: { tenantId: number; billId: number; year: number; prefix: string; details: PlatformInvoiceDetails },
): Promise<string | undefined> {
  const result = (await db.execute(sql`
    with next as (${nextNumber('invoice', input.year)})
    update ${billing} set invoice_number = ${numberText(input.prefix, input.year)},
      invoice_details = ${JSON.stringify(input.details)}::jsonb
    from next
    where ${billing.id} = ${input.billId} and ${billing.tenantId} = ${input.tenantId}
      and ${billing.invoiceNumber} is null
    returning ${billing.invoiceNumber} as "invoiceNumber"`)) as unknown as {
    rows: { invoiceNumber: string }[];
  };
  return result.rows[0]?.invoiceNumber;
}

/**
 * Paid bills with no invoice number on the whole platform (paid before invoices were numbered),
 * oldest payment first: the hourly job numbers them. Read on the platform path.
 */
export function listPaidBillsWithoutInvoice(
  db: Db,
  limit: number,
): Promise<{ id: number; tenantId: number }[]> {
  return db
    .select({ id: billing.id, tenantId: billing.tenantId })
    .from(billing)
    .where(and(eq(billing.status, 'paid'), isNull(billing.invoiceNumber)))
    .orderBy(asc(sql`coalesce(${billing.paidAt}, ${billing.createdAt})`), asc(billing.id))
    .limit(limit);
}

/** The store's credit notes of one bill (or of several), oldest first. */
export function listCreditNotesOfBills(
  db: Db,
  tenantId: number | undefined,
  billIds: number[],
): Promise<PlatformCreditNoteRow[]> {
  if (billIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(platformCreditNotes)
    .where(
      and(
        tenantId === undefined ? undefined : eq(platformCreditNotes.tenantId, tenantId),
        inArray(platformCreditNotes.billingId, billIds),
      ),
    )
    .orderBy(asc(platformCreditNotes.id));
}

export async function findCreditNote(
  db: Db,
  tenantId: number,
  billId: number,
  creditNoteId: number,
): Promise<PlatformCreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(platformCreditNotes)
    .where(
      and(
        eq(platformCreditNotes.tenantId, tenantId),
        eq(platformCreditNotes.billingId, billId),
        eq(platformCreditNotes.id, creditNoteId),
      ),
    );
  return row;
}

/** The bill, locked until the transaction ends: one credit note of a bill at a time. */
export async function lockBill(db: Db, tenantId: number, billId: number): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(billing)
    .where(and(eq(billing.id, billId), eq(billing.tenantId, tenantId)))
    .for('update');
  return row;
}

/** Inserts a credit note with the next number of its series; in the caller's transaction. */
export async function insertCreditNoteRow(
  db: Db,
  values: {
    tenantId: number;
    billId: number;
    year: number;
    prefix: string;
    amountMinor: number;
    vatMinor: number;
    currency: string;
    reason: string;
    createdAt: Date;
  },
): Promise<PlatformCreditNoteRow> {
  const result = (await db.execute(sql`
    with next as (${nextNumber('credit_note', values.year)})
    insert into ${platformCreditNotes} (tenant_id, billing_id, number, amount_minor, vat_minor, currency, reason, created_at)
    select ${values.tenantId}, ${values.billId}, ${numberText(values.prefix, values.year)}, ${values.amountMinor},
      ${values.vatMinor}, ${values.currency}, ${values.reason}, ${values.createdAt.toISOString()}::timestamptz
    from next
    returning id`)) as unknown as { rows: { id: number | string }[] };
  const id = Number(result.rows[0]!.id);
  const [row] = await db.select().from(platformCreditNotes).where(eq(platformCreditNotes.id, id));
  return row!;
}
