// The order's row and lines as a checkout's snapshot priced them (write-order.step.ts): what the
// order's statement writes, whichever way it goes.
import { DEFAULT_VAT_RATE } from '@storefleet/contracts';
import { wholePercentOf } from '../vat/vat-pricing.service.ts';
import type { SnapshotRow } from './checkout-snapshots.queries.ts';

/** The order's row as the snapshot priced it, for the customer (and their account, when there is one). */
export function orderRow(
  snapshot: SnapshotRow,
  customer: { customerEmail: string; customerName: string; shippingAddress: string | null },
  account: { userId: number } | null,
) {
  return {
    tenantId: snapshot.tenantId,
    userId: account?.userId ?? null,
    customerEmail: customer.customerEmail,
    customerName: customer.customerName,
    shippingAddress: customer.shippingAddress,
    shippingMethod: snapshot.shippingMethod,
    subtotalMinor: snapshot.subtotalMinor,
    shippingMinor: snapshot.shippingMinor,
    totalMinor: snapshot.totalMinor,
    vatMinor: snapshot.vatMinor,
    shippingVatMinor: snapshot.shippingVatMinor,
    shippingVatRate: snapshot.shippingVatRate,
    pricesIncludeVat: snapshot.pricesIncludeVat,
    // Taxes by destination (docs/decisions/0101); a snapshot from before names no reason: UK VAT.
    ...(snapshot.taxReason
      ? {
          shippingVatRate:
            snapshot.shippingTaxRateBp === null
              ? snapshot.shippingVatRate
              : wholePercentOf(snapshot.shippingTaxRateBp),
          shippingTaxRateBp: snapshot.shippingTaxRateBp,
          taxCountry: snapshot.country,
          taxReason: snapshot.taxReason,
          buyerVatNumber: snapshot.buyerVatNumber,
          reverseCharge: snapshot.taxReason === 'reverse-charge',
        }
      : {}),
    currency: snapshot.currency,
    exchangeRate: snapshot.exchangeRate,
    language: snapshot.language,
    discountCode: snapshot.discountCode,
    discountMinor: snapshot.discountMinor,
    status: 'paid',
    paymentProvider: snapshot.provider,
    paymentIntentId: snapshot.paymentIntentId,
  };
}

/** The order's lines as the snapshot priced them. */
export function orderLines(snapshot: SnapshotRow) {
  return snapshot.items.map((line) => ({
    productId: line.productId > 0 ? line.productId : null,
    productName: line.name,
    quantity: line.quantity,
    priceMinor: line.unitPriceMinor,
    selectedVariants: line.selectedVariants,
    variantString: line.variantString || null,
    purchaseType: line.purchaseType,
    // A snapshot priced before VAT was recorded has neither: standard rate, VAT unknown (0).
    // The rate charged, whole per cent for vat_rate's readers and exactly in basis points.
    vatRate:
      line.taxRateBp === undefined ? (line.vatRate ?? DEFAULT_VAT_RATE) : wholePercentOf(line.taxRateBp),
    taxRateBp: line.taxRateBp ?? null,
    vatMinor: line.vatMinor ?? 0,
    discountMinor: line.discountMinor ?? 0,
  }));
}
