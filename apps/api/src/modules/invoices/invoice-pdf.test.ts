// The PDF itself: every figure of the invoice is in its text (parsed back with pdfjs-dist).
import { describe, expect, it } from 'vitest';
import { vatBreakdown } from '../vat/vat-pricing.service.ts';
import { type Invoice, renderInvoicePdf } from './invoice-pdf.ts';
import { pdfText } from './pdf-text.test-support.ts';

const lines = [
  {
    name: 'Hoodie',
    variantString: 'Colour: Red',
    quantity: 2,
    unitPriceMinor: 4000,
    lineTotalMinor: 8000,
    vatRate: 20,
    vatMinor: 1333,
  },
  {
    name: 'Atlas',
    variantString: '',
    quantity: 1,
    unitPriceMinor: 1299,
    lineTotalMinor: 1299,
    vatRate: 0,
    vatMinor: 0,
  },
];
const shipping = { method: 'Standard Delivery', amountMinor: 499, vatRate: 20, vatMinor: 83 };

const invoice: Invoice = {
  store: {
    name: 'Northwind Goods Ltd',
    addressLines: ['1 Harbour Street', 'Bristol BS1 4DJ'],
    email: 'hello@northwind.test',
    vatNumber: 'GB123456789',
  },
  invoiceNumber: 42,
  orderNumber: 1234,
  date: new Date('2026-11-24T10:00:00Z'),
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', deliveryAddress: '12 Analytical Row, London' },
  lines,
  shipping,
  pricesIncludeVat: true,
  subtotalMinor: 9299,
  vatMinor: 1416,
  totalMinor: 9798,
  breakdown: vatBreakdown({ lines, shipping, pricesIncludeVat: true }),
};

describe('renderInvoicePdf', () => {
  it('writes a PDF whose text holds the store, the numbers, the lines, the VAT summary and the totals', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'VAT invoice',
      'Invoice number: 42',
      'Invoice date: 24 November 2026',
      'Order: #1234',
      'Northwind Goods Ltd',
      '1 Harbour Street',
      'VAT number: GB123456789',
      'Ada Lovelace',
      '12 Analytical Row, London',
      'Hoodie (Colour: Red)',
      '£40.00',
      '£80.00',
      'Atlas',
      '£12.99',
      'Shipping (Standard Delivery)',
      '£4.99',
      'Total excluding VAT £83.82',
      'VAT £14.16',
      'Total £97.98',
      'VAT summary',
      'Standard (20%) £70.83 £14.16 £84.99',
      'Zero (0%) £12.99 £0.00 £12.99',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries a long order over to more pages, every line and the totals included', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...lines[1]!, name: `Book ${i + 1}` }));
    const text = await pdfText(await renderInvoicePdf({ ...invoice, lines: many }));
    expect(text.split('\n').length).toBeGreaterThan(1);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`Book ${i} 1 £12.99 0%`);
    expect(text).toContain('Total £97.98');
  });

  it('says "Invoice" without a VAT number; a refund is a credit note, never a change to the invoice', async () => {
    const text = await pdfText(
      await renderInvoicePdf({ ...invoice, store: { ...invoice.store, vatNumber: null } }),
    );
    expect(text).toMatch(/^Invoice /);
    expect(text).not.toContain('VAT number');
    expect(text).not.toContain('Refunded');
  });

  it('gives the same bytes every time (dated by the invoice, not by the download)', async () => {
    const first = await renderInvoicePdf(invoice);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await renderInvoicePdf(invoice)).equals(first)).toBe(true);
  });
});
