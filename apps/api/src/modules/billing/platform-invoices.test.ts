// The platform's invoices and credit notes to stores (ADR 0086): a bill gets its number when it is
// paid, once, in a series without gaps per year however many bills are paid at once (on PostgreSQL
// the transactions really run side by side); the PDF says who sells and who buys, the plan, the
// period, net, VAT and total; only the store's owner and the super admin may download it; the
// receipt e-mail carries it; a refunded bill's credit note has its own series.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../../test/app.ts';
import { tenantCtx } from '../../context.ts';
import { billing, emailOutbox, platformDocumentSequences, tenants } from '../../db/schema/index.ts';
import { pdfText } from '../invoices/pdf-text.test-support.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';
import { insertBill } from './billing.queries.ts';
import { issuePlatformCreditNote } from './billing.service.ts';
import { giveEmail } from './platform-billing.test-support.ts';
import { settleBill } from './platform-charges.settle.ts';
import { issueMissingInvoices } from './platform-invoices.service.ts';

const YEAR = new Date().getUTCFullYear();
const number = (n: number) => `SF-${YEAR}-${String(n).padStart(5, '0')}`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('platform invoices and credit notes', () => {
  let t: PlatformFixture;
  let staffA: string;
  let basicId: number;
  let firstBill: number;

  beforeAll(async () => {
    t = await createPlatformFixture({
      config: {
        PLATFORM_SELLER_NAME: 'Storefleet Ltd',
        PLATFORM_SELLER_ADDRESS: '1 Platform Way | London EC1A 1AA',
        PLATFORM_VAT_NUMBER: 'GB999999973',
      },
    });
    const past = new Date(Date.now() - 86_400_000);
    await t.db.update(tenants).set({ trialEndsAt: past }).where(eq(tenants.id, t.storeA.id));
    await t.db.update(tenants).set({ trialEndsAt: past }).where(eq(tenants.id, t.storeB.id));
    await giveEmail(t.db, 'owner-a', 'owner-a@alpha.test');
    await createUser(t.db, {
      username: 'staff-a',
      password: 'staff-a-pass',
      memberOf: [t.storeA.id],
      staffPermissions: ['orders', 'settings'],
    });
    staffA = await loginCookie(t.app, 'staff-a', 'staff-a-pass');
    const plans = (await call(t.app, 'GET', '/api/subscription-plans', t.admin)).json();
    basicId = plans.find((p: { slug: string }) => p.slug === 'basic').id;
  });
  afterAll(() => t.close());

  const invoiceUrl = (id: number) => `/api/billing/${id}/invoice.pdf`;

  it('numbers a bill when the operator marks it paid, and the owner downloads its PDF', async () => {
    const generated = await call(t.app, 'POST', '/api/billing/generate-monthly', t.admin, {
      tenantId: t.storeA.id,
      subscriptionPlanId: basicId,
      amount: 29.99,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    firstBill = generated.json().id;
    expect(generated.json().invoiceNumber).toBeNull();

    // Not paid yet: no invoice, said plainly.
    const early = await call(t.app, 'GET', invoiceUrl(firstBill), t.ownerA);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('This bill has no invoice yet: its invoice is issued when it is paid');

    const paid = await call(t.app, 'PUT', `/api/billing/${firstBill}/mark-paid`, t.admin, {
      paymentMethod: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().invoiceNumber).toBe(number(1));

    const res = await call(t.app, 'GET', invoiceUrl(firstBill), t.ownerA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${number(1)}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('VAT invoice');
    expect(text).toContain(`Invoice number: ${number(1)}`);
    // The platform sells, the store buys.
    expect(text).toContain('Storefleet Ltd');
    expect(text).toContain('1 Platform Way');
    expect(text).toContain('VAT number: GB999999973');
    expect(text).toContain('Billed to Alpha Store');
    expect(text).toContain('Basic plan');
    expect(text).toMatch(/Period: 1 \w+ \d{4} to \d{1,2} \w+ \d{4}/);
    // £29.99 including 20% VAT: £24.99 net, £5.00 VAT.
    expect(text).toContain('Net £24.99');
    expect(text).toContain('VAT (20%) £5.00');
    expect(text).toContain('Total (GBP) £29.99');

    // The history names the number for the download link.
    const history = (await call(t.app, 'GET', '/api/billing/history', t.ownerA)).json();
    expect(history[0]).toMatchObject({
      id: firstBill,
      invoiceNumber: number(1),
      currency: 'GBP',
      creditNotes: [],
    });
  });

  it('lets the owner and the super admin download it; another store’s owner gets 404, staff without billing 403', async () => {
    expect((await call(t.app, 'GET', invoiceUrl(firstBill), t.admin)).statusCode).toBe(200);
    const other = await call(t.app, 'GET', invoiceUrl(firstBill), t.ownerB);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Bill not found');
    expect((await call(t.app, 'GET', invoiceUrl(firstBill), staffA)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', invoiceUrl(firstBill), t.customer)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', invoiceUrl(firstBill))).statusCode).toBe(401);
    expect((await call(t.app, 'GET', invoiceUrl(999_999), t.admin)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/billing/abc/invoice.pdf', t.ownerA)).statusCode).toBe(400);
  });

  it('sends the owner a receipt with the invoice attached', async () => {
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'owner-a@alpha.test'))
      .orderBy(asc(emailOutbox.id));
    expect(mail!.subject).toBe(`Receipt for your Storefleet bill of £29.99 (invoice ${number(1)})`);
    expect(mail!.attachments).toHaveLength(1);
    const [file] = mail!.attachments!;
    expect(file).toMatchObject({ filename: `invoice-${number(1)}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(Buffer.from(file!.contentBase64, 'base64'))).toContain(
      `Invoice number: ${number(1)}`,
    );
  });

  it('gives bills paid at once (card, webhook and mark-paid racing) the next numbers without gap, each once', async () => {
    const bills: { id: number; tenantId: number }[] = [];
    for (const n of range(16)) {
      const tenantId = n % 4 === 0 ? t.storeB.id : t.storeA.id;
      const start = new Date(Date.UTC(2020, n, 1));
      bills.push(
        await insertBill(t.db, {
          tenantId,
          status: 'unpaid',
          amountMinor: 1000 + n,
          currency: 'GBP',
          description: `Bill ${n}`,
          billingPeriodStart: start,
          billingPeriodEnd: new Date(Date.UTC(2020, n + 1, 1)),
        }),
      );
    }
    const now = new Date();
    // Each bill is paid twice at the same moment: by the card (or its webhook) and by the operator.
    const payments = bills.flatMap((bill) => [
      settleBill(tenantCtx(t.ctx(), bill.tenantId), {
        billId: bill.id,
        paymentId: `pi_${bill.id}`,
        method: 'other',
        notes: 'Charged to the test card',
        now,
      }),
      call(t.app, 'PUT', `/api/billing/${bill.id}/mark-paid`, t.admin, { paymentMethod: 'manual' }).then(
        (res) => {
          expect([200, 409]).toContain(res.statusCode);
          return res.statusCode === 200;
        },
      ),
    ]);
    const won = (await Promise.all(payments)).filter(Boolean);
    expect(won).toHaveLength(16);
    const numbered = await t.db
      .select({ id: billing.id, invoiceNumber: billing.invoiceNumber })
      .from(billing)
      .orderBy(asc(billing.invoiceNumber));
    expect(numbered.map((b) => b.invoiceNumber)).toEqual(range(17).map(number));
    const [counter] = await t.db
      .select()
      .from(platformDocumentSequences)
      .where(eq(platformDocumentSequences.series, 'invoice'));
    expect(counter).toMatchObject({ year: YEAR, lastNumber: 17 });
  });

  it('issues credit notes for a paid bill in their own series, at most what the bill left, listed under it', async () => {
    const ctx = tenantCtx(t.ctx(), t.storeA.id);
    const first = await issuePlatformCreditNote(ctx, {
      billId: firstBill,
      amountMinor: 1000,
      reason: 'Refund of part of the month',
    });
    expect(first).toMatchObject({
      number: `SFCN-${YEAR}-00001`,
      amountMinor: 1000,
      vatMinor: 167,
      currency: 'GBP',
    });
    const second = await issuePlatformCreditNote(ctx, {
      billId: firstBill,
      amountMinor: 1999,
      reason: 'The rest',
    });
    expect(second.number).toBe(`SFCN-${YEAR}-00002`);
    await expect(
      issuePlatformCreditNote(ctx, { billId: firstBill, amountMinor: 1, reason: 'Too much' }),
    ).rejects.toThrow('At most £0.00 of this bill is left to credit');
    await expect(
      issuePlatformCreditNote(ctx, { billId: firstBill, amountMinor: 0, reason: 'x' }),
    ).rejects.toThrow('The amount to credit must be more than 0');
    // Another store's bill is not found from this store.
    await expect(
      issuePlatformCreditNote(tenantCtx(t.ctx(), t.storeB.id), {
        billId: firstBill,
        amountMinor: 1,
        reason: 'x',
      }),
    ).rejects.toThrow('Bill not found');

    const history = (await call(t.app, 'GET', '/api/billing/history', t.ownerA)).json();
    const entry = history.find((h: { id: number }) => h.id === firstBill);
    expect(entry.creditNotes).toMatchObject([
      {
        id: first.id,
        number: `SFCN-${YEAR}-00001`,
        amount: '10.00',
        currency: 'GBP',
        reason: 'Refund of part of the month',
      },
      { id: second.id, number: `SFCN-${YEAR}-00002`, amount: '19.99', currency: 'GBP', reason: 'The rest' },
    ]);

    const url = `/api/billing/${firstBill}/credit-notes/${first.id}/pdf`;
    const res = await call(t.app, 'GET', url, t.ownerA);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Credit note number: SFCN-${YEAR}-00001`);
    expect(text).toContain(`Refers to invoice: ${number(1)}`);
    expect(text).toContain('Reason: Refund of part of the month');
    expect(text).toContain('Total credited (GBP) £10.00');
    expect((await call(t.app, 'GET', url, t.ownerB)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url, t.admin)).statusCode).toBe(200);
  });

  it('gives the owner figures of what they owe and paid, not revenue', async () => {
    const stats = (await call(t.app, 'GET', '/api/billing/stats', t.ownerA)).json();
    expect(stats.currency).toBe('GBP');
    // £29.99 and twelve bills of store A from the race (£10.0n each) paid this year.
    const raced = range(16)
      .filter((n) => n % 4 !== 0)
      .reduce((sum, n) => sum + 1000 + n, 0);
    expect(stats.paidThisYear).toBe(((2999 + raced) / 100).toFixed(2));
  });
  it('numbers bills paid before invoices were numbered, on the hourly job, once', async () => {
    // Two bills of store B paid with no number (as before migration 0046): one last year, one now.
    const lastYear = new Date(Date.UTC(YEAR - 1, 5, 10));
    const old = await insertBill(tenantCtx(t.ctx(), t.storeB.id).db, {
      tenantId: t.storeB.id,
      status: 'paid',
      amountMinor: 7999,
      currency: 'GBP',
      description: 'Pro plan, June',
      billingPeriodStart: new Date(Date.UTC(YEAR - 1, 5, 1)),
      billingPeriodEnd: new Date(Date.UTC(YEAR - 1, 6, 1)),
      paidAt: lastYear,
    });
    const recent = await insertBill(tenantCtx(t.ctx(), t.storeB.id).db, {
      tenantId: t.storeB.id,
      status: 'paid',
      amountMinor: 500,
      currency: 'GBP',
      description: 'Upgrade, 2 days',
      paidAt: new Date(),
    });
    const [thisYear] = await t.db
      .select()
      .from(platformDocumentSequences)
      .where(eq(platformDocumentSequences.year, YEAR));
    const next = thisYear!.lastNumber + 1;

    expect(await issueMissingInvoices(t.ctx(), new Date())).toBe(2);
    const numbered = await t.db.select().from(billing).where(eq(billing.tenantId, t.storeB.id));
    expect(numbered.find((b) => b.id === old.id)!.invoiceNumber).toBe(`SF-${YEAR - 1}-00001`);
    expect(numbered.find((b) => b.id === recent.id)!.invoiceNumber).toBe(number(next));
    // Its PDF names the buyer and the amount; nothing is numbered twice.
    const text = await pdfText((await call(t.app, 'GET', invoiceUrl(old.id), t.ownerB)).rawPayload);
    expect(text).toContain('Billed to Bravo Store');
    expect(text).toContain('Total (GBP) £79.99');
    expect(await issueMissingInvoices(t.ctx(), new Date())).toBe(0);
  });
});
