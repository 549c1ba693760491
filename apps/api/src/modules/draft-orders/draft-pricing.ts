// A draft's totals from its frozen lines: the discount is shared over the lines in proportion
// (the last line takes the rounding) and taken off before VAT, as a discount code is (ADR 0032);
// VAT follows the store's setting (ADR 0025). Pure: the same figures for the admin, the payment page
// and the checkout snapshot.
import { createHash } from 'node:crypto';
import {
  type DraftOrderLine,
  type DraftOrderStatus,
  formatMinor,
  formatPercentBp,
  shareDiscount,
  type VatRate,
} from '@storefleet/contracts';
import type { PricedCheckout } from '../checkout/checkout.types.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { priceVat } from '../vat/vat-pricing.service.ts';
import type { DraftOrderLineRow, DraftOrderRow } from './draft-orders.queries.ts';

export type DraftPricingInput = {
  lines: DraftOrderLineRow[];
  discountMinor: number;
  shippingMinor: number;
  shippingMethod: string;
  pricesIncludeVat: boolean;
};

export function priceDraftOrder(input: DraftPricingInput): PricedCheckout {
  const totals = input.lines.map((line) => line.unitPriceMinor * line.quantity);
  const shares = shareDiscount(totals, input.discountMinor);
  const vat = priceVat({
    lines: input.lines.map((line, i) => ({
      lineTotalMinor: totals[i]! - shares[i]!,
      vatRate: line.vatRate as VatRate,
    })),
    shippingMinor: input.shippingMinor,
    pricesIncludeVat: input.pricesIncludeVat,
  });
  return {
    lines: input.lines.map((line, i) => ({
      productId: line.productId ?? 0,
      name: line.name,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      selectedVariants: line.selectedVariants,
      variantString: line.variantString,
      purchaseType: 'one-off',
      ...(line.productId === null
        ? {}
        : {
            stock:
              line.variantId === null
                ? { kind: 'product' as const, id: line.productId }
                : { kind: 'variant' as const, id: line.variantId },
          }),
      vatRate: line.vatRate as VatRate,
      vatMinor: vat.lineVatMinor[i] ?? 0,
      discountMinor: shares[i] ?? 0,
    })),
    subtotalMinor: totals.reduce((sum, total) => sum + total, 0),
    shippingMinor: input.shippingMinor,
    totalMinor: vat.totalMinor,
    vatMinor: vat.vatMinor,
    shippingVatMinor: vat.shippingVatMinor,
    shippingVatRate: vat.shippingVatRate,
    pricesIncludeVat: input.pricesIncludeVat,
    shippingOptionId: null,
    shippingMethod: input.shippingMethod,
    discountMinor: shares.reduce((sum, share) => sum + share, 0),
  };
}

export function draftLinesView(lines: DraftOrderLineRow[]): DraftOrderLine[] {
  return lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    variantString: line.variantString,
    quantity: line.quantity,
    unitPrice: formatMinor(line.unitPriceMinor),
    lineTotal: formatMinor(line.unitPriceMinor * line.quantity),
  }));
}

export const payTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function draftStatus(row: DraftOrderRow, now: Date): DraftOrderStatus {
  if (row.orderId !== null) return 'paid';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.invoiceSentAt ? 'invoiced' : 'open';
}

export function pricedDraft(row: DraftOrderRow, tenant: Pick<TenantRow, 'pricesIncludeVat'>) {
  return priceDraftOrder({
    lines: row.lines,
    discountMinor: row.discountMinor,
    shippingMinor: row.shippingMinor,
    shippingMethod: row.shippingMethod,
    pricesIncludeVat: tenant.pricesIncludeVat,
  });
}

/** The lines and totals as the admin and the payment page show them. */
export function draftTotalsView(row: DraftOrderRow, tenant: Pick<TenantRow, 'pricesIncludeVat'>, now: Date) {
  const priced = pricedDraft(row, tenant);
  return {
    lines: draftLinesView(row.lines),
    subtotal: formatMinor(priced.subtotalMinor),
    discount: formatMinor(priced.discountMinor),
    discountPercent: row.discountPercentBp === null ? null : formatPercentBp(row.discountPercentBp),
    shipping: formatMinor(priced.shippingMinor),
    shippingMethod: priced.shippingMethod,
    vat: formatMinor(priced.vatMinor),
    pricesIncludeVat: priced.pricesIncludeVat,
    total: formatMinor(priced.totalMinor),
    currency: row.currency,
    status: draftStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
  };
}
