// Credit notes (ADR 0068): every refund issues one, numbered CN-1, CN-2… per store (two stores apart,
// concurrent refunds distinct), referring to the invoice, with the refunded VAT and the shipping
// once; once per refund even when its settle step runs twice; the invoice never changes; who may
// download it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  loginCookie,
  signInStoreTeam,
  signInUsers,
  staffMember,
  testCtx,
} from '../../../test/app.ts';
import { tenantCtx } from '../../context.ts';
import { creditNotes, orderItems } from '../../db/schema/index.ts';
import { type Shop, seedShop, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import { pdfText } from '../invoices/pdf-text.test-support.ts';
import { addDiscountCode, buyDiscounted } from './refund-discounted.test-support.ts';
import { executeRefund } from './refund-settle.step.ts';
import { linesOf, orderRow, postRefund, stoppedRefund } from './refunds.test-support.ts';

const t = useCheckoutTestApp();
let shopA: Shop;
let shopB: Shop;
let who: Record<'admin' | 'ownerA' | 'ownerB' | 'customer' | 'otherCustomer', string>;
let staff: Record<'refunder' | 'cataloguer', string>;

beforeAll(async () => {
  shopA = await seedShop(t.db, 'cn-a');
  shopB = await seedShop(t.db, 'cn-b');
  const team = await signInStoreTeam(t, shopA.tenant.id, shopB.tenant.id);
  await createUser(t.db, { username: 'cn-other', password: 'cn-other-pass' });
  who = { ...team, otherCustomer: await loginCookie(t.app, 'cn-other', 'cn-other-pass') };
  staff = await signInUsers(t, {
    refunder: staffMember('cn-refunder', shopA.tenant.id, ['orders']),
    cataloguer: staffMember('cn-cataloguer', shopA.tenant.id, ['products']),
  });
});

const buy = async (shop: Shop = shopA) =>
  buyDiscounted(t, shop, {
    code: await addDiscountCode(t.db, shop),
    cookie: who.customer,
    email: 'shopper@example.com',
  });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const summaryOf = async (orderId: number, cookie = who.ownerA) =>
  (await get(`/api/admin/orders/${orderId}/refunds`, cookie)).json();
const notesOf = (orderId: number) =>
  t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.id);
const adminPdf = (orderId: number, id: number) => `/api/admin/orders/${orderId}/credit-notes/${id}/pdf`;

describe('a refund’s credit note', () => {
  it('refers to the invoice, shares the discount and VAT, lists the shipping once; the invoice stays as issued', async () => {
    const { orderId } = await buy();
    const invoiceUrl = `/api/admin/orders/${orderId}/invoice.pdf`;
    const invoiceBefore = (await get(invoiceUrl, who.ownerA)).rawPayload;
    const customerInvoiceBefore = (await get(`/api/orders/${orderId}/invoice.pdf`, who.customer)).rawPayload;
    const orderBefore = await orderRow(t.db, orderId);
    const itemsBefore = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const { tee, hoodie } = await linesOf(t.db, orderId);

    const first = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 1 }],
      shipping: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await postRefund(t.app, who.ownerA, orderId, {
      lines: [
        { orderItemId: tee.id, quantity: 1 },
        { orderItemId: hoodie.id, quantity: 1 },
      ],
    });
    expect(second.statusCode, second.body).toBe(201);

    const [one, two] = await notesOf(orderId);
    expect(one).toMatchObject({ invoiceNumber: orderBefore.invoiceNumber, currency: 'GBP' });
    expect(one!.amountMinor).toBe(Math.round(Number(first.json().refund.amount) * 100));
    expect(two!.amountMinor).toBe(Math.round(Number(second.json().refund.amount) * 100));
    expect(two!.number).toBe(one!.number + 1);
    // Shipping once: on the first credit note, not the second.
    expect(one!.lines.filter((l) => l.kind === 'shipping')).toHaveLength(1);
    expect(two!.lines.filter((l) => l.kind === 'shipping')).toHaveLength(0);
    // The whole order refunded: the credit notes' VAT is the invoice's, their discounts the code's.
    const all = [...one!.lines, ...two!.lines];
    expect(one!.vatMinor + two!.vatMinor).toBe(orderBefore.vatMinor);
    expect(all.reduce((s, l) => s + l.discountMinor, 0)).toBe(orderBefore.discountMinor);
    expect(one!.amountMinor + two!.amountMinor).toBe(orderBefore.totalMinor);

    const summary = await summaryOf(orderId);
    expect(summary.creditNotes.map((n: { number: string }) => n.number)).toEqual([
      `CN-${two!.number}`,
      `CN-${one!.number}`,
    ]);
    expect(summary.shipping).toEqual({ paid: '4.99', refunded: true });

    const pdf = await get(adminPdf(orderId, one!.id), who.ownerA);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`credit-note-CN-${one!.number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Credit note number: CN-${one!.number}`);
    expect(text).toContain(`Refers to invoice: ${orderBefore.invoiceNumber}`);
    expect(text).toContain('Shipping (');
    expect(text.match(/Shipping \(/g)).toHaveLength(1);
    expect(text).toContain(`Total refunded (GBP) ${first.json().refund.amount.replace(/^/, '£')}`);
    expect(text).toContain('VAT summary');

    // The invoice as issued: the same bytes, the same recorded figures.
    const invoiceAfter = (await get(invoiceUrl, who.ownerA)).rawPayload;
    expect(invoiceAfter.equals(invoiceBefore)).toBe(true);
    expect(await pdfText(invoiceAfter)).toBe(await pdfText(invoiceBefore));
    expect(
      (await get(`/api/orders/${orderId}/invoice.pdf`, who.customer)).rawPayload.equals(
        customerInvoiceBefore,
      ),
    ).toBe(true);
    const orderAfter = await orderRow(t.db, orderId);
    const invoiceFields = (o: typeof orderAfter) => {
      const { status, paymentStatus, refundedMinor, updatedAt, ...recorded } = o;
      return recorded;
    };
    expect(invoiceFields(orderAfter)).toEqual(invoiceFields(orderBefore));
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual(itemsBefore);
  });

  it('is issued once when the settle step runs twice', async () => {
    const { orderId } = await buy();
    const pending = await stoppedRefund(t.db, shopA.tenant.id, orderId);
    const ctx = tenantCtx(testCtx(t), shopA.tenant.id);
    await Promise.all([executeRefund(ctx, pending, true), executeRefund(ctx, pending, true)]);
    await executeRefund(ctx, pending, true);
    const notes = await notesOf(orderId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refundId: pending.id, amountMinor: 700 });
    // An amount on top of no line: split over the order's rates, its VAT inside it.
    expect(notes[0]!.lines.every((l) => l.kind === 'amount')).toBe(true);
    expect(notes[0]!.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(700);
  });
});

