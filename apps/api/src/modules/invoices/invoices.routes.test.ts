// VAT through a real sandbox checkout (ADR 0025): recorded per line and in total on the order, shown
// in the order views, the e-mail and the CSV; the PDF invoice for the customer and the staff, and
// nobody else.
import { formatMinor } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/app.ts';
import { cmsContent, orderItems, products, tenants } from '../../db/schema/index.ts';
import {
  type CartItem,
  confirmPayment,
  createIntent,
  emailsOf,
  ordersOf,
  payInSandbox,
  type Shop,
} from '../checkout/checkout.test-support.ts';
import { signInStoreTeamOf, useTwoShopsTestApp } from '../orders/orders.test-support.ts';
import { pdfText } from './pdf-text.test-support.ts';

const { t, a: shop, b: other, cookie: team } = useTwoShopsTestApp('vat-shop', 'vat-other', signInStoreTeamOf);

let book: { id: number };
let tea: { id: number };
const insertProduct = async (values: typeof products.$inferInsert) => {
  const [row] = await t.db.insert(products).values(values).returning({ id: products.id });
  return row!;
};

/** Intent (with shipping) → sandbox card → confirm, as the signed-in customer. */
async function buy(target: Shop, items: CartItem[], amount?: string) {
  const intent = await createIntent(
    t.app,
    {
      tenantId: target.tenant.id,
      items,
      shippingOptionId: target.shipping.id,
      ...(amount ? { amount } : {}),
    },
    team.customer,
  );
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json();
  expect((await payInSandbox(t.app, clientSecret)).statusCode).toBe(200);
  const confirmed = await confirmPayment(t.app, paymentIntentId, 'shopper@example.com', target.tenant.id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { intent: intent.json(), orderId: confirmed.json().orderId as number };
}

beforeAll(async () => {
  book = await insertProduct({
    tenantId: shop.tenant.id,
    name: 'Atlas',
    priceMinor: 1299,
    inStock: 10,
    vatRate: 0,
  });
  tea = await insertProduct({
    tenantId: shop.tenant.id,
    name: 'Tea',
    priceMinor: 350,
    inStock: 10,
    vatRate: 5,
  });
  await t.db
    .update(tenants)
    .set({ vatNumber: 'GB123456789', name: 'Vat Shop' })
    .where(eq(tenants.id, shop.tenant.id));
  await t.db.insert(cmsContent).values([
    { tenantId: shop.tenant.id, key: 'footer_company_name', type: 'text', value: 'Vat Shop Ltd' },
    {
      tenantId: shop.tenant.id,
      key: 'footer_address',
      type: 'text',
      value: '1 Harbour Street, Bristol BS1 4DJ',
    },
  ]);
});

describe('VAT at checkout, prices including VAT (the default)', () => {
  let orderId: number;

  it('keeps the amounts as priced and records the VAT of each line, of shipping and in total', async () => {
    const bought = await buy(shop, [
      { id: shop.tee.id, quantity: 2 },
      { id: book.id, quantity: 1 },
      { id: tea.id, quantity: 2 },
    ]);
    orderId = bought.orderId;
    // 2 × £25.00 + £12.99 + 2 × £3.50 + £4.99 shipping: the total is what the prices say.
    expect(bought.intent).toMatchObject({ amount: '74.98', subtotal: '69.99', shipping: '4.99' });
    // 5000 × 20/120 = 833.33 → 833; book 0; 700 × 5/105 = 33.33 → 33; shipping at 20 %: 83.17 → 83.
    expect(bought.intent).toMatchObject({ vat: '9.49', pricesIncludeVat: true });
    const [order] = (await ordersOf(t.db, shop.tenant.id)).filter((o) => o.id === orderId);
    expect(order).toMatchObject({
      totalMinor: 7498,
      vatMinor: 949,
      shippingVatMinor: 83,
      shippingVatRate: 20,
      pricesIncludeVat: true,
      invoiceNumber: 1,
    });
    const lines = await t.db
      .select({ name: orderItems.productName, vatRate: orderItems.vatRate, vatMinor: orderItems.vatMinor })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    expect(lines).toEqual([
      { name: 'Tee', vatRate: 20, vatMinor: 833 },
      { name: 'Atlas', vatRate: 0, vatMinor: 0 },
      { name: 'Tea', vatRate: 5, vatMinor: 33 },
    ]);
  });

  it('shows the VAT on the customer’s and the staff’s order views', async () => {
    const mine = await callApi(t.app, 'GET', `/api/orders?mine=1&tenantId=${shop.tenant.id}`, team.customer);
    const order = mine.json().find((o: { id: number }) => o.id === orderId);
    expect(order).toMatchObject({
      vat: '9.49',
      shippingVat: '0.83',
      shippingVatRate: 20,
      pricesIncludeVat: true,
      invoiceNumber: 1,
    });
    expect(order.items.map((i: { vatRate: number; vat: string }) => [i.vatRate, i.vat])).toEqual([
      [20, '8.33'],
      [0, '0.00'],
      [5, '0.33'],
    ]);
    const admin = await callApi(t.app, 'GET', `/api/admin/orders?tenantId=${shop.tenant.id}`, team.ownerA);
    expect(admin.json().find((o: { id: number }) => o.id === orderId)).toMatchObject({
      vat: '9.49',
      invoiceNumber: 1,
    });
  });

  it('says how much VAT the total includes in the confirmation e-mail', async () => {
    const { orderNumber } = (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === orderId)!;
    const [confirmation] = await emailsOf(t.db, shop.tenant.id, `%order #${orderNumber}`);
    expect(confirmation?.text).toContain('Includes VAT: £9.49');
    expect(confirmation?.html).toContain('Includes VAT');
  });

  it('adds VAT and the invoice number at the end of the CSV, leaving the other columns in place', async () => {
    const csv = await callApi(t.app, 'GET', `/api/admin/orders.csv?tenantId=${shop.tenant.id}`, team.ownerA);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'Order number,Shop,Date,Customer,Email,Status,Manual,Total (GBP),Refunded (GBP),Shipping address,VAT (GBP),Invoice number,Discount code,Discount,Currency',
    );
    // The first column is the store's order number, not the internal id.
    const { orderNumber } = (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === orderId)!;
    expect(orderNumber).not.toBe(orderId);
    const row = rows.find((line) => line.startsWith(`${orderNumber},`));
    // The discount columns come after: none here; then the order's currency.
    expect(row).toMatch(/,74\.98,0\.00,"12 Analytical Row, London, SW1A 1AA",9\.49,1,,0\.00,GBP$/);
  });
});

