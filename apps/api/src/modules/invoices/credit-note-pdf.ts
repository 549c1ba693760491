// The PDF of a credit note (ADR 0068): drawn like the invoice it corrects (invoice-pdf.ts), with
// its own number, the invoice's number, the refunded lines with the discount share taken off, the
// shipping once, the VAT summary by rate and the total given back.
import { creditNoteNumber } from '@storefleet/contracts';
import { creditNoteVatRows } from './credit-note.ts';
import type { CreditNoteRow } from './credit-notes.queries.ts';
import {
  money as documentMoney,
  drawSeller,
  invoiceDate,
  itemRow,
  keepRoom,
  LEFT,
  renderPdf,
  row,
  rule,
  total,
  vatSummary,
} from './invoice-pdf.ts';

export type CreditNoteDocument = {
  store: { name: string; addressLines: string[]; email: string | null; vatNumber: string | null };
  customer: { name: string; email: string };
  /** The store's number for the order (#1001 upwards); the order's id stays internal. */
  orderNumber: number;
  note: Pick<
    CreditNoteRow,
    | 'number'
    | 'invoiceNumber'
    | 'currency'
    | 'amountMinor'
    | 'vatMinor'
    | 'pricesIncludeVat'
    | 'lines'
    | 'createdAt'
  >;
};

function draw(doc: PDFKit.PDFDocument, { store, customer, orderNumber, note }: CreditNoteDocument) {
  const money = (minor: number) => documentMoney(minor, note.currency);
  doc.font('Helvetica-Bold').fontSize(20).text('Credit note', LEFT, 50);
  doc.fontSize(10).font('Helvetica');
  doc.text(`Credit note number: ${creditNoteNumber(note.number)}`);
  doc.text(`Date: ${invoiceDate(note.createdAt)}`);
  doc.text(`Refers to invoice: ${note.invoiceNumber ?? '—'}`);
  doc.text(`Order: #${orderNumber}`);

  drawSeller(doc, store);
  doc.font('Helvetica-Bold').text('Credited to', LEFT);
  doc.font('Helvetica').text(customer.name, { width: 230 });
  doc.text(customer.email, { width: 230 });
  doc.moveDown(1);

  row(doc, ['Item', 'Qty', 'Unit price', 'VAT rate', `Amount (${note.currency})`], { bold: true });
  rule(doc);
  for (const line of note.lines) {
    itemRow(doc, line, line.amountMinor, money);
    if (line.discountMinor > 0) {
      row(doc, ['  Discount share', '', '', '', `-${money(line.discountMinor)}`]);
    }
  }
  rule(doc);
  total(doc, 'VAT', money(note.vatMinor));
  total(doc, `Total refunded (${note.currency})`, money(note.amountMinor), true);

  keepRoom(doc, 60);
  doc.moveDown(1.5);
  vatSummary(doc, creditNoteVatRows(note.lines, note.pricesIncludeVat), money);
}

export function renderCreditNotePdf(document: CreditNoteDocument): Promise<Buffer> {
  return renderPdf(
    {
      title: `Credit note ${creditNoteNumber(document.note.number)}`,
      author: document.store.name,
      date: document.note.createdAt,
    },
    (doc) => draw(doc, document),
  );
}
