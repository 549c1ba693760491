// Step 1 of an order edit, the read (docs/spec/admin-and-platform.md §4 orders): the lines as they
// stand and as the edit would make them, priced from the catalogue, with their stock rows, and what
// the shopper is charged for them. Judging is order-edit.judge.ts, applying order-edit.apply.ts.
import {
  type orderEditInputSchema,
  orderEditMessages,
  resolveVariantRow,
  variantString,
} from '@storefleet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { BadRequestError } from '../../lib/errors.ts';
import {
  listProductsForCheckout,
  listVariantRowsForCheckout,
  mapVariantAttributeNames,
} from '../catalogue/checkout-products.service.ts';
import type { StockTarget } from '../catalogue/product-stock.service.ts';
import type { OrderItemRow, OrderRow } from './customer-orders.queries.ts';

export type EditInput = z.output<typeof orderEditInputSchema>;

export type NewLine = {
  itemId: number | null;
  productId: number | null;
  name: string;
  quantity: number;
  unitPriceMinor: number;
  vatRate: number;
  selectedVariants: Record<string, string>;
  variantString: string | null;
  purchaseType: string;
  stock: StockTarget | null;
};

/** What the shopper is charged for the lines as they stand (shipping after any discount on it). */
export function chargedForLines(order: OrderRow, items: readonly OrderItemRow[]): number {
  const lineDiscounts = items.reduce((sum, i) => sum + i.discountMinor, 0);
  const lines = items.reduce((sum, i) => sum + i.quantity * i.priceMinor, 0);
  const shippingDiscount = Math.max(0, order.discountMinor - lineDiscounts);
  const vat = order.pricesIncludeVat ? 0 : order.vatMinor;
  return lines - lineDiscounts + order.shippingMinor - shippingDiscount + vat;
}

export async function stockTargetsOf(
  db: Db,
  tenantId: number,
  items: readonly OrderItemRow[],
): Promise<Map<number, StockTarget>> {
  const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const rows = await listVariantRowsForCheckout({ db, tenantId }, productIds);
  const names = rows.length ? await mapVariantAttributeNames({ db, tenantId }) : {};
  const targets = new Map<number, StockTarget>();
  for (const item of items) {
    if (!item.productId) continue;
    const productId = item.productId;
    const row = resolveVariantRow(
      rows.filter((r) => r.productId === productId),
      names,
      item.selectedVariants,
    );
    targets.set(item.id, row ? { kind: 'variant', id: row.id } : { kind: 'product', id: productId });
  }
  return targets;
}

/**
 * New lines for an order, priced from the catalogue. An order in another currency than the store's
 * base one prices them at the rate it was placed at, to the minor unit (docs/decisions/0105):
 * `toOrderCurrency`.
 */
export async function addedLines(
  db: Db,
  tenantId: number,
  { add, toOrderCurrency }: { add: EditInput['add']; toOrderCurrency: (baseMinor: number) => number },
): Promise<NewLine[]> {
  if (add.length === 0) return [];
  const productIds = [...new Set(add.map((a) => a.productId))];
  const products = await listProductsForCheckout({ db, tenantId }, productIds);
  const variantRows = add.some((a) => a.variantId !== undefined)
    ? await listVariantRowsForCheckout({ db, tenantId }, productIds)
    : [];
  const names = variantRows.length ? await mapVariantAttributeNames({ db, tenantId }) : {};
  return add.map((line) => {
    const product = products.find((p) => p.id === line.productId);
    if (!product || product.isDraft) throw new BadRequestError(orderEditMessages.productNotFound);
    if (product.isSubscription)
      throw new BadRequestError(`"${product.name}" is sold only as a subscription and cannot be added`);
    const variant =
      line.variantId === undefined
        ? undefined
        : variantRows.find((v) => v.id === line.variantId && v.productId === product.id);
    if (line.variantId !== undefined && !variant?.isActive)
      throw new BadRequestError(`Variant #${line.variantId} was not found for "${product.name}"`);
    const selectedVariants: Record<string, string> = {};
    for (const [attributeId, value] of Object.entries(variant?.variantCombination ?? {}))
      selectedVariants[names[attributeId] ?? attributeId] = String(value);
    return {
      itemId: null,
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      unitPriceMinor: toOrderCurrency(variant?.priceMinor ?? product.priceMinor),
      vatRate: product.vatRate,
      selectedVariants,
      variantString: variantString(selectedVariants) || null,
      purchaseType: 'one-off',
      stock: variant ? { kind: 'variant', id: variant.id } : { kind: 'product', id: product.id },
    };
  });
}