describe('credit-note numbers', () => {
  it('run on per store, each store its own, and concurrent refunds get distinct numbers', async () => {
    const orders = await Promise.all([buy(), buy(), buy()]);
    const inB = await buy(shopB);
    const before = await t.db.select().from(creditNotes).where(eq(creditNotes.tenantId, shopA.tenant.id));
    const last = Math.max(0, ...before.map((n) => n.number));
    const results = await Promise.all(
      orders.map(({ orderId }) => postRefund(t.app, who.ownerA, orderId, { amount: '2.00' })),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const numbers = (await Promise.all(orders.map(({ orderId }) => notesOf(orderId)))).map(
      (n) => n[0]!.number,
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual([last + 1, last + 2, last + 3]);

    expect((await postRefund(t.app, who.ownerB, inB.orderId, { amount: '2.00' })).statusCode).toBe(201);
    const [ofB] = await notesOf(inB.orderId);
    expect(ofB!.number).toBe(1);
  });
});

describe('who may download a credit note', () => {
  it('the store’s staff with the orders permission, a super admin and the customer; others are refused or not found', async () => {
    const { orderId } = await buy();
    expect((await postRefund(t.app, who.ownerA, orderId, { amount: '3.00' })).statusCode).toBe(201);
    const [note] = await notesOf(orderId);
    const url = adminPdf(orderId, note!.id);
    expect((await get(url, who.ownerA)).statusCode).toBe(200);
    expect((await get(url, staff.refunder)).statusCode).toBe(200);
    expect((await get(`${url}?tenantId=${shopA.tenant.id}`, who.admin)).statusCode).toBe(200);
    expect((await get(url, who.admin)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, who.customer)).statusCode).toBe(403);
    expect((await get(url, staff.cataloguer)).statusCode).toBe(403);
    expect((await get(`${url}?tenantId=${shopA.tenant.id}`, who.ownerB)).statusCode).toBe(403);
    const isolated = await get(url, who.ownerB);
    expect(isolated.statusCode).toBe(404);
    expect(isolated.json().message).toBe('Credit note not found');

    const mine = `/api/orders/${orderId}/credit-notes/${note!.id}/pdf`;
    const own = await get(mine, who.customer);
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain(`CN-${note!.number}`);
    expect((await get(mine, who.otherCustomer)).statusCode).toBe(404);
    expect((await get(mine)).statusCode).toBe(401);

    // A credit note of another order, asked for under this one: not found.
    const other = await buy();
    expect((await postRefund(t.app, who.ownerA, other.orderId, { amount: '1.00' })).statusCode).toBe(201);
    const [otherNote] = await notesOf(other.orderId);
    expect((await get(adminPdf(orderId, otherNote!.id), who.ownerA)).statusCode).toBe(404);
  });
});
