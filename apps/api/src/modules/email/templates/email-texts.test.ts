// The buyer's order e-mails in the order's language (docs/decisions/0093).
import { STORE_LANGUAGES } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { ORDER_EMAIL_TEXTS } from './email-texts.ts';
import { newOrderEmail, orderConfirmationEmail } from './order-emails.ts';
import { refundNoticeEmail } from './refund-notice-email.ts';
import { shippingNoticeEmail } from './shipping-notice-email.ts';

const brand = {
  storeName: 'Demo',
  brandColor: '#16a34a',
  logoUrl: null,
  customMessage: null,
  supportAddress: null,
  processingTime: '1-2 business days',
};
const order = {
  orderId: 7,
  orderNumber: 1001,
  customerName: 'Ada',
  customerEmail: 'ada@example.com',
  shippingAddress: '1 Street',
  shippingMethod: 'Standard',
  subtotalMinor: 1000,
  shippingMinor: 0,
  totalMinor: 1000,
  lines: [{ name: 'Becher', variantString: '', quantity: 1, unitPriceMinor: 1000 }],
};

describe('order e-mails in the buyer’s language', () => {
  it('has every text in each of the six store languages', () => {
    expect(Object.keys(ORDER_EMAIL_TEXTS).sort()).toEqual([...STORE_LANGUAGES].sort());
  });

  it('writes the confirmation in German for a German order, English otherwise', () => {
    const de = orderConfirmationEmail(brand as never, { ...order, language: 'de' });
    expect(de.subject).toBe('Ihre Bestellung #1001 bei Demo');
    expect(de.text).toContain('Vielen Dank für Ihre Bestellung #1001');
    expect(de.text).toContain('Versand (Standard): Kostenlos');
    expect(de.html).toContain('<th style="text-align:left">Artikel</th>');
    const en = orderConfirmationEmail(brand as never, order);
    expect(en.subject).toBe('Your Demo order #1001');
    expect(orderConfirmationEmail(brand as never, { ...order, language: 'pt' }).subject).toBe(en.subject);
  });

  it("keeps the store's own notice in English", () => {
    expect(newOrderEmail(brand as never, { ...order, language: 'fr' }, 'https://x/o').text).toContain(
      'Subtotal',
    );
  });

  it('titles the shipping and refund notices in the order’s language', () => {
    const shipped = shippingNoticeEmail(brand as never, {
      orderId: 7,
      orderNumber: 1001,
      customerName: 'Ada',
      language: 'nl',
      carrierName: 'Royal Mail',
      trackingNumber: 'AB1',
      trackingUrl: null,
      shippingAddress: null,
    });
    expect(shipped.subject).toBe('Demo: bestelling #1001 is verzonden');
    const refund = refundNoticeEmail(brand as never, {
      orderNumber: 1001,
      customerName: 'Ada',
      language: 'it',
      amountMinor: 500,
      refundedMinor: 500,
      totalMinor: 1000,
      lines: [],
      reason: null,
    });
    expect(refund.subject).toBe("Il tuo rimborso di Demo per l'ordine n. 1001");
  });
});
