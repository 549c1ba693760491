// The PDF of an invoice (pdfkit; ADR 0025): the store (name, address, VAT number), the invoice
// number and date, the customer and delivery address, the lines with their VAT rate, the VAT
// summary by rate and the totals. Drawn with the PDF standard fonts, whose metrics pdfkit reads
// from its own data folder at run time (it stays in node_modules, outside the server bundle).
import { formatMinorIn, vatRateLabel } from '@storefleet/contracts';
import type { VatBreakdownRow } from '../vat/vat-pricing.service.ts';

export type InvoiceLine = {
  name: string;
  variantString: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  vatRate: number;
  vatMinor: number;
};

export type Invoice = {
  store: { name: string; addressLines: string[]; email: string | null; vatNumber: string | null };
  invoiceNumber: number | null;
  /** The store's number for the order (#1001 upwards); the order's id stays internal. */
  orderNumber: number;
  date: Date;
  /** A business buyer's VAT number (docs/decisions/0101), printed under their name. */
  customer: { name: string; email: string; deliveryAddress: string | null; vatNumber?: string | null };
  /** An EU business buyer was reverse charged: the invoice says the customer accounts for the VAT. */
  reverseCharge?: boolean;
  lines: InvoiceLine[];
  shipping: { method: string; amountMinor: number; vatRate: number; vatMinor: number };
  pricesIncludeVat: boolean;
  subtotalMinor: number;
  vatMinor: number;
  totalMinor: number;
  /** A discount code used (ADR 0032): a 'Discount (CODE)' row under the shipping. */
  discount?: { code: string; amountMinor: number } | null;
  breakdown: VatBreakdownRow[];
  /** The order's currency (docs/decisions/0105): every amount is written in it; pounds when not named. */
  currency?: string;
};

/** An amount for a document: £12.50, €12.50, ¥1,250 (the currency's own minor digits). */
export const money = (minor: number, currency = 'GBP') => formatMinorIn(minor, currency);

export function invoiceTitle(invoice: Pick<Invoice, 'store'>): string {
  return invoice.store.vatNumber ? 'VAT invoice' : 'Invoice';
}

export function invoiceDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export const LEFT = 50;
const RIGHT = 545;
/** Item, Qty, Unit price, VAT, Amount: x and width of each column. */
const COLUMNS = [
  { x: LEFT, width: 215, align: 'left' },
  { x: 270, width: 40, align: 'right' },
  { x: 315, width: 80, align: 'right' },
  { x: 400, width: 60, align: 'right' },
  { x: 465, width: 80, align: 'right' },
] as const;

