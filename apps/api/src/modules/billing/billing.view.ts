// How a bill reads in JSON: money as decimal strings, dates as ISO text (DESIGN §5).
import { type BillingHistoryEntry, type BillingRecord, formatMinor } from '@storefleet/contracts';
import type { BillListRow } from './billing.queries.ts';
import type { PlatformCreditNoteRow } from './platform-invoices.queries.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toBillingRecord(row: BillListRow): BillingRecord {
  return {
    id: row.id,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    subscriptionPlanId: row.subscriptionPlanId,
    planName: row.planName,
    status: row.status,
    amount: formatMinor(row.amountMinor),
    currency: row.currency,
    description: row.description,
    billingPeriodStart: iso(row.billingPeriodStart),
    billingPeriodEnd: iso(row.billingPeriodEnd),
    dueDate: iso(row.dueDate),
    paidAt: iso(row.paidAt),
    paymentMethod: row.paymentMethod,
    notes: row.notes,
    invoiceNumber: row.invoiceNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toHistoryEntry(
  row: BillListRow,
  creditNotes: PlatformCreditNoteRow[] = [],
): BillingHistoryEntry {
  return {
    id: row.id,
    description: row.description ?? `${row.planName ?? 'Subscription'} plan`,
    billingDate: (row.billingPeriodStart ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
    amount: formatMinor(row.amountMinor),
    currency: row.currency,
    status: row.status,
    dueDate: iso(row.dueDate),
    paidAt: iso(row.paidAt),
    invoiceNumber: row.invoiceNumber,
    creditNotes: creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      amount: formatMinor(note.amountMinor),
      currency: note.currency,
      reason: note.reason,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}
