// The shopper's e-mails in the order's language (docs/decisions/0093, 0095): the confirmation, every
// notice after it, the e-mail after an edit, a subscription's renewals, and the account e-mails,
// sentence by sentence; English as it always was.
import { STORE_LANGUAGES } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { draftInvoiceEmail } from '../../draft-orders/draft-invoice-email.ts';
import { editEmail } from '../../orders/order-edit-email.ts';
import { paymentLinkEmail, paymentLinkReceiptEmail } from '../../orders/order-payment-link-emails.ts';
import { renewalFailedEmail, renewalReceiptEmail } from '../../product-subscriptions/renewal-emails.ts';
import { cancellationNoticeEmail } from './cancellation-notice-email.ts';
import { deliveryNoticeEmail } from './delivery-notice-email.ts';
import { emailMoney, ORDER_EMAIL_TEXTS } from './email-texts.ts';
import { existingAccountOrderEmail } from './existing-account-order-email.ts';
import { newOrderEmail, orderConfirmationEmail } from './order-emails.ts';
import { passwordResetEmail } from './password-reset-email.ts';
import { refundNoticeEmail } from './refund-notice-email.ts';
import { returnNoticeEmail } from './return-notice-email.ts';
import { setPasswordEmail } from './set-password-email.ts';
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
    expect(de.text).toContain('wir haben Ihre Zahlung über 10,00\u00a0£ erhalten');
    expect(de.text).toContain('Gesamt: 10,00\u00a0£');
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

/** Each shopper notice, in `language`, with every part a person or the store gives. */
function notices(language: string) {
  const store = { ...brand, customMessage: 'Thanks!' };
  const base = { orderId: 7, orderNumber: 1001, customerName: 'Ada', language };
  const items = ['2 × Mug', '1 × Tee'];
  return {
    shipped: shippingNoticeEmail(store, {
      ...base,
      carrierName: 'Royal Mail',
      trackingNumber: 'AB1',
      trackingUrl: 'https://track.example/AB1',
      shippingAddress: '1 Street, London',
      lines: [
        { productName: 'Mug', variantString: 'Size: M', quantity: 2 },
        { productName: 'Tee', quantity: 1 },
      ],
      remainingQuantity: 2,
    }),
    delivered: deliveryNoticeEmail(store, base),
    cancelledPaid: cancellationNoticeEmail(store, { ...base, refundedMinor: 1250 }),
    cancelledUnpaid: cancellationNoticeEmail(store, { ...base, refundedMinor: 0 }),
    refundedPart: refundNoticeEmail(store, {
      ...base,
      amountMinor: 500,
      refundedMinor: 500,
      totalMinor: 123456,
      lines: [{ name: 'Mug', quantity: 1, amountMinor: 500 }],
      reason: 'Damaged',
    }),
    refundedAll: refundNoticeEmail(store, {
      ...base,
      amountMinor: 1250,
      refundedMinor: 1250,
      totalMinor: 1250,
      lines: [],
      reason: null,
    }),
    returnApproved: returnNoticeEmail(store, {
      ...base,
      step: 'approved',
      items,
      supportAddress: 'help@shop.example',
    }),
    returnApprovedNoAddress: returnNoticeEmail(store, { ...base, step: 'approved', items }),
    returnDeclined: returnNoticeEmail(store, { ...base, step: 'declined', items, reason: 'Worn' }),
    returnRefunded: returnNoticeEmail(store, { ...base, step: 'refunded', items, refundedMinor: 500 }),
    returnNothingLeft: returnNoticeEmail(store, { ...base, step: 'refunded', items }),
    returnExchanged: returnNoticeEmail(store, {
      ...base,
      step: 'exchanged',
      items,
      refundedMinor: 100,
      amountDueMinor: 200,
    }),
    ...edited(language),
    ...renewals(language),
    draftInvoice: draftInvoiceEmail(store, {
      customerName: 'Ada',
      lines: [{ quantity: 2, name: 'Mug', variantString: 'Size: M', unitPriceMinor: 1250 }] as never,
      priced: {
        subtotalMinor: 2500,
        discountMinor: 500,
        shippingMethod: 'Post',
        shippingMinor: 0,
        pricesIncludeVat: true,
        vatMinor: 333,
        totalMinor: 2000,
      } as never,
      payUrl: 'https://pay.example/x',
      expiresAt: new Date('2026-12-06T20:00:00Z'),
      language,
    }),
  };
}

/**
 * The e-mail after an order edit (money back, money due with its link, money due without one) and
 * the payment link's own e-mails (the link, the receipt of its payment).
 */
