// The One-Stop Shop return's figures (docs/decisions/0101): a read of the orders module's tables in
// one join, never a write (docs/architecture.md: another module's table only in a join or an aggregate).
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

/** The payments that count: taken, or taken and partly refunded (a whole refund leaves the return). */
const COUNTED_PAYMENTS = ['paid', 'partially_refunded'];

export type OssOrderLine = {
  orderId: number;
  country: string | null;
  currency: string;
  pricesIncludeVat: boolean;
  shippingMinor: number;
  shippingVatMinor: number;
  shippingRateBp: number | null;
  shippingVatRate: number;
  orderDiscountMinor: number;
  lineTotalMinor: number;
  lineDiscountMinor: number;
  lineVatMinor: number;
  lineRateBp: number | null;
  lineVatRate: number;
};

/** Every line of the store's orders taxed under the One-Stop Shop placed in [from, until), with its order. */
export function listOssOrderLines(db: Db, tenantId: number, range: { from: Date; until: Date }) {
  return db
    .select({
      orderId: orders.id,
      country: orders.taxCountry,
      currency: orders.currency,
      pricesIncludeVat: orders.pricesIncludeVat,
      shippingMinor: orders.shippingMinor,
      shippingVatMinor: orders.shippingVatMinor,
      shippingRateBp: orders.shippingTaxRateBp,
      shippingVatRate: orders.shippingVatRate,
      orderDiscountMinor: orders.discountMinor,
      priceMinor: orderItems.priceMinor,
      quantity: orderItems.quantity,
      lineDiscountMinor: orderItems.discountMinor,
      lineVatMinor: orderItems.vatMinor,
      lineRateBp: orderItems.taxRateBp,
      lineVatRate: orderItems.vatRate,
    })
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.tenantId, orders.tenantId), eq(orderItems.orderId, orders.id)))
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.taxReason, 'oss'),
        inArray(orders.paymentStatus, COUNTED_PAYMENTS),
        gte(orders.createdAt, range.from),
        lt(orders.createdAt, range.until),
        isNull(orderItems.replacesReturnLineId),
      ),
    )
    .orderBy(orders.id, orderItems.id)
    .then((rows) =>
      rows.map(
        ({ priceMinor, quantity, ...row }): OssOrderLine => ({
          ...row,
          lineTotalMinor: priceMinor * quantity,
        }),
      ),
    );
}
