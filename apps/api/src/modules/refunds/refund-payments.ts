// Which payment a refund gives back from (ADR 0077): an order may have been paid more than once (its
// checkout, then a payment link for what a dearer edit or exchange left owing). Refunds come off
// the payments oldest first, the checkout's payment before the links'. A refund's share of each is
// found from the order's refunded total before it, so a resumed refund asks each provider for the
// same figures again (its refunded-before guard, ADR 0024). Pure.

export type OrderPayment = { provider: string; paymentIntentId: string; amountMinor: number };
export type RefundPart = OrderPayment & { refundMinor: number; refundedBeforeMinor: number };

export function splitRefundOverPayments(
  payments: readonly OrderPayment[],
  { refundedBeforeMinor, amountMinor }: { refundedBeforeMinor: number; amountMinor: number },
): RefundPart[] {
  const parts: RefundPart[] = [];
  let start = 0;
  const from = refundedBeforeMinor;
  const to = refundedBeforeMinor + amountMinor;
  for (const [i, payment] of payments.entries()) {
    // The last payment takes whatever the others cannot (a figure the provider then judges).
    const end =
      i === payments.length - 1 ? Math.max(to, start + payment.amountMinor) : start + payment.amountMinor;
    const share = Math.max(0, Math.min(to, end) - Math.max(from, start));
    if (share > 0)
      parts.push({
        ...payment,
        refundMinor: share,
        refundedBeforeMinor: Math.max(0, Math.min(from, end) - start),
      });
    start = end;
  }
  return parts;
}
