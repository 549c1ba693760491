// An order's lines: what was bought, at what price, VAT and discount share, as checkout priced it.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { money } from './columns.ts';
import { orderId } from './order-id.ts';
import { tenantOwned } from './tenant-id.ts';

export const orderItems = pgTable(
  'order_items',
  {
    ...tenantOwned(),
    orderId: orderId(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 255 }).notNull(),
    quantity: integer('quantity').notNull(),
    priceMinor: money('price_minor').notNull(),
    selectedVariants: jsonb('selected_variants').$type<Record<string, string>>().notNull().default({}),
    variantString: text('variant_string'),
    purchaseType: varchar('purchase_type', { length: 20 }).notNull().default('one-off'),
    /** The line's VAT rate (per cent) and its VAT in pence, for quantity × price (ADR 0025). */
    vatRate: integer('vat_rate').notNull().default(20),
    vatMinor: money('vat_minor').notNull().default(0),
    /** The line's rate in basis points (docs/decisions/0101: 13.5 % is 1350); null before: vat_rate × 100. */
    taxRateBp: integer('tax_rate_bp'),
    /**
     * This line's share of the order's discount (ADR 0032): its VAT is worked out on
     * quantity × price − discount, so the invoice's VAT summary adds up to what was paid.
     */
    discountMinor: money('discount_minor').notNull().default(0),
    /**
     * An exchange's replacement (ADR 0078): the return line it replaces. Shipped like any line;
     * left out of the order's money reads (listItemsOfOrders). One per return line (the index).
     */
    replacesReturnLineId: integer('replaces_return_line_id'),
  },
  (t) => [
    index('order_items_tenant_order_idx').on(t.tenantId, t.orderId),
    uniqueIndex('order_items_replacement')
      .on(t.tenantId, t.replacesReturnLineId)
      .where(sql`${t.replacesReturnLineId} is not null`),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