function edited(language: string) {
  const tenant = { name: 'Demo', slug: 'demo', domain: null, emailCustomMessage: 'Thanks!' } as never;
  const order = { id: 7, orderNumber: 1001, customerName: 'Ada', language, currency: 'GBP' };
  const lines = [
    { name: 'Mug', variantString: 'Size: M', quantity: 2, unitPriceMinor: 1250 },
    { name: 'Tee', variantString: null, quantity: 1, unitPriceMinor: 123456 },
  ];
  const figures = { totalMinor: 125956, dueMinor: null, refundMinor: null, payUrl: null };
  const owing = { ...order, amountDueMinor: 2500 };
  const link = { url: 'https://pay.example/x', expiresAt: new Date('2026-12-06T20:00:00Z') };
  return {
    linkSent: paymentLinkEmail(tenant, owing, link),
    linkPaidPart: paymentLinkReceiptEmail(tenant, owing, 1000, 1500),
    linkPaidAll: paymentLinkReceiptEmail(tenant, owing, 2500, 0),
    editRefunded: editEmail(tenant, order, lines, { ...figures, refundMinor: 500 }),
    editDueLink: editEmail(tenant, order, lines, {
      ...figures,
      dueMinor: 2500,
      payUrl: 'https://pay.example/x',
    }),
    editDueNoLink: editEmail(tenant, order, lines, { ...figures, dueMinor: 2500 }),
  };
}

/** A subscription's receipt and its failed charges (one retried, the last). */
function renewals(language: string) {
  const store = { ...brand, customMessage: 'Thanks!' };
  const failed = {
    customerName: 'Ada',
    productName: 'Mug',
    amountMinor: 2500,
    reason: 'Your card was declined.',
    language,
  };
  return {
    renewed: renewalReceiptEmail(
      store,
      {
        ...order,
        shippingAddress: null,
        shippingMethod: 'Post',
        language,
        lines: [{ ...order.lines[0]!, name: 'Mug' }],
      },
      'Mug',
      new Date('2027-03-05T00:00:00Z'),
    ),
    renewalRetried: renewalFailedEmail(store, { ...failed, retryAt: new Date('2027-03-05T00:00:00Z') }),
    renewalPastDue: renewalFailedEmail(store, { ...failed, retryAt: null }),
  };
}

/** The account e-mails (in the account's voice: German "du"), the guest's order note in the order's language. */
function accountEmails(language: string) {
  const store = { ...brand, customMessage: 'Thanks!' };
  return {
    setPassword: setPasswordEmail(store, 'ada@example.com', 'https://shop.example/set', 7, language),
    reset: passwordResetEmail(store, 'ada@example.com', 'https://shop.example/reset', 60, language),
    orderAdded: existingAccountOrderEmail(
      store,
      { signIn: 'https://shop.example/login', forgotPassword: 'https://shop.example/forgot-password' },
      language,
    ),
  };
}

/** The values given above: not sentences of the e-mail, whatever its language. */
const GIVEN = [
  'https://track.example/AB1',
  'https://pay.example/x',
  'https://shop.example/set',
  'https://shop.example/reset',
  'https://shop.example/login',
  'https://shop.example/forgot-password',
  'ada@example.com',
  // The card provider's reason for a refusal, quoted as it gave it.
  'Your card was declined.',
  'help@shop.example',
  '1 Street, London',
  'Royal Mail',
  'Post',
  'Size: M',
  'Damaged',
  'Thanks!',
  'Worn',
  'Demo',
  'Ada',
  'Mug',
  'Tee',
];
const withoutGiven = (text: string) => GIVEN.reduce((t, value) => t.replaceAll(value, ' '), text);

/** What a reader sees of an HTML e-mail: its words without tags or entities. */
const visible = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z0-9#]+;/gi, ' ');
/** Words English shares with another language: "e-mail" in each, and each language's own. */
const SHARED: Record<string, readonly string[]> = {
  de: ['mail', 'rest', 'link'],
  fr: ['mail', 'total', 'page'],
  es: ['mail', 'total', 'subtotal'],
  nl: ['mail', 'rest', 'contact', 'link', 'account', 'was'],
  it: ['mail', 'link', 'account', 'password'],
};

/** The English notice's words (three letters or more) left in `other`, what a reader sees of each. */
function englishLeft(english: string, other: string, language: string): string[] {
  const words = new Set(withoutGiven(visible(english)).match(/[A-Za-z]{3,}/g) ?? []);
  for (const word of words) if (SHARED[language]?.includes(word.toLowerCase())) words.delete(word);
  const rest = withoutGiven(visible(other));
  return [...words].filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu').test(rest));
}

