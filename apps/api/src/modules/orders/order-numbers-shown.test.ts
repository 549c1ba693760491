// Everywhere an order is named to a person it is named by its store's number (#1001 upwards), never
// by its internal id: the second store's first order is #1001 while its id is not, so any place
// that printed the id would fail here.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/app.ts';
import { creditNotes, tenants } from '../../db/schema/index.ts';
import { emailsOf, ordersOf, payInSandbox, type Shop } from '../checkout/checkout.test-support.ts';
import { customerIdOf } from '../customers/customer-id.ts';
import { pdfText } from '../invoices/pdf-text.test-support.ts';
import { buyTeesAndHoodie, linesOf, postRefund, refundEmailsOf } from '../refunds/refunds.test-support.ts';
import { signInStoreTeamOf, useTwoShopsTestApp } from './orders.test-support.ts';

const {
  t,
  a: shopA,
  b: shopB,
  cookie: who,
} = useTwoShopsTestApp('numbers-a', 'numbers-b', signInStoreTeamOf);
let orderId: number;

const buy = (shop: Shop) =>
  buyTeesAndHoodie(t.app, shop, 'grace@example.com', (_id, secret) => payInSandbox(t.app, secret));

beforeAll(async () => {
  await t.db
    .update(tenants)
    .set({ emailSupportAddress: 'help@numbers-b.test' })
    .where(eq(tenants.id, shopB.tenant.id));
  await buy(shopA);
  await buy(shopA);
  orderId = (await buy(shopB)).orderId;
});

describe("the second store's first order", () => {
  it('is #1001 in its store while its id is not', async () => {
    expect((await ordersOf(t.db, shopB.tenant.id)).map((o) => [o.id, o.orderNumber])).toEqual([
      [orderId, 1001],
    ]);
    expect(orderId).toBeGreaterThan(2);
  });

  it('is #1001 in the confirmation e-mail and the store’s new-order e-mail', async () => {
    const mails = (await emailsOf(t.db, shopB.tenant.id)).filter((m) => m.orderId === orderId);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your Shop numbers-b order #1001', 'New order #1001: £90.00']),
    );
    const confirmation = mails.find((m) => m.subject === 'Your Shop numbers-b order #1001')!;
    expect(confirmation.text).toContain('Thank you for your order #1001');
    expect(confirmation.text).not.toContain(`#${orderId}`);
  });

  it('is #1001 on the invoice PDF, the CSV export and the customer’s view', async () => {
    const pdf = await callApi(t.app, 'GET', `/api/admin/orders/${orderId}/invoice.pdf`, who.ownerB);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Order: #1001');
    expect(text).not.toContain(`Order: #${orderId}`);

    const csv = await callApi(t.app, 'GET', '/api/admin/orders.csv', who.ownerB);
    const [, row] = csv.body.trim().split('\r\n');
    expect(row!.startsWith('1001,Shop numbers-b,')).toBe(true);

    const customer = await callApi(
      t.app,
      'GET',
      `/api/admin/customers/${customerIdOf('grace@example.com')}`,
      who.ownerB,
    );
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json().orders).toEqual([expect.objectContaining({ id: orderId, orderNumber: 1001 })]);
  });

  it('is #1001 in the refund e-mail, on the credit note and in a refusal that names the order', async () => {
    const { tee } = await linesOf(t.db, orderId);
    const refund = await postRefund(t.app, who.ownerB, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [notice] = await refundEmailsOf(t.db, orderId);
    expect(notice!.subject).toBe('Your Shop numbers-b refund for order #1001');
    expect(notice!.text).toContain('Refund for order #1001');

    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    const creditNote = await callApi(
      t.app,
      'GET',
      `/api/admin/orders/${orderId}/credit-notes/${note!.id}/pdf`,
      who.ownerB,
    );
    expect(creditNote.statusCode).toBe(200);
    expect(await pdfText(creditNote.rawPayload)).toContain('Order: #1001');

    const early = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/delivery`, who.ownerB, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Only shipped orders can be marked as delivered; order #1001 is partially refunded',
    );
  });
});
