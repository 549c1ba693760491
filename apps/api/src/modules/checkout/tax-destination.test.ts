// Taxes by destination at checkout (docs/decisions/0101): a store registered for the EU One-Stop
// Shop charges a German shopper 19 % and the order keeps it per line; an EU business with a VAT
// number is reverse charged; a badly written VAT number is a 400 with a reason; a UK order is as before.
import { QUARTER_MESSAGE, quarterOf, sandboxTestCards, shopperMessageTemplates } from '@storefleet/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { staffMember } from '../../../test/app.ts';
import { useTwoStores } from '../../../test/two-stores.ts';
import { emailOutbox, orderItems, orders, products } from '../../db/schema/index.ts';
import { pdfText } from '../invoices/pdf-text.test-support.ts';

const stores = useTwoStores('taxdest', {
  users: ({ a, b }) => ({
    a: { username: 'taxdest-owner-a', password: 'owner-a-pass', memberOf: [a] },
    b: { username: 'taxdest-owner-b', password: 'owner-b-pass', memberOf: [b] },
    clerk: staffMember('taxdest-clerk', a, ['orders']),
    analyst: staffMember('taxdest-analyst', a, ['analytics']),
  }),
});
const { call } = stores;

const checkoutCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name.endsWith('checkout'))!;
  return `${cookie.name}=${cookie.value}`;
};

function intent(body: object) {
  return stores.t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { customerInfo: {}, tenantId: stores.a, ...body },
  });
}

const addresses = {
  DE: { address: 'Unter den Linden 1', city: 'Berlin', zipCode: '10117', country: 'DE' },
  FR: { address: '1 Rue de Rivoli', city: 'Paris', zipCode: '75001', country: 'FR' },
  GB: { address: '12 Analytical Row', city: 'London', zipCode: 'SW1A 1AA', country: 'GB' },
} as const;

/** Intent → sandbox card → confirm-payment for one shopper; the order and its lines as stored. */
async function checkout(country: keyof typeof addresses, body: object) {
  const opened = await intent({ country, ...body });
  expect(opened.statusCode, opened.body).toBe(200);
  const { paymentIntentId, clientSecret } = opened.json();
  const paid = await stores.t.app.inject({
    method: 'POST',
    url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
    payload: { clientSecret, cardNumber: sandboxTestCards.success, expMonth: 12, expYear: 2099, cvc: '123' },
  });
  expect(paid.statusCode).toBe(200);
  const orderData = {
    customerEmail: `buyer-${country.toLowerCase()}@example.com`,
    customerName: 'A Buyer',
    shippingAddress: `${addresses[country].address}, ${addresses[country].city}`,
    ...addresses[country],
    tenantId: stores.a,
  };
  const confirmed = await stores.t.app.inject({
    method: 'POST',
    url: '/api/confirm-payment',
    payload: { paymentIntentId, orderData, items: [] },
    headers: { cookie: checkoutCookie(opened) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const orderId = confirmed.json().orderId as number;
  const [order] = await stores.t.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await stores.t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { intent: opened.json(), order: order!, lines };
}

/** The buyer's confirmation e-mail (plain text) and the order's invoice, as the store's owner downloads it. */
async function documentsOf(orderId: number, email: string) {
  const [mail] = await stores.t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, stores.a), eq(emailOutbox.toAddress, email)));
  const invoice = await call('GET', `/api/admin/orders/${orderId}/invoice.pdf`, 'a');
  expect(invoice.statusCode).toBe(200);
  return { mail: mail?.text ?? '', invoice: await pdfText(invoice.rawPayload) };
}