describe('the shopper’s e-mails after the order in its language', () => {
  const every = (language: string) => ({ ...notices(language), ...accountEmails(language) });
  const english = every('en');
  it.each(STORE_LANGUAGES.filter((l) => l !== 'en'))('leaves no English sentence in %s', (language) => {
    for (const [name, email] of Object.entries(every(language))) {
      const en = english[name as keyof typeof english];
      for (const part of ['subject', 'text', 'html'] as const) {
        expect(englishLeft(en[part], email[part], language), `${name} ${part} in ${language}`).toEqual([]);
      }
      expect(email.html).toContain(`<html lang="${language}">`);
    }
  });

  it('writes German with "Sie", its money the German way', () => {
    const de = notices('de');
    expect(de.shipped.subject).toBe('Demo: Bestellung #1001 wurde versandt');
    expect(de.shipped.text).toContain('Der Rest Ihrer Bestellung (2 Artikel) folgt in einem weiteren Paket.');
    expect(de.shipped.html).toContain('Sendung verfolgen</a>');
    expect(de.delivered.subject).toBe('Demo: Bestellung #1001 zugestellt');
    expect(de.cancelledPaid.text).toContain('12,50\u00a0£ werden Ihrer Karte wieder gutgeschrieben');
    expect(de.refundedPart.text).toContain(
      'Bisher wurden 5,00\u00a0£ Ihrer Bestellung über 1.234,56\u00a0£ erstattet.',
    );
    expect(de.returnDeclined.subject).toBe('Demo: Ihre Rücksendung zu Bestellung #1001 wurde abgelehnt');
    expect(de.editDueNoLink.subject).toBe('Ihre Bestellung #1001 wurde geändert');
    expect(de.editDueNoLink.text).toContain('- 1 × Tee — 1.234,56\u00a0£');
    expect(de.editDueNoLink.text).toContain(
      'Noch zu zahlen: 25,00\u00a0£. Der Shop sendet Ihnen einen Link, mit dem Sie den Betrag bezahlen können.',
    );
    expect(de.editDueLink.html).toContain('>Jetzt 25,00\u00a0£ bezahlen</a>');
    expect(de.renewed.subject).toBe('Demo: Mug verlängert (Bestellung #1001)');
    expect(de.renewed.text).toContain('Ihre nächste Zahlung ist am 5. März 2027 fällig.');
    expect(de.renewalRetried.text).toContain(
      'die Zahlung über 25,00\u00a0£ wurde abgelehnt: Your card was declined.',
    );
    expect(de.linkSent.subject).toBe('Bestellung #1001: 25,00\u00a0£ zu zahlen');
    expect(de.linkSent.text).toContain('Dieser Link ist gültig bis 6. Dezember 2026 um 20:00 UTC.');
    expect(de.draftInvoice.subject).toBe('Rechnung von Demo: 20,00\u00a0£');
    expect(de.linkPaidAll.text).toContain('Für diese Bestellung ist nichts mehr zu zahlen.');
    expect(accountEmails('de').orderAdded.subject).toBe(
      'Deine Bestellung wurde deinem Konto bei Demo hinzugefügt',
    );
    expect(
      Object.values(de)
        .map((e) => e.text)
        .join('\n'),
    ).not.toMatch(/\b(du|dich|dein|deine)\b/i);
  });

  it('keeps English exactly as it was', () => {
    const en = notices('en');
    expect(en.shipped.text).toContain(
      'The rest of your order (2 items) will follow in another parcel.\n\nTracking number: AB1\nTrack your parcel: https://track.example/AB1',
    );
    expect(en.cancelledPaid.text).toContain(
      '£12.50 is on its way back to your card; it can take a few days to show.',
    );
    expect(en.refundedPart.text).toContain('1 × Mug: £5.00');
    expect(en.returnApproved.subject).toBe('Demo: your return for order #1001 is approved');
    expect(en.editDueNoLink.text).toContain(
      '- 2 × Mug (Size: M) — £25.00\n- 1 × Tee — £1234.56\nNew total: £1259.56\nStill to pay: £25.00. The store will send you a link to pay it.',
    );
    expect(en.renewed.text).toContain(
      'Hi Ada, we have charged £10.00 to your saved card for order #1001. Your next payment is due on 5 March 2027.',
    );
    expect(en.linkSent.text).toBe(
      'Hello Ada, your order #1001 at Demo was changed and £25.00 is still to pay.\n\nPay now: https://pay.example/x\n\nThis link works until Sun, 06 Dec 2026 20:00:00 GMT.',
    );
    expect(en.renewalPastDue.subject).toBe('Demo: payment for Mug failed');
    expect(accountEmails('en').orderAdded.subject).toBe('Your order was added to your Demo account');
    expect(notices('pt').delivered).toEqual(en.delivered);
    expect(notices('pt').editDueLink).toEqual(en.editDueLink);
  });
});

describe("an order e-mail's money (docs/decisions/0105)", () => {
  it("writes amounts in the order's currency, pounds when it names none", () => {
    expect(emailMoney('en')(2399)).toBe('£23.99');
    expect(emailMoney('en', 'EUR')(2399)).toBe('€23.99');
    expect(emailMoney('de', 'EUR')(2399)).toBe('23,99\u00a0€');
    expect(emailMoney('en', 'JPY')(2399)).toBe('JP¥2,399');
  });
});
