// An order placed in another currency than pounds (docs/decisions/0105) speaks it after it is placed:
// the admin's order answer carries it with its own minor digits, refunds are planned, refused and
// made at the provider in it, the refund e-mail and the invoice PDF write it (€12.50, ¥1,250), and
// the order e-mails' templates write it too. English pounds keep their exact text.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStoreTeam } from '../../../test/app.ts';
import { orders, sandboxPaymentIntents } from '../../db/schema/index.ts';
import { payInSandbox, type Shop, seedShop, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import { orderConfirmationEmail } from '../email/templates/order-emails.ts';
import { pdfText } from '../invoices/pdf-text.test-support.ts';
import { buyTeesAndHoodie, ORDER_TOTAL_MINOR, postRefund, refundEmailsOf } from './refunds.test-support.ts';

const t = useCheckoutTestApp();
let shop: Shop;
let other: Shop;
let who: Record<'admin' | 'ownerA' | 'ownerB' | 'customer', string>;

beforeAll(async () => {
  shop = await seedShop(t.db, 'currency-a');
  other = await seedShop(t.db, 'currency-b');
  who = await signInStoreTeam(t, shop.tenant.id, other.tenant.id);
});

/** A paid order (£90.00 as bought), then put in `currency` at `rate` as checkout would have placed it. */
async function paidOrderIn(currency: string, rate: string) {
  const { orderId, paymentIntentId } = await buyTeesAndHoodie(t.app, shop, 'ada@example.com', (_id, secret) =>
    payInSandbox(t.app, secret),
  );
  await t.db.update(orders).set({ currency, exchangeRate: rate }).where(eq(orders.id, orderId));
  await t.db
    .update(sandboxPaymentIntents)
    .set({ currency })
    .where(eq(sandboxPaymentIntents.id, paymentIntentId));
  return { orderId, paymentIntentId };
}

async function adminOrder(orderId: number, cookie = who.ownerA) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders?search=${orderId}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }[]).find((o) => o.id === orderId);
}

describe('an order in euros', () => {
  it('the admin order answer names EUR beside its amounts; another store does not see it', async () => {
    const { orderId } = await paidOrderIn('EUR', '1.165');
    expect(await adminOrder(orderId)).toMatchObject({ currency: 'EUR', total: '90.00', refunded: '0.00' });
    expect(await adminOrder(orderId, who.ownerB)).toBeUndefined();
  });

  it('refunds in EUR: the provider is asked in EUR, the e-mail and the timeline write €, more than is left is refused naming EUR', async () => {
    const { orderId, paymentIntentId } = await paidOrderIn('EUR', '1.165');
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: who.ownerA },
    });
    expect(summary.json()).toMatchObject({ currency: 'EUR', paid: '90.00', remaining: '90.00' });

    const refund = await postRefund(t.app, who.ownerA, orderId, { amount: '12.50', reason: 'Late' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().refund).toMatchObject({ status: 'succeeded', amount: '12.50' });
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(intent).toMatchObject({ currency: 'EUR', refundedMinor: 1250 });

    const [email] = await refundEmailsOf(t.db, orderId);
    expect(email!.text).toContain('€12.50');
    expect(email!.text).toContain('€90.00');
    expect(email!.text).not.toContain('£');

    const tooMuch = await postRefund(t.app, who.ownerA, orderId, { amount: '80.00' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      'That refund is €80.00, but only €77.50 of this order is left to refund (EUR)',
    );
  });

  it('a payment taken in another currency is not refunded in the order’s (the provider refuses, nothing is refunded)', async () => {
    const { orderId, paymentIntentId } = await paidOrderIn('EUR', '1.165');
    await t.db
      .update(sandboxPaymentIntents)
      .set({ currency: 'GBP' })
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    const refund = await postRefund(t.app, who.ownerA, orderId, { amount: '5.00' });
    expect(refund.statusCode).toBe(502);
    expect(refund.json().message).toBe('This payment was taken in GBP, so it cannot be refunded in EUR.');
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(intent!.refundedMinor).toBe(0);
  });

  it("prices a line added by an edit at the order's own rate, to the cent", async () => {
    const { orderId } = await paidOrderIn('EUR', '1.165');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/edits`,
      headers: { cookie: who.ownerA },
      payload: { add: [{ productId: shop.tee.id, quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    // The tee's £25.00 at the order's 1.165: €29.125 → €29.13 (a price rule is for the store front).
    expect(added.json().lines.at(-1)).toMatchObject({ name: 'Tee', unitPrice: '29.13' });
    expect(added.json()).toMatchObject({ newTotal: '119.13', amountDue: '29.13' });
  });

  it('the invoice PDF writes its amounts in euros', async () => {
    const { orderId } = await paidOrderIn('EUR', '1.165');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice.pdf`,
      headers: { cookie: who.ownerA },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Hoodie (Size: M, Colour: Red) 1 €40.00 20% €40.00');
    expect(text).toContain('€90.00');
    expect(text).not.toContain('£');
  });
});

describe('an order in yen (no minor digits)', () => {
  it('answers, refunds and e-mails in whole yen', async () => {
    const { orderId, paymentIntentId } = await paidOrderIn('JPY', '187.5');
    expect(await adminOrder(orderId)).toMatchObject({ currency: 'JPY', total: String(ORDER_TOTAL_MINOR) });

    const fraction = await postRefund(t.app, who.ownerA, orderId, { amount: '12.50' });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toBe(
      'Enter the amount in JPY as a whole number, such as 500: JPY has no decimals',
    );

    const refund = await postRefund(t.app, who.ownerA, orderId, { amount: '500' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().refund.amount).toBe('500');
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(intent!.refundedMinor).toBe(500);
    const [email] = await refundEmailsOf(t.db, orderId);
    expect(email!.text).toContain('¥500');
    expect(email!.text).toContain('¥9,000');
    expect(email!.text).not.toMatch(/¥[\d,]+\.\d/);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice.pdf`,
      headers: { cookie: who.ownerA },
    });
    expect(await pdfText(pdf.rawPayload)).toContain('¥9,000');
  });
});

describe('the order e-mails’ templates', () => {
  const brand = {
    storeName: 'Demo',
    logoUrl: null,
    primaryColor: '#111827',
    customMessage: null,
    processingTime: '1-2 days',
  } as never;
  const order = {
    orderId: 1,
    orderNumber: 1001,
    customerName: 'Ada',
    customerEmail: 'ada@example.com',
    shippingAddress: null,
    shippingMethod: 'Standard',
    subtotalMinor: 1250,
    shippingMinor: 0,
    totalMinor: 1250,
    lines: [{ name: 'Mug', variantString: '', quantity: 1, unitPriceMinor: 1250 }],
  };

  it('write the order’s currency: €12.50, JP¥1,250; pounds as before', () => {
    expect(orderConfirmationEmail(brand, { ...order, currency: 'EUR' }).text).toContain('Total: €12.50');
    expect(orderConfirmationEmail(brand, { ...order, currency: 'JPY' }).text).toContain('Total: JP¥1,250');
    expect(orderConfirmationEmail(brand, order).text).toContain('Total: £12.50');
    // German writes the amount first, a non-breaking space before the sign.
    expect(orderConfirmationEmail(brand, { ...order, currency: 'EUR', language: 'de' }).text).toMatch(
      /12,50\s€/,
    );
  });
});
