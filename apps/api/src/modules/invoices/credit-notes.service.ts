// Credit notes (ADR 0068): issued in the transaction that settles a refund (modules/refunds), once
// per refund; listed with the order's refunds; downloaded as a PDF by the store's staff and, like
// the invoice, by the customer for their own order. Anyone else's order is "not found".
import { type CreditNote, creditNoteFileName, creditNoteNumber, minorToDecimal } from '@storefleet/contracts';
import { actAsTenant, actingTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import {
  findOrderStoreId,
  findOwnOrder,
  findStoreOrderWithItems,
} from '../orders/order-documents.service.ts';
import {
  type CreditNoteItem,
  type CreditNoteOrder,
  type CreditNoteRefund,
  creditNoteLinesOf,
} from './credit-note.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import {
  type CreditNoteRow,
  findCreditNoteRow,
  insertCreditNoteRow,
  listCreditNoteRowsOfOrder,
} from './credit-notes.queries.ts';
import { getDocumentStore, type InvoiceFile } from './invoice.service.ts';

/** What a refund's credit note says (pure): for writers of settled refunds, the demo history too. */
export { creditNoteLinesOf } from './credit-note.ts';

export type IssueCreditNoteInput = {
  order: CreditNoteOrder & { id: number; invoiceNumber: number | null; currency: string };
  items: readonly CreditNoteItem[];
  refund: CreditNoteRefund & { id: number };
};

function toCreditNote(row: CreditNoteRow): CreditNote {
  return {
    id: row.id,
    refundId: row.refundId,
    number: creditNoteNumber(row.number),
    invoiceNumber: row.invoiceNumber,
    amount: minorToDecimal(row.amountMinor, row.currency),
    vat: minorToDecimal(row.vatMinor, row.currency),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The refund's credit note, numbered next in the acting store's credit-note sequence. Call it in the
 * transaction that settles the refund (`ctx.db` is that transaction), after the refund left
 * 'pending', so it happens once; the unique (store, refund) refuses a second all the same.
 */
export async function issueCreditNote(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { order, items, refund }: IssueCreditNoteInput,
): Promise<CreditNote> {
  const lines = creditNoteLinesOf(order, items, refund);
  const row = await insertCreditNoteRow(ctx.db, {
    tenantId: actingTenant(ctx),
    orderId: order.id,
    refundId: refund.id,
    invoiceNumber: order.invoiceNumber,
    currency: order.currency,
    amountMinor: refund.amountMinor,
    vatMinor: lines.reduce((sum, l) => sum + l.vatMinor, 0),
    pricesIncludeVat: order.pricesIncludeVat,
    lines,
  });
  return toCreditNote(row);
}

/** The order's credit notes, newest first (the acting store's order). */
export async function listOrderCreditNotes(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  orderId: number,
): Promise<CreditNote[]> {
  return (await listCreditNoteRowsOfOrder(ctx.db, actingTenant(ctx), orderId)).map(toCreditNote);
}

const NOT_FOUND = 'Credit note not found';

async function creditNoteFile(
  ctx: Ctx,
  { orderId, creditNoteId, userId }: { orderId: number; creditNoteId: number; userId?: number },
): Promise<InvoiceFile> {
  const found = await findStoreOrderWithItems(ctx, orderId);
  if (!found || (userId !== undefined && found.order.userId !== userId)) throw new NotFoundError(NOT_FOUND);
  const note = await findCreditNoteRow(ctx.db, actingTenant(ctx), orderId, creditNoteId);
  if (!note) throw new NotFoundError(NOT_FOUND);
  const pdf = await renderCreditNotePdf({
    store: await getDocumentStore(ctx),
    customer: { name: found.order.customerName, email: found.order.customerEmail },
    orderNumber: found.order.orderNumber ?? orderId,
    note,
  });
  return { pdf, fileName: creditNoteFileName(note.number) };
}

export async function getAdminCreditNote(
  ctx: Ctx,
  {
    orderId,
    creditNoteId,
    requestedTenantId,
  }: { orderId: number; creditNoteId: number; requestedTenantId: number | undefined },
): Promise<InvoiceFile> {
  const actor = requireUser(ctx);
  let tenantId = requestedTenantId;
  if (tenantId === undefined && actor.isSuperAdmin) {
    tenantId = await findOrderStoreId(ctx, orderId);
    if (tenantId === undefined) throw new NotFoundError(NOT_FOUND);
  }
  await requireTenantAdmin(ctx, { requestedTenantId: tenantId });
  return creditNoteFile(ctx, { orderId, creditNoteId });
}

export async function getCustomerCreditNote(
  ctx: Ctx,
  { orderId, creditNoteId }: { orderId: number; creditNoteId: number },
): Promise<InvoiceFile> {
  const actor = requireUser(ctx);
  const own = await findOwnOrder(ctx, { userId: actor.userId, orderId });
  if (!own) throw new NotFoundError(NOT_FOUND);
  actAsTenant(ctx, own.tenantId);
  return creditNoteFile(ctx, { orderId, creditNoteId, userId: actor.userId });
}
