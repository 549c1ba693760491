// Shared by the preview and credit-note tests: a shop selling tees (£25.00) and hoodies (£40.00)
// with a 15 % code and paid shipping, an order bought with them as the signed-in customer, and the
// preview call.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import { discounts, sandboxPaymentIntents } from '../../db/schema/index.ts';
import { confirmPayment, createIntent, payInSandbox, type Shop } from '../checkout/checkout.test-support.ts';

let codes = 0;

/** A 15 % code in the shop (a fresh name each time). */
export async function addDiscountCode(db: Db, shop: Shop, value = 15) {
  const [row] = await db
    .insert(discounts)
    .values({ tenantId: shop.tenant.id, code: `TAKE${++codes}`, type: 'percentage', value })
    .returning();
  return row!.code;
}

/** Two tees and a red hoodie with `code` and the shop's shipping, paid by `cookie`'s customer. */
export async function buyDiscounted(
  t: { app: FastifyInstance },
  shop: Shop,
  { code, cookie, email }: { code?: string; cookie?: string; email: string },
) {
  const intent = await createIntent(
    t.app,
    {
      tenantId: shop.tenant.id,
      items: [
        { id: shop.tee.id, quantity: 2 },
        { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Red' } },
      ],
      shippingOptionId: shop.shipping.id,
      ...(code ? { discountCode: code } : {}),
    } as Parameters<typeof createIntent>[1],
    cookie,
  );
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json();
  expect((await payInSandbox(t.app, clientSecret)).statusCode).toBe(200);
  const confirmed = await confirmPayment(t.app, paymentIntentId, email, shop.tenant.id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { orderId: confirmed.json().orderId as number, paymentIntentId: paymentIntentId as string };
}

export function postPreview(
  app: FastifyInstance,
  cookie: string | undefined,
  orderId: number,
  body: unknown,
  tenantId?: number,
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds/preview${tenantId ? `?tenantId=${tenantId}` : ''}`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });
}

export async function sandboxRefundedOf(db: Db, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, paymentIntentId));
  return row!.refundedMinor;
}