describe('the PDF invoice', () => {
  let orderId: number;

  beforeAll(async () => {
    const hoodie = { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Red' } };
    orderId = (await buy(shop, [hoodie])).orderId;
  });

  const customerUrl = (id: number) => `/api/orders/${id}/invoice.pdf`;
  const adminUrl = (id: number, query = '') => `/api/admin/orders/${id}/invoice.pdf${query}`;

  it('lets the customer download their own order’s invoice, with its lines, VAT and totals', async () => {
    const first = (await ordersOf(t.db, shop.tenant.id))[0]!;
    const res = await callApi(t.app, 'GET', customerUrl(first.id), team.customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-1.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'VAT invoice',
      'Invoice number: 1',
      `Order: #${first.orderNumber}`,
      'Vat Shop Ltd',
      '1 Harbour Street',
      'Bristol BS1 4DJ',
      'VAT number: GB123456789',
      'Ada Lovelace',
      '12 Analytical Row, London, SW1A 1AA',
      'Tee 2 £25.00 20% £50.00',
      'Atlas 1 £12.99 0% £12.99',
      'Tea 2 £3.50 5% £7.00',
      'Shipping (Standard Delivery) 1 £4.99 20% £4.99',
      'VAT £9.49',
      'Total £74.98',
      'Total excluding VAT £65.49',
      'Standard (20%) £45.83 £9.16 £54.99',
      'Reduced (5%) £6.67 £0.33 £7.00',
      'Zero (0%) £12.99 £0.00 £12.99',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lets the store’s staff and the super admin download it from the order view', async () => {
    const staff = await callApi(t.app, 'GET', adminUrl(orderId), team.ownerA);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toBe('attachment; filename="invoice-2.pdf"');
    expect(await pdfText(staff.rawPayload)).toContain('Hoodie (Size: M, Colour: Red) 1 £40.00 20% £40.00');
    const root = await callApi(t.app, 'GET', adminUrl(orderId), team.admin);
    expect(root.statusCode).toBe(200);
    const named = await callApi(t.app, 'GET', adminUrl(orderId, `?tenantId=${shop.tenant.id}`), team.admin);
    expect(named.statusCode).toBe(200);
  });

  it('is not found for another store’s staff, another customer or an unknown order', async () => {
    expect((await callApi(t.app, 'GET', adminUrl(orderId), team.ownerB)).statusCode).toBe(404);
    const named = await callApi(t.app, 'GET', adminUrl(orderId, `?tenantId=${shop.tenant.id}`), team.ownerB);
    expect(named.statusCode).toBe(403);
    // The super admin naming the wrong store does not find it either.
    const wrong = await callApi(t.app, 'GET', adminUrl(orderId, `?tenantId=${other.tenant.id}`), team.admin);
    expect(wrong.statusCode).toBe(404);
    // Store staff and the super admin have no "own" order here: the customer's route is for buyers.
    expect((await callApi(t.app, 'GET', customerUrl(orderId), team.ownerA)).statusCode).toBe(404);
    expect((await callApi(t.app, 'GET', customerUrl(orderId), team.admin)).statusCode).toBe(404);
    expect((await callApi(t.app, 'GET', customerUrl(999_999), team.customer)).statusCode).toBe(404);
    expect((await callApi(t.app, 'GET', adminUrl(999_999), team.admin)).statusCode).toBe(404);
  });

  it('asks who is calling first and reads a bad id as a 400', async () => {
    expect((await callApi(t.app, 'GET', customerUrl(orderId))).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', adminUrl(orderId))).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', adminUrl(orderId), team.customer)).statusCode).toBe(403);
    const bad = await callApi(t.app, 'GET', customerUrl(0).replace('0', 'abc'), team.customer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Order id/);
  });
});

