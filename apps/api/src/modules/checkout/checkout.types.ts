// What checkout shares with the modules that hand it lines priced elsewhere (a draft order):
// the priced line a snapshot keeps, and the totals an intent is opened for.
import type { TaxReason, VatRate } from '@storefleet/contracts';
import type { PricedLine } from './reprice.step.ts';

export type { PricedLine };

/** Lines and totals as the order will record them; totalMinor is what the card is charged. */
export type PricedCheckout = {
  lines: PricedLine[];
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  vatMinor: number;
  shippingVatMinor: number;
  shippingVatRate: VatRate;
  pricesIncludeVat: boolean;
  /** Why these rates, the shipping's (bp) and the business buyer's VAT number (docs/decisions/0101); absent: UK VAT. */
  taxReason?: TaxReason;
  shippingTaxRateBp?: number;
  buyerVatNumber?: string | null;
  shippingOptionId: number | null;
  shippingMethod: string;
  /** Taken off before VAT, shared over the lines (each line's discountMinor). */
  discountMinor: number;
};
