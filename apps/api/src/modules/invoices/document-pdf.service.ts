// The PDF drawing of the store's invoices (invoice-pdf.ts), offered to other modules that draw
// documents of the same look: the platform's invoices and credit notes to stores (billing, ADR 0086).
export { drawSeller, invoiceDate, LEFT, money, renderPdf, row, rule, total } from './invoice-pdf.ts';