/** A new page when the next row (up to three lines) would not fit above the bottom margin. */
export function keepRoom(doc: PDFKit.PDFDocument, height = 40) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function row(doc: PDFKit.PDFDocument, cells: string[], options: { bold?: boolean } = {}) {
  keepRoom(doc);
  const y = doc.y;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica');
  let bottom = y;
  cells.forEach((text, i) => {
    const column = COLUMNS[i];
    if (!column) return;
    doc.text(text, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = LEFT;
  doc.y = bottom + 4;
}

export function rule(doc: PDFKit.PDFDocument) {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor('#9ca3af').stroke();
  doc.y += 6;
}

/** A label and an amount, right-aligned under the table. */
export function total(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false) {
  keepRoom(doc, 20);
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.text(label, 300, y, { width: 160, align: 'right' });
  doc.text(amount, 465, y, { width: 80, align: 'right' });
  doc.x = LEFT;
  doc.y = Math.max(doc.y, y) + 2;
}

/** An item's row: its name with the options chosen, then Qty, Unit price, VAT rate and what it comes to. */
export function itemRow(
  doc: PDFKit.PDFDocument,
  line: Pick<InvoiceLine, 'name' | 'variantString' | 'quantity' | 'unitPriceMinor' | 'vatRate'>,
  amountMinor: number,
  money: (minor: number) => string,
) {
  const name = line.variantString ? `${line.name} (${line.variantString})` : line.name;
  row(doc, [name, String(line.quantity), money(line.unitPriceMinor), `${line.vatRate}%`, money(amountMinor)]);
}

/** The VAT summary of an invoice or credit note: per rate, the net amount, its VAT and the two together. */
export function vatSummary(
  doc: PDFKit.PDFDocument,
  rows: VatBreakdownRow[],
  money: (minor: number) => string,
) {
  doc.font('Helvetica-Bold').text('VAT summary', LEFT);
  doc.moveDown(0.3);
  row(doc, ['Rate', '', 'Net', 'VAT', 'Gross'], { bold: true });
  rule(doc);
  for (const r of rows) {
    row(doc, [vatRateLabel(r.rate), '', money(r.netMinor), money(r.vatMinor), money(r.grossMinor)]);
  }
}

/** The seller at the top right of an invoice or credit note; leaves the cursor below the heading, at the left. */
export function drawSeller(doc: PDFKit.PDFDocument, store: Invoice['store']) {
  doc.font('Helvetica-Bold').text(store.name, 330, 50, { width: 215, align: 'right' });
  doc.font('Helvetica');
  for (const line of store.addressLines) doc.text(line, { width: 215, align: 'right' });
  if (store.email) doc.text(store.email, { width: 215, align: 'right' });
  if (store.vatNumber) doc.text(`VAT number: ${store.vatNumber}`, { width: 215, align: 'right' });

  doc.x = LEFT;
  doc.y = Math.max(doc.y, 130) + 20;
}

function draw(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const { store, customer } = invoice;
  const money = (minor: number) => formatMinorIn(minor, invoice.currency ?? 'GBP');
  const priced = invoice.pricesIncludeVat ? 'incl. VAT' : 'excl. VAT';

  doc.font('Helvetica-Bold').fontSize(20).text(invoiceTitle(invoice), LEFT, 50);
  doc.fontSize(10).font('Helvetica');
  const number = invoice.invoiceNumber === null ? '—' : String(invoice.invoiceNumber);
  doc.text(`Invoice number: ${number}`);
  doc.text(`Invoice date: ${invoiceDate(invoice.date)}`);
  doc.text(`Order: #${invoice.orderNumber}`);

  // The seller, top right.
  drawSeller(doc, store);
  const top = doc.y;
  doc.font('Helvetica-Bold').text('Invoice to', LEFT, top);
  doc.font('Helvetica').text(customer.name, { width: 230 });
  doc.text(customer.email, { width: 230 });
  if (customer.vatNumber) doc.text(`VAT number: ${customer.vatNumber}`, { width: 230 });
  const leftBottom = doc.y;
  doc.font('Helvetica-Bold').text('Deliver to', 315, top);
  doc.font('Helvetica').text(customer.name, { width: 230 });
  doc.text(customer.deliveryAddress ?? '—', { width: 230 });
  doc.x = LEFT;
  doc.y = Math.max(leftBottom, doc.y) + 20;

  row(doc, ['Item', 'Qty', `Unit price`, 'VAT rate', `Amount (${priced})`], { bold: true });
  rule(doc);
  for (const line of invoice.lines) itemRow(doc, line, line.lineTotalMinor, money);
  if (invoice.shipping.amountMinor > 0) {
    row(doc, [
      `Shipping (${invoice.shipping.method})`,
      '1',
      money(invoice.shipping.amountMinor),
      `${invoice.shipping.vatRate}%`,
      money(invoice.shipping.amountMinor),
    ]);
  }
  rule(doc);

  const netMinor = invoice.breakdown.reduce((sum, r) => sum + r.netMinor, 0);
  total(doc, `Subtotal (${priced})`, money(invoice.subtotalMinor));
  total(
    doc,
    `Shipping (${invoice.shipping.method})`,
    invoice.shipping.amountMinor > 0 ? money(invoice.shipping.amountMinor) : 'Free',
  );
  if (invoice.discount)
    total(doc, `Discount (${invoice.discount.code})`, `-${money(invoice.discount.amountMinor)}`);
  total(doc, 'Total excluding VAT', money(netMinor));
  total(doc, 'VAT', money(invoice.vatMinor));
  total(doc, 'Total', money(invoice.totalMinor), true);

  doc.moveDown(1.5);
  vatSummary(doc, invoice.breakdown, money);
  doc.moveDown(1);
  if (invoice.reverseCharge) {
    doc.font('Helvetica-Bold').fontSize(10).text('Reverse charge: the customer accounts for VAT', LEFT);
    doc.moveDown(0.5);
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#6b7280')
    .text(
      invoice.pricesIncludeVat
        ? 'Prices include VAT. VAT is worked out per line and rounded to the nearest penny.'
        : 'Prices exclude VAT; VAT is added per line, rounded to the nearest penny.',
      LEFT,
    );
}

/**
 * A document as PDF bytes, dated `date` (not the moment it is drawn), so the same document gives the
 * same bytes every time it is downloaded (ADR 0068). pdfkit (and its font code) is loaded with the
 * first document, not at start.
 */
export async function renderPdf(
  info: { title: string; author: string; date: Date },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: info.title, Author: info.author, CreationDate: info.date },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** The invoice as PDF bytes: what was recorded at checkout, never what happened to the order since. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  return renderPdf(
    {
      title: `${invoiceTitle(invoice)} ${invoice.invoiceNumber ?? `order ${invoice.orderNumber}`}`,
      author: invoice.store.name,
      date: invoice.date,
    },
    (doc) => draw(doc, invoice),
  );
}
