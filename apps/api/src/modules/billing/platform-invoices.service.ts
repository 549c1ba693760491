// The platform's invoices and credit notes to stores (ADR 0086). A bill gets its invoice number
// when it is paid (by the card, the platform's webhook or the operator's mark-paid), in the same
// transaction, so each paid bill has exactly one number and the series has no gap; what the invoice
// says (the seller, the buyer, the VAT) is kept with the number, so the PDF never changes. The
// receipt e-mail carries the PDF. A refunded bill gets a credit note of its own series.
import { actAsTenant, actingTenant, type Ctx, platformDb, tenantCtx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { PdfFile } from '../../lib/pdf-download.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { findStoreOwnerEmail } from '../auth/users.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { money } from '../invoices/document-pdf.service.ts';
import { getDocumentStore } from '../invoices/invoice.service.ts';
import { type BillListRow, findBillById } from './billing.queries.ts';
import { platformEmail } from './platform-email.ts';
import { renderPlatformCreditNotePdf, renderPlatformInvoicePdf } from './platform-invoice-pdf.ts';
import {
  assignInvoiceNumberRow,
  findCreditNote,
  insertCreditNoteRow,
  listCreditNotesOfBills,
  listPaidBillsWithoutInvoice,
  lockBill,
  type PlatformCreditNoteRow,
  type PlatformInvoiceDetails,
} from './platform-invoices.queries.ts';

export const INVOICE_PREFIX = 'SF';
export const CREDIT_NOTE_PREFIX = 'SFCN';
/** The seller's name when PLATFORM_SELLER_NAME is unset. */
export const DEFAULT_SELLER_NAME = 'Storefleet';

/** The platform as the seller, from the configuration (docs/deployment.md). */
function platformSeller(config: Ctx['config']): PlatformInvoiceDetails['seller'] {
  return {
    name: config.PLATFORM_SELLER_NAME ?? DEFAULT_SELLER_NAME,
    addressLines: (config.PLATFORM_SELLER_ADDRESS ?? '')
      .split(/\s*[|,]\s*/)
      .map((line) => line.trim())
      .filter(Boolean),
    email: null,
    vatNumber: config.PLATFORM_VAT_NUMBER ?? null,
  };
}

/** A VAT-inclusive amount split into net and VAT at `rate` percent, VAT rounded to the penny. */
export function splitVat(grossMinor: number, rate: number): { netMinor: number; vatMinor: number } {
  const netMinor = Math.round((grossMinor * 100) / (100 + rate));
  return { netMinor, vatMinor: grossMinor - netMinor };
}

/**
 * Numbers the acting store's bill `billId`, just marked paid, in the caller's transaction (ctx.db):
 * resolves to the number, or undefined when it had one. The buyer is read before the counter is
 * taken, so the counter's row is held only for the one statement and the commit.
 */
export async function issuePlatformInvoice(
  ctx: Ctx,
  { billId, now }: { billId: number; now: Date },
): Promise<string | undefined> {
  const [bill, buyer] = await Promise.all([findBillById(ctx.db, billId), getDocumentStore(ctx)]);
  if (bill?.status !== 'paid' || bill.invoiceNumber) return undefined;
  const planName = bill.planName;
  const rate = ctx.config.PLATFORM_VAT_RATE;
  const details: PlatformInvoiceDetails = {
    seller: platformSeller(ctx.config),
    buyer,
    planName,
    vatRate: rate,
    ...splitVat(bill.amountMinor, rate),
    issuedAt: now.toISOString(),
  };
  return assignInvoiceNumberRow(ctx.db, {
    tenantId: actingTenant(ctx),
    billId: bill.id,
    year: (bill.paidAt ?? now).getUTCFullYear(),
    prefix: INVOICE_PREFIX,
    details,
  });
}

/** How many bills the hourly job numbers at most in one run. */
const MISSING_INVOICES_PER_RUN = 200;

/**
 * Numbers the paid bills that have no invoice yet (paid before invoices were numbered, ADR 0086),
 * each in its own transaction on its store's scope, oldest payment first, so every paid bill gets
 * its PDF. No receipt is sent for these: the owner was told of the payment when it was made.
 * Resolves to how many were numbered.
 */
export async function issueMissingInvoices(ctx: Ctx, now: Date): Promise<number> {
  let issued = 0;
  for (const bill of await listPaidBillsWithoutInvoice(platformDb(ctx), MISSING_INVOICES_PER_RUN)) {
    const storeCtx = tenantCtx(ctx, bill.tenantId);
    const number = await storeCtx.db.transaction((db) =>
      issuePlatformInvoice({ ...storeCtx, db }, { billId: bill.id, now }),
    );
    if (number) issued++;
  }
  if (issued > 0) ctx.log.info({ issued }, 'Numbered the invoices of bills paid before invoices were');
  return issued;
}

/** The invoice's PDF of a numbered bill. */
function invoicePdf(bill: BillListRow): Promise<Buffer> {
  return renderPlatformInvoicePdf({
    number: bill.invoiceNumber!,
    details: bill.invoiceDetails!,
    description: bill.description ?? `${bill.planName ?? 'Subscription'} plan`,
    periodStart: bill.billingPeriodStart,
    periodEnd: bill.billingPeriodEnd,
    totalMinor: bill.amountMinor,
    currency: bill.currency,
    paidAt: bill.paidAt ?? new Date(bill.invoiceDetails!.issuedAt),
  });
}

const invoiceFileName = (number: string) => `invoice-${number}.pdf`;
const creditNoteFileName = (number: string) => `credit-note-${number}.pdf`;

/**
 * The receipt of a bill just paid, to the store's owner, with its PDF invoice attached. Queued
 * after the payment's commit (the PDF is drawn outside the transaction that holds the counter).
 */
export async function sendPaidBillReceipt(ctx: Ctx, billId: number): Promise<void> {
  const tenantId = actingTenant(ctx);
  const bill = await findBillById(ctx.db, billId);
  if (!bill || bill.tenantId !== tenantId || !bill.invoiceNumber || !bill.invoiceDetails) return;
  const to = await findStoreOwnerEmail({ db: ctx.db, tenantId });
  if (!to) return;
  const pdf = await invoicePdf(bill);
  const subject = `Receipt for your Storefleet bill of ${money(bill.amountMinor)} (invoice ${bill.invoiceNumber})`;
  const lines = [
    `Thank you: ${money(bill.amountMinor)} ${bill.currency} was paid for "${bill.description ?? 'your plan'}".`,
    `Your invoice ${bill.invoiceNumber} is attached, and under Billing History on Subscription Management: ${ctx.config.PUBLIC_URL}/subscription`,
  ];
  await queueEmail(ctx, {
    tenantId,
    to,
    ...platformEmail(subject, lines, bill.tenantName),
    attachments: [
      { filename: invoiceFileName(bill.invoiceNumber), contentType: 'application/pdf', content: pdf },
    ],
  });
}

const BILL_NOT_FOUND = 'Bill not found';

/**
 * A bill the caller may read: any (super admin), else only one of the store they administer
 * (billing permission); another store's bill is "not found". The call then acts for its store.
 */
async function readableBill(ctx: Ctx, billId: number): Promise<BillListRow> {
  const actor = requireUser(ctx);
  if (actor.isSuperAdmin) {
    const bill = await findBillById(platformDb(ctx), billId);
    if (!bill) throw new NotFoundError(BILL_NOT_FOUND);
    actAsTenant(ctx, bill.tenantId);
    return bill;
  }
  const tenantId = await requireTenantAdmin(ctx);
  const bill = await findBillById(ctx.db, billId);
  if (!bill || bill.tenantId !== tenantId) throw new NotFoundError(BILL_NOT_FOUND);
  return bill;
}

/** GET /api/billing/{id}/invoice.pdf */
export async function getPlatformInvoicePdf(ctx: Ctx, billId: number): Promise<PdfFile> {
  const bill = await readableBill(ctx, billId);
  if (!bill.invoiceNumber || !bill.invoiceDetails) {
    throw new NotFoundError('This bill has no invoice yet: its invoice is issued when it is paid');
  }
  return { pdf: await invoicePdf(bill), fileName: invoiceFileName(bill.invoiceNumber) };
}

/**
 * A credit note for (part of) paid bill `billId` of the acting store, numbered in its own series
 * (SFCN-2026-00001): for the operator's refund of a platform bill. At most what the bill's earlier
 * credit notes leave; the VAT is the invoice's rate. Runs in its own transaction unless ctx.db is one.
 */
export async function issuePlatformCreditNote(
  ctx: Ctx,
  {
    billId,
    amountMinor,
    reason,
    now = new Date(),
  }: { billId: number; amountMinor: number; reason: string; now?: Date },
): Promise<PlatformCreditNoteRow> {
  const tenantId = actingTenant(ctx);
  const text = reason.trim();
  if (!Number.isInteger(amountMinor) || amountMinor <= 0) {
    throw new BadRequestError('The amount to credit must be more than 0');
  }
  if (!text) throw new BadRequestError('A credit note needs a reason');
  return ctx.db.transaction(async (db) => {
    const bill = await lockBill(db, tenantId, billId);
    if (!bill) throw new NotFoundError(BILL_NOT_FOUND);
    if (!bill.invoiceNumber || !bill.invoiceDetails) {
      throw new ConflictError('Only a paid bill with an invoice can be credited');
    }
    const credited = (await listCreditNotesOfBills(db, tenantId, [billId])).reduce(
      (sum, note) => sum + note.amountMinor,
      0,
    );
    const left = bill.amountMinor - credited;
    if (amountMinor > left) {
      throw new ConflictError(`At most ${money(left)} of this bill is left to credit`);
    }
    return insertCreditNoteRow(db, {
      tenantId,
      billId,
      year: now.getUTCFullYear(),
      prefix: CREDIT_NOTE_PREFIX,
      amountMinor,
      vatMinor: splitVat(amountMinor, bill.invoiceDetails.vatRate).vatMinor,
      currency: bill.currency,
      reason: text.slice(0, 500),
      createdAt: now,
    });
  });
}

/** GET /api/billing/{id}/credit-notes/{creditNoteId}/pdf */
export async function getPlatformCreditNotePdf(
  ctx: Ctx,
  { billId, creditNoteId }: { billId: number; creditNoteId: number },
): Promise<PdfFile> {
  const bill = await readableBill(ctx, billId);
  const note = await findCreditNote(ctx.db, bill.tenantId, billId, creditNoteId);
  if (!note || !bill.invoiceNumber || !bill.invoiceDetails) throw new NotFoundError('Credit note not found');
  const pdf = await renderPlatformCreditNotePdf({
    number: note.number,
    invoiceNumber: bill.invoiceNumber,
    details: bill.invoiceDetails,
    description: bill.description ?? `${bill.planName ?? 'Subscription'} plan`,
    reason: note.reason,
    amountMinor: note.amountMinor,
    vatMinor: note.vatMinor,
    currency: note.currency,
    date: note.createdAt,
  });
  return { pdf, fileName: creditNoteFileName(note.number) };
}

/** The acting store's credit notes of bills, by bill id, for its Billing History. */
export async function creditNotesByBill(
  ctx: Ctx,
  billIds: number[],
): Promise<Map<number, PlatformCreditNoteRow[]>> {
  const byBill = new Map<number, PlatformCreditNoteRow[]>();
  for (const note of await listCreditNotesOfBills(ctx.db, actingTenant(ctx), billIds)) {
    byBill.set(note.billingId, [...(byBill.get(note.billingId) ?? []), note]);
  }
  return byBill;
}
