// The PDFs of the platform's invoices and credit notes to stores (ADR 0086), drawn with the store
// invoices' PDF code (invoices/invoice-pdf.ts): the platform as the seller at the top right, the
// store as the buyer, the plan and its period, net, VAT and total with the currency.
import {
  drawSeller,
  invoiceDate,
  LEFT,
  money,
  renderPdf,
  row,
  rule,
  total,
} from '../invoices/document-pdf.service.ts';
import type { DocumentParty, PlatformInvoiceDetails } from './platform-invoices.queries.ts';

export type PlatformInvoiceDocument = {
  number: string;
  details: PlatformInvoiceDetails;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  totalMinor: number;
  currency: string;
  paidAt: Date;
};

export type PlatformCreditNoteDocument = {
  number: string;
  invoiceNumber: string;
  details: PlatformInvoiceDetails;
  description: string;
  reason: string;
  amountMinor: number;
  vatMinor: number;
  currency: string;
  date: Date;
};

/** The last day of a period that ends at midnight on the next day's start. */
function period(start: Date | null, end: Date | null): string | null {
  if (!start || !end) return null;
  const last = new Date(end.getTime() - 1);
  return `${invoiceDate(start)} to ${invoiceDate(last)}`;
}

function drawBuyer(doc: PDFKit.PDFDocument, heading: string, buyer: DocumentParty) {
  doc.font('Helvetica-Bold').text(heading, LEFT);
  doc.font('Helvetica').text(buyer.name, { width: 260 });
  for (const line of buyer.addressLines) doc.text(line, { width: 260 });
  if (buyer.email) doc.text(buyer.email, { width: 260 });
  if (buyer.vatNumber) doc.text(`VAT number: ${buyer.vatNumber}`, { width: 260 });
  doc.moveDown(1.5);
}

function drawInvoice(doc: PDFKit.PDFDocument, invoice: PlatformInvoiceDocument) {
  const { details } = invoice;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(details.seller.vatNumber ? 'VAT invoice' : 'Invoice', LEFT, 50);
  doc.fontSize(10).font('Helvetica');
  doc.text(`Invoice number: ${invoice.number}`);
  doc.text(`Invoice date: ${invoiceDate(invoice.paidAt)}`);
  doc.text(`Paid: ${invoiceDate(invoice.paidAt)}`);
  drawSeller(doc, details.seller);
  drawBuyer(doc, 'Billed to', details.buyer);

  row(doc, ['Description', '', '', 'VAT rate', `Amount (${invoice.currency})`], { bold: true });
  rule(doc);
  const when = period(invoice.periodStart, invoice.periodEnd);
  row(doc, [
    details.planName ? `${invoice.description} (${details.planName} plan)` : invoice.description,
    '',
    '',
    `${details.vatRate}%`,
    money(invoice.totalMinor),
  ]);
  if (when) row(doc, [`  Period: ${when}`, '', '', '', '']);
  rule(doc);
  total(doc, 'Net', money(details.netMinor));
  total(doc, `VAT (${details.vatRate}%)`, money(details.vatMinor));
  total(doc, `Total (${invoice.currency})`, money(invoice.totalMinor), true);
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#6b7280')
    .text('Plan prices include VAT. This invoice is paid: nothing more is owed for it.', LEFT);
}

function drawCreditNote(doc: PDFKit.PDFDocument, note: PlatformCreditNoteDocument) {
  const { details } = note;
  doc.font('Helvetica-Bold').fontSize(20).text('Credit note', LEFT, 50);
  doc.fontSize(10).font('Helvetica');
  doc.text(`Credit note number: ${note.number}`);
  doc.text(`Date: ${invoiceDate(note.date)}`);
  doc.text(`Refers to invoice: ${note.invoiceNumber}`);
  drawSeller(doc, details.seller);
  drawBuyer(doc, 'Credited to', details.buyer);

  row(doc, ['Description', '', '', 'VAT rate', `Amount (${note.currency})`], { bold: true });
  rule(doc);
  row(doc, [note.description, '', '', `${details.vatRate}%`, money(note.amountMinor)]);
  row(doc, [`  Reason: ${note.reason}`, '', '', '', '']);
  rule(doc);
  total(doc, 'Net', money(note.amountMinor - note.vatMinor));
  total(doc, `VAT (${details.vatRate}%)`, money(note.vatMinor));
  total(doc, `Total credited (${note.currency})`, money(note.amountMinor), true);
}

export function renderPlatformInvoicePdf(invoice: PlatformInvoiceDocument): Promise<Buffer> {
  return renderPdf(
    { title: `Invoice ${invoice.number}`, author: invoice.details.seller.name, date: invoice.paidAt },
    (doc) => drawInvoice(doc, invoice),
  );
}

export function renderPlatformCreditNotePdf(note: PlatformCreditNoteDocument): Promise<Buffer> {
  return renderPdf(
    { title: `Credit note ${note.number}`, author: note.details.seller.name, date: note.date },
    (doc) => drawCreditNote(doc, note),
  );
}
