// The refund preview (ADR 0068): the discount shared over the chosen lines, the shipping once, the
// exact amount; the refund then made is that amount at the provider, on the order and in the audit
// log (with its currency); readable messages; who may ask; another store's order is not found.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStoreTeam, signInUsers, staffMember } from '../../../test/app.ts';
import { auditLog, orderRefunds } from '../../db/schema/index.ts';
import { type Shop, seedShop, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import {
  addDiscountCode,
  buyDiscounted,
  postPreview,
  sandboxRefundedOf,
} from './refund-discounted.test-support.ts';
import { linesOf, orderRow, postRefund } from './refunds.test-support.ts';

const t = useCheckoutTestApp();
let shopA: Shop;
let shopB: Shop;
let who: Record<'admin' | 'ownerA' | 'ownerB' | 'customer', string>;
let staff: Record<'refunder' | 'cataloguer', string>;

beforeAll(async () => {
  shopA = await seedShop(t.db, 'preview-a');
  shopB = await seedShop(t.db, 'preview-b');
  who = await signInStoreTeam(t, shopA.tenant.id, shopB.tenant.id);
  staff = await signInUsers(t, {
    refunder: staffMember('preview-refunder', shopA.tenant.id, ['orders']),
    cataloguer: staffMember('preview-cataloguer', shopA.tenant.id, ['products']),
  });
});

const buy = async () =>
  buyDiscounted(t, shopA, { code: await addDiscountCode(t.db, shopA), email: 'ada@example.com' });

describe('the preview', () => {
  it('shares the discount over the chosen lines, adds the shipping, and writes nothing', async () => {
    const { orderId } = await buy();
    const { tee, hoodie } = await linesOf(t.db, orderId);
    expect(tee.discountMinor + hoodie.discountMinor).toBeGreaterThan(0);
    const before = await orderRow(t.db, orderId);
    const res = await postPreview(t.app, who.ownerA, orderId, {
      lines: [
        { orderItemId: tee.id, quantity: 1 },
        { orderItemId: hoodie.id, quantity: 1 },
      ],
      shipping: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const teeShare = Math.floor(tee.discountMinor / 2);
    const expected = 2500 - teeShare + (4000 - hoodie.discountMinor) + 499;
    expect(res.json()).toEqual({
      currency: 'GBP',
      lines: [
        {
          orderItemId: tee.id,
          name: tee.productName,
          variantString: '',
          unitPrice: '25.00',
          quantity: 1,
          discount: (teeShare / 100).toFixed(2),
          amount: ((2500 - teeShare) / 100).toFixed(2),
        },
        expect.objectContaining({
          orderItemId: hoodie.id,
          unitPrice: '40.00',
          quantity: 1,
          discount: (hoodie.discountMinor / 100).toFixed(2),
          amount: ((4000 - hoodie.discountMinor) / 100).toFixed(2),
        }),
      ],
      shipping: '4.99',
      extraAmount: '0.00',
      amount: (expected / 100).toFixed(2),
      remainingAfter: ((before.totalMinor - expected) / 100).toFixed(2),
    });
    expect(await orderRow(t.db, orderId)).toEqual(before);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toEqual([]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(orderId)));
    expect(audited).toEqual([]);
  });

  it('is exactly the refund then made: provider, order, refund row and audit log (with currency)', async () => {
    const { orderId, paymentIntentId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const body = { lines: [{ orderItemId: tee.id, quantity: 1 }], amount: '1.01' };
    const preview = await postPreview(t.app, staff.refunder, orderId, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const amount = preview.json().amount as string;
    const minor = Math.round(Number(amount) * 100);
    expect(minor).toBe(2500 - Math.floor(tee.discountMinor / 2) + 101);

    const refund = await postRefund(t.app, staff.refunder, orderId, body);
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().refund.amount).toBe(amount);
    expect(await sandboxRefundedOf(t.db, paymentIntentId)).toBe(minor);
    expect((await orderRow(t.db, orderId)).refundedMinor).toBe(minor);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, String(orderId)), eq(auditLog.route, 'POST /api/admin/orders/:id/refunds')),
      );
    expect(entry?.after).toMatchObject({ refunded: { amount, currency: 'GBP' } });

    // The second unit's share takes what the first left: together, the line's whole discount.
    const second = await postPreview(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 1 }],
    });
    const firstShare = Math.floor(tee.discountMinor / 2);
    expect(second.json().lines[0].discount).toBe(((tee.discountMinor - firstShare) / 100).toFixed(2));
  });

  it('says what is wrong with the lines and quantities', async () => {
    const { orderId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const other = await buy();
    const otherTee = (await linesOf(t.db, other.orderId)).tee;
    const cases: [unknown, number, string][] = [
      [{ lines: [{ orderItemId: otherTee.id, quantity: 1 }] }, 400, 'That line is not part of this order'],
      [{ lines: [{ orderItemId: tee.id, quantity: 3 }] }, 409, 'Only 2 of "Tee" can still be refunded'],
      [{ lines: [{ orderItemId: tee.id, quantity: 0 }] }, 400, 'Refund at least 1 of a line'],
      [{ lines: [{ orderItemId: tee.id, quantity: 1.5 }] }, 400, 'Enter a whole number to refund'],
      [{}, 400, 'Choose the lines or enter an amount to refund'],
      [{ amount: '900.00' }, 409, 'only'],
      [{ amount: 'abc' }, 400, 'Enter an amount such as 12.50'],
    ];
    for (const [body, status, message] of cases) {
      const res = await postPreview(t.app, who.ownerA, orderId, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status });
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses the shipping a second time', async () => {
    const { orderId } = await buy();
    expect((await postRefund(t.app, who.ownerA, orderId, { shipping: true })).statusCode).toBe(201);
    const again = await postPreview(t.app, who.ownerA, orderId, { shipping: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The shipping of this order has already been refunded');
    const refund = await postRefund(t.app, who.ownerA, orderId, { shipping: true });
    expect(refund.statusCode).toBe(409);
    expect((await orderRow(t.db, orderId)).refundedMinor).toBe(499);
  });
});

describe('who may preview', () => {
  it('the store’s owner, staff with the orders permission and a super admin; nobody else', async () => {
    const { orderId } = await buy();
    const body = { amount: '1.00' };
    expect((await postPreview(t.app, undefined, orderId, body)).statusCode).toBe(401);
    expect((await postPreview(t.app, who.customer, orderId, body)).statusCode).toBe(403);
    expect((await postPreview(t.app, staff.cataloguer, orderId, body)).statusCode).toBe(403);
    expect((await postPreview(t.app, staff.refunder, orderId, body)).statusCode).toBe(200);
    expect((await postPreview(t.app, who.admin, orderId, body, shopA.tenant.id)).statusCode).toBe(200);
    expect((await postPreview(t.app, who.ownerB, orderId, body, shopA.tenant.id)).statusCode).toBe(403);
    const isolated = await postPreview(t.app, who.ownerB, orderId, body);
    expect(isolated.statusCode).toBe(404);
    expect(isolated.json().message).toBe('Order not found');
  });
});