describe('taxes by destination at checkout', () => {
  let tee: number;
  let book: number;
  let euTracked: number;

  it('sets up a store that ships to the EU and is registered for the One-Stop Shop', async () => {
    const rows = await stores.t.db
      .insert(products)
      .values([
        { tenantId: stores.a, name: 'Tee', priceMinor: 2380, inStock: 50 },
        { tenantId: stores.a, name: 'Book', priceMinor: 1070, inStock: 50, vatRate: 5 },
      ])
      .returning();
    tee = rows[0]!.id;
    book = rows[1]!.id;
    const zone = await call('POST', '/api/admin/shipping-zones', 'a', {
      name: 'EU',
      countries: ['DE', 'FR'],
    });
    expect(zone.statusCode).toBe(201);
    const option = await call('POST', '/api/admin/shipping-options', 'a', {
      name: 'EU Tracked',
      cost: 11.9,
      zoneId: zone.json().id,
    });
    expect(option.statusCode).toBe(201);
    euTracked = option.json().id;
    const settings = await call('PUT', '/api/admin/vat-settings', 'a', {
      pricesIncludeVat: true,
      homeCountry: 'GB',
      ossRegistered: true,
    });
    expect(settings.statusCode).toBe(200);
  });

  it('charges a German consumer 19 % (7 % on the reduced class) and the order keeps each line’s rate', async () => {
    const {
      intent: priced,
      order,
      lines,
    } = await checkout('DE', {
      items: [
        { id: tee, quantity: 1 },
        { id: book, quantity: 1 },
      ],
      shippingOptionId: euTracked,
    });
    // Prices include VAT: £23.80 holds 19 % (£3.80), £10.70 holds 7 % (£0.70), £11.90 shipping 19 % (£1.90).
    expect(priced).toMatchObject({
      amount: '46.40',
      vat: '6.40',
      vatRates: ['19%', '7%'],
      reverseCharge: false,
    });
    expect(order).toMatchObject({
      vatMinor: 640,
      shippingVatMinor: 190,
      shippingVatRate: 19,
      shippingTaxRateBp: 1900,
      taxCountry: 'DE',
      taxReason: 'oss',
      reverseCharge: false,
      buyerVatNumber: null,
    });
    const byName = Object.fromEntries(lines.map((line) => [line.productName, line]));
    expect(byName.Tee).toMatchObject({ vatRate: 19, taxRateBp: 1900, vatMinor: 380 });
    expect(byName.Book).toMatchObject({ vatRate: 7, taxRateBp: 700, vatMinor: 70 });

    const { mail, invoice } = await documentsOf(order.id, order.customerEmail);
    expect(mail).toContain('Includes VAT (19%, 7%): £6.40');
    expect(invoice).toContain('19%');
    expect(invoice).toContain('7%');
    expect(invoice).not.toContain('Reverse charge');
  });

  it('reverse charges a French business with a VAT number: no VAT, the number kept on the order', async () => {
    const {
      intent: priced,
      order,
      lines,
    } = await checkout('FR', {
      items: [{ id: tee, quantity: 2 }],
      shippingOptionId: euTracked,
      vatNumber: 'fr 40 303265045',
    });
    expect(priced).toMatchObject({ vat: '0.00', vatRates: [], reverseCharge: true });
    expect(order).toMatchObject({
      vatMinor: 0,
      taxCountry: 'FR',
      taxReason: 'reverse-charge',
      reverseCharge: true,
      buyerVatNumber: 'FR40303265045',
    });
    expect(lines[0]).toMatchObject({ vatRate: 0, taxRateBp: 0, vatMinor: 0 });

    const { mail, invoice } = await documentsOf(order.id, order.customerEmail);
    expect(mail).toContain('Reverse charge: the customer accounts for VAT');
    expect(invoice).toContain('Reverse charge: the customer accounts for VAT');
    expect(invoice).toContain('VAT number: FR40303265045');
  });

  it('refuses a VAT number of the wrong shape or country with a readable message and its reason', async () => {
    const teeToGermanyWith = (vatNumber: string) =>
      intent({ country: 'DE', items: [{ id: tee, quantity: 1 }], shippingOptionId: euTracked, vatNumber });
    const bad = await teeToGermanyWith('DE12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: shopperMessageTemplates.vat_number_format,
      reason: 'vat_number_format',
    });
    const elsewhere = await teeToGermanyWith('FR40303265045');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      message: 'The VAT number must be one from Germany, starting with DE',
      reason: 'vat_number_country',
      params: { country: 'Germany', prefix: 'DE' },
    });
  });

  it('keeps a UK order as it was: 20 %, home', async () => {
    const standard = await call('POST', '/api/admin/shipping-options', 'a', { name: 'Standard', cost: 3.99 });
    const {
      intent: priced,
      order,
      lines,
    } = await checkout('GB', {
      items: [{ id: tee, quantity: 1 }],
      shippingOptionId: standard.json().id,
    });
    // £23.80 holds 20 % = £3.97; £3.99 shipping holds £0.67.
    expect(priced).toMatchObject({ vat: '4.64', vatRates: ['20%'] });
    expect(order).toMatchObject({ vatMinor: 464, shippingVatRate: 20, taxReason: 'home', taxCountry: 'GB' });
    expect(lines[0]).toMatchObject({ vatRate: 20, taxRateBp: 2000, vatMinor: 397 });
    // A UK order's e-mail reads as before: no rates beside the label.
    const { mail, invoice } = await documentsOf(order.id, order.customerEmail);
    expect(mail).toContain('Includes VAT: £4.64');
    expect(invoice).toContain('Standard (20%)');
  });

  it('sums the One-Stop Shop return of the quarter per country and rate, as CSV', async () => {
    const quarter = quarterOf(new Date());
    const res = await call('GET', `/api/admin/analytics/oss.csv?quarter=${quarter.toLowerCase()}`, 'a');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`oss-${quarter}-\\d{4}-\\d{2}-\\d{2}\\.csv`),
    );
    // Germany only: the French order was reverse charged, the British one is at home.
    // 19 %: the tee (£23.80 − £3.80) and the shipping (£11.90 − £1.90); 7 %: the book (£10.70 − £0.70).
    expect(res.body.split('\r\n')).toEqual([
      'quarter,country,country_name,currency,vat_rate,net,vat',
      `${quarter},DE,Germany,GBP,19%,30.00,5.70`,
      `${quarter},DE,Germany,GBP,7%,10.00,0.70`,
      '',
    ]);
    const [year, q] = quarter.split('-Q').map(Number) as [number, number];
    const next = q === 4 ? `${year + 1}-Q1` : `${year}-Q${q + 1}`;
    const empty = await call('GET', `/api/admin/analytics/oss.csv?quarter=${next}`, 'a');
    expect(empty.body).toBe('quarter,country,country_name,currency,vat_rate,net,vat\r\n');
  });

  it('refuses a quarter written otherwise, strangers and another store, readably', async () => {
    const bad = await call('GET', '/api/admin/analytics/oss.csv?quarter=2026-5', 'a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(QUARTER_MESSAGE);
    const missing = await call('GET', '/api/admin/analytics/oss.csv', 'a');
    expect(missing.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/analytics/oss.csv?quarter=2026-Q3')).statusCode).toBe(401);
    const other = await call('GET', `/api/admin/analytics/oss.csv?quarter=2026-Q3&tenantId=${stores.a}`, 'b');
    expect(other.statusCode).toBe(403);
    // Staff: the return is the analytics permission's, the tax settings the settings permission's.
    const quarter = quarterOf(new Date());
    expect((await call('GET', `/api/admin/analytics/oss.csv?quarter=${quarter}`, 'clerk')).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/admin/analytics/oss.csv?quarter=${quarter}`, 'analyst')).statusCode).toBe(
      200,
    );
    const clerkWrite = await call('PUT', '/api/admin/vat-settings', 'clerk', {
      pricesIncludeVat: true,
      ossRegistered: false,
    });
    expect(clerkWrite.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/vat-settings', 'a')).json()).toMatchObject({ ossRegistered: true });
    // Store B's own return has none of store A's orders.
    const own = await call('GET', `/api/admin/analytics/oss.csv?quarter=${quarter}`, 'b');
    expect(own.body).toBe('quarter,country,country_name,currency,vat_rate,net,vat\r\n');
  });
});