describe('VAT at checkout, prices excluding VAT', () => {
  it('adds the VAT to what is charged, per line, and the invoice says so', async () => {
    const saved = await callApi(t.app, 'PUT', '/api/admin/vat-settings', team.ownerA, {
      pricesIncludeVat: false,
      vatNumber: 'GB123456789',
    });
    expect(saved.statusCode).toBe(200);
    const { intent, orderId } = await buy(
      shop,
      [
        { id: shop.tee.id, quantity: 1 },
        { id: tea.id, quantity: 3 },
      ],
      '40.49',
    );
    // Net £25.00 + £10.50 + £4.99 shipping; VAT 500 + 53 (52.5 half up) + 100 = 653.
    expect(intent).toMatchObject({
      subtotal: '35.50',
      shipping: '4.99',
      vat: '6.53',
      pricesIncludeVat: false,
    });
    expect(intent.amount).toBe(formatMinor(3550 + 499 + 653));
    // Not a change of price: the store front adds up the prices it shows.
    expect(intent.priceChanged).toBe(false);
    const order = (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === orderId)!;
    expect(order).toMatchObject({
      totalMinor: 4702,
      vatMinor: 653,
      pricesIncludeVat: false,
      invoiceNumber: 3,
    });
    const pdf = await callApi(t.app, 'GET', `/api/orders/${orderId}/invoice.pdf`, team.customer);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Amount (excl. VAT)');
    expect(text).toContain('Total excluding VAT £40.49');
    expect(text).toContain('VAT £6.53');
    expect(text).toContain('Total £47.02');
    await t.db.update(tenants).set({ pricesIncludeVat: true }).where(eq(tenants.id, shop.tenant.id));
  });
});
